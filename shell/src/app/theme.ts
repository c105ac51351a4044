import { theme, type ThemeConfig } from 'antd';
import { SURFACES, type LayoutConfig } from '@teamwear/shared/ui';
import { fontFamily, menuSelection, PRESET_RADIUS, primaryColor, readableLinkColor, textOnPrimary } from './palette';

export { readableLinkColor, textOnPrimary } from './palette';

/** The antd theme: the shop's palette colour as primary (emerald when it has none) unless the
 *  customer picked another, their surface, preset and dark mode, and a Khmer font in Khmer. */
export function buildTheme(tenantColor: string | null, config: LayoutConfig, language: string): ThemeConfig {
  const primary = primaryColor(tenantColor, config);
  const surface = config.surface ? SURFACES[config.surface] : null;
  return {
    algorithm: config.darkTheme ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorTextLightSolid: textOnPrimary(primary),
      colorLink: readableLinkColor(primary, config.darkTheme),
      // antd's default secondary greys fall under 4.5:1 on the grey page background.
      ...(config.darkTheme ? {} : { colorTextSecondary: 'rgba(0, 0, 0, 0.68)', colorTextDescription: 'rgba(0, 0, 0, 0.68)' }),
      fontFamily: fontFamily(language),
      borderRadius: PRESET_RADIUS[config.preset],
      ...(surface ? { colorBgLayout: config.darkTheme ? surface.dark : surface.layout } : {}),
    },
    components: {
      // The selected item sits on a tint of the primary colour, so it needs extra contrast.
      Menu: menuSelection(primary, config.darkTheme),
    },
  };
}
