import { StyleProvider } from '@ant-design/cssinjs';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '@teamwear/shared/tenant';
import { DEFAULT_LAYOUT_CONFIG } from '@teamwear/shared/ui';
import { useTranslation } from '@teamwear/shared/i18n';
import { BusyOverlay } from '../../app/hosts/BusyOverlay';
import { ConfirmHost } from '../../app/hosts/ConfirmHost';
import { ToastHost } from '../../app/hosts/ToastHost';
import { buildTheme } from '../../app/theme';
import { antdLocaleOf } from '../../app/antd/antd-locale';
import { useQuietIcons } from '../../app/antd/quiet-icons';

export interface EmbedRootProps {
  /** The studio's shadow root: antd writes its styles here, not into the partner's <head>. */
  shadowRoot: ShadowRoot;
  /** Inside the shadow root: where antd's popups, menus and dialogs go. */
  popups: HTMLElement;
  children: ReactNode;
}

/**
 * What the shell gives a remote, inside the studio's shadow root: the shop's theme (its colour;
 * the customer's layout choices belong to the shop's site, not to the partner's), toasts, confirm
 * dialogs and the busy overlay.
 */
export function EmbedRoot({ shadowRoot, popups, children }: EmbedRootProps) {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  const quietIcons = useQuietIcons();
  const theme = useMemo(() => buildTheme(tenant?.color ?? null, DEFAULT_LAYOUT_CONFIG, i18n.language), [tenant, i18n.language]);
  return (
    <StyleProvider container={shadowRoot}>
      <ConfigProvider theme={theme} locale={antdLocaleOf(i18n.language)} getPopupContainer={() => popups} {...quietIcons}>
        <AntApp style={{ height: '100%' }}>
          {children}
          <ToastHost />
          <ConfirmHost />
          <BusyOverlay />
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
