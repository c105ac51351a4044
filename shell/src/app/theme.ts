import theme from 'antd/es/theme';
import type { ThemeConfig } from 'antd';
import { SURFACES, type LayoutConfig } from '@teamwear/shared/ui';
import { fontFamily, menuSelection, PRESET_RADIUS, primaryButtonStates, primaryColour, readableLinkColour, textOnPrimary } from './palette';

export { readableLinkColour, textOnPrimary } from './palette';

/** antd's red-7: the light theme's error colour (see buildTheme). */
export const READABLE_ERROR = '#cf1322';

/** Secondary text that reads (4.5:1) on the page and on a card, per mode: antd's light grey does not. */
const READABLE_SECONDARY = { light: 'rgba(0, 0, 0, 0.68)', dark: 'rgba(255, 255, 255, 0.65)' } as const;

/** The antd theme: the shop's palette colour as primary (emerald when it has none) unless the
 *  customer picked another, their surface, preset and dark mode, and a Khmer font in Khmer. */
export function buildTheme(tenantColour: string | null, config: LayoutConfig, language: string): ThemeConfig {
  const primary = primaryColour(tenantColour, config);
  const link = readableLinkColour(primary, config.darkTheme);
  const secondary = config.darkTheme ? READABLE_SECONDARY.dark : READABLE_SECONDARY.light;
  const surface = config.surface ? SURFACES[config.surface] : null;
  return {
    algorithm: config.darkTheme ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorTextLightSolid: textOnPrimary(primary),
      colorLink: link,
      // antd's default secondary greys fall under 4.5:1 on the grey page background, and its red
      // (#ff4d4f: danger buttons, form errors) reads at 3.3:1 on white; red-7 reads at 5.6:1,
      // and so does white on it (a primary danger button: below). Dark mode's colours read already.
      ...(config.darkTheme ? {} : { colorTextSecondary: secondary, colorTextDescription: secondary, colorError: READABLE_ERROR }),
      fontFamily: fontFamily(language),
      borderRadius: PRESET_RADIUS[config.preset],
      ...(surface ? { colorBgLayout: config.darkTheme ? surface.dark : surface.layout } : {}),
    },
    components: {
      // The selected item sits on a tint of the primary colour, so it needs extra contrast.
      Menu: menuSelection(primary, config.darkTheme),
      Button: {
        // A plain button pointed at or pressed is written in antd's hover and pressed tints of the
        // shop colour: an emerald's hover reads at 3.2:1 on white. The links' colour reads at 4.5:1.
        defaultHoverColor: link,
        defaultActiveColor: link,
        // A primary button's label on its pointed-at and pressed colours reads as well as at rest.
        ...primaryButtonStates(primary),
        // A primary danger button is written in the primary buttons' colour, which is ink on a light
        // shop colour: ink on red-7 reads at 3:1, white at 5.6:1.
        ...(config.darkTheme ? {} : { dangerColor: '#ffffff' }),
      },
      // A description's labels (an order's details) are in antd's tertiary grey: 3.4:1 on white.
      Descriptions: { labelColor: secondary },
    },
  };
}
