import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTenant } from '@teamwear/shared/tenant';
import { layoutConfigStore } from '@teamwear/shared/ui';
import { buildTheme } from '../theme';
import { antdLocaleOf } from './antd-locale';
import { useQuietIcons } from './quiet-icons';
import { useTranslation } from '@teamwear/shared/i18n';

/** What antd's App would give the pages: the theme's text colour, size, line height and font.
 *  Not App itself: nothing uses its message, notification and modal hooks (toasts and confirm
 *  dialogs are the shell's, app/hosts), which would bring those components with every page. */
function ThemedText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

/** antd's theme (the shop's colour, the customer's layout choices, dark mode, the Khmer font)
 *  around the pages that use antd. Loaded on demand: see WithAntd. */
export default function AntdRoot({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const config = useStore(layoutConfigStore);
  const { i18n } = useTranslation();
  const quietIcons = useQuietIcons();
  return (
    <ConfigProvider theme={buildTheme(tenant?.color ?? null, config, i18n.language)} locale={antdLocaleOf(i18n.language)} {...quietIcons}>
      <ThemedText>{children}</ThemedText>
    </ConfigProvider>
  );
}
