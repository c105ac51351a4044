import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter } from '@teamwear/shared/router';
import { useStore } from 'zustand';
import { useTenant } from '@teamwear/shared/tenant';
import { layoutConfigStore } from '@teamwear/shared/ui';
import { AppRoutes } from '../routes/AppRoutes';
import { keepFaviconCurrent } from '../tenant/favicon';
import { applyChromeTheme } from './chrome-theme';
import { BusyOverlay } from './hosts/BusyOverlay';
import { LazyConfirmHost } from './hosts/LazyConfirmHost';
import { LazyNewVersionHost } from './hosts/LazyNewVersionHost';
import { ToastHost } from './hosts/ToastHost';
import { loadKhmerFont, registerKhmerFont } from './khmer-font';
import { applyStoredDarkMode } from './dark-mode';
import { installGlobalStyles } from './global-styles';
import { useTranslation } from '@teamwear/shared/i18n';

// Before the first render, so a dark-mode visitor never sees a light flash.
installGlobalStyles();
applyStoredDarkMode();

/** The frame every page shares. Nothing here uses antd: pages that do load it themselves
 *  (app/antd/WithAntd), so the first load of a public page stays small. */
export function App() {
  const tenant = useTenant();
  const config = useStore(layoutConfigStore);
  const { i18n, t } = useTranslation();

  useEffect(() => {
    if (!tenant) return;
    document.title = tenant.name;
    return keepFaviconCurrent(tenant.name, tenant.color);
  }, [tenant]);

  useEffect(() => {
    document.documentElement.lang = i18n.language === 'kh' ? 'km' : 'en';
    if (i18n.language === 'kh') void loadKhmerFont();
    else registerKhmerFont();
  }, [i18n.language]);

  // Before paint, so the header never shows in default colours first.
  useLayoutEffect(() => {
    applyChromeTheme(tenant?.color ?? null, config, i18n.language);
  }, [tenant, config, i18n.language]);

  return (
    <>
      <a className="skip-link" href="#content">
        {t('chrome.skipToContent')}
      </a>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
      <LazyConfirmHost />
      <LazyNewVersionHost />
      <BusyOverlay />
    </>
  );
}
