import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from '@teamwear/shared/router';
import { useStore } from 'zustand';
import { useTenant } from '@teamwear/shared/tenant';
import { layoutConfigStore } from '@teamwear/shared/ui';
import { AppRoutes } from '../routes/AppRoutes';
import { keepFaviconCurrent } from '../tenant/favicon';
import { BusyOverlay } from './hosts/BusyOverlay';
import { ConfirmHost } from './hosts/ConfirmHost';
import { ToastHost } from './hosts/ToastHost';
import { loadKhmerFont } from './khmer-font';
import { buildTheme } from './theme';
import { applyStoredDarkMode } from './dark-mode';
import { installGlobalStyles } from './global-styles';

// Before the first render, so a dark-mode visitor never sees a light flash.
installGlobalStyles();
applyStoredDarkMode();

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
  }, [i18n.language]);

  return (
    <ConfigProvider theme={buildTheme(tenant?.color ?? null, config, i18n.language)}>
      <AntApp>
        <a className="skip-link" href="#content">
          {t('chrome.skipToContent')}
        </a>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
        <ConfirmHost />
        <BusyOverlay />
      </AntApp>
    </ConfigProvider>
  );
}
