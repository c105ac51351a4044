import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTenant } from '@teamwear/shared/tenant';
import { layoutConfigStore } from '@teamwear/shared/ui';
import { buildTheme } from '../theme';
import { useTranslation } from '@teamwear/shared/i18n';

/** antd's theme (the shop's colour, the customer's layout choices, dark mode, the Khmer font)
 *  around the pages that use antd. Loaded on demand: see WithAntd. */
export default function AntdRoot({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const config = useStore(layoutConfigStore);
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={buildTheme(tenant?.color ?? null, config, i18n.language)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
