import { theme, type ThemeConfig } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { PRIMARY_COLORS, SURFACES, type LayoutConfig } from '@teamwear/shared/ui';
import { FALLBACK_COLOR } from '../tenant/favicon-colors';

extend([a11yPlugin, mixPlugin]);

const INK = '#111827';

/** Text on primary buttons: white when it reads (WCAG AA, 4.5:1) on the shop colour, else ink. */
export function textOnPrimary(primary: string): string {
  return colord(primary).contrast('#ffffff') >= 4.5 ? '#ffffff' : INK;
}

/** Links keep the shop's hue but are darkened (or lightened in dark mode) until they read on
 *  the page background. */
export function readableLinkColor(primary: string, dark: boolean, background = dark ? '#141414' : '#ffffff'): string {
  const minContrast = 4.5;
  let color = colord(primary);
  for (let step = 0; step < 20 && color.contrast(background) < minContrast; step++) {
    color = dark ? color.lighten(0.04) : color.darken(0.04);
  }
  return color.toHex();
}

/** The selected menu item: a light tint of the primary colour, and text that reads on it. */
function menuSelection(primary: string, dark: boolean) {
  const itemSelectedBg = colord(dark ? '#141414' : '#ffffff').mix(primary, 0.14).toHex();
  return { itemSelectedBg, itemSelectedColor: readableLinkColor(primary, dark, itemSelectedBg) };
}

const KHMER_FONT = `'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
const LATIN_FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** Corner rounding and density per preset: Lara the default, Aura rounder, Nora squarer. */
const PRESET_TOKENS = {
  Lara: { borderRadius: 6 },
  Aura: { borderRadius: 12 },
  Nora: { borderRadius: 2 },
} as const;

/** The antd theme: the shop's palette colour as primary (emerald when it has none) unless the
 *  customer picked another, their surface, preset and dark mode, and a Khmer font in Khmer. */
export function buildTheme(tenantColor: string | null, config: LayoutConfig, language: string): ThemeConfig {
  const primary = config.primary ? PRIMARY_COLORS[config.primary] : (tenantColor ?? FALLBACK_COLOR);
  const surface = config.surface ? SURFACES[config.surface] : null;
  return {
    algorithm: config.darkTheme ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorTextLightSolid: textOnPrimary(primary),
      colorLink: readableLinkColor(primary, config.darkTheme),
      // antd's default secondary greys fall under 4.5:1 on the grey page background.
      ...(config.darkTheme ? {} : { colorTextSecondary: 'rgba(0, 0, 0, 0.68)', colorTextDescription: 'rgba(0, 0, 0, 0.68)' }),
      fontFamily: language === 'kh' ? KHMER_FONT : LATIN_FONT,
      ...PRESET_TOKENS[config.preset],
      ...(surface ? { colorBgLayout: config.darkTheme ? surface.dark : surface.layout } : {}),
    },
    components: {
      // The selected item sits on a tint of the primary colour, so it needs extra contrast.
      Menu: menuSelection(primary, config.darkTheme),
    },
  };
}
