import { theme, type ThemeConfig } from 'antd';
import { PRIMARY_COLORS, SURFACES, type LayoutConfig } from '@teamwear/shared/ui';
import { FALLBACK_COLOR } from '../tenant/favicon-colors';

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
      colorLink: primary,
      fontFamily: language === 'kh' ? KHMER_FONT : LATIN_FONT,
      ...PRESET_TOKENS[config.preset],
      ...(surface ? { colorBgLayout: config.darkTheme ? surface.dark : surface.layout } : {}),
    },
  };
}
