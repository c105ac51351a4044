import { SURFACES, type LayoutConfig } from '@teamwear/shared/ui';
import { fontFamily, PRESET_RADIUS, primaryColour, readableLinkColour, textOnPrimary } from './palette';

/** antd's own light and dark neutrals, so plain chrome and antd pages sit together. */
const NEUTRALS = {
  light: { layout: '#f5f5f5', container: '#ffffff', border: '#f0f0f0', text: 'rgba(0, 0, 0, 0.88)', secondary: 'rgba(0, 0, 0, 0.68)' },
  dark: { layout: '#000000', container: '#141414', border: '#303030', text: 'rgba(255, 255, 255, 0.85)', secondary: 'rgba(255, 255, 255, 0.65)' },
} as const;

/** The theme as CSS custom properties (`--tw-*`), for the chrome and pages drawn without antd
 *  (the public header and footer, the home page): the first load of a public page does not
 *  wait for antd, and still wears the shop's colour, the customer's choices and dark mode. */
export function chromeThemeVariables(tenantColour: string | null, config: LayoutConfig, language: string): Record<string, string> {
  const dark = config.darkTheme;
  const neutrals = dark ? NEUTRALS.dark : NEUTRALS.light;
  const primary = primaryColour(tenantColour, config);
  const surface = config.surface ? SURFACES[config.surface] : null;
  return {
    '--tw-primary': primary,
    '--tw-on-primary': textOnPrimary(primary),
    '--tw-link': readableLinkColour(primary, dark),
    '--tw-bg-layout': surface ? (dark ? surface.dark : surface.layout) : neutrals.layout,
    '--tw-bg': neutrals.container,
    '--tw-border': neutrals.border,
    '--tw-text': neutrals.text,
    '--tw-text-secondary': neutrals.secondary,
    '--tw-radius': `${PRESET_RADIUS[config.preset]}px`,
    '--tw-font': fontFamily(language),
  };
}

export function applyChromeTheme(tenantColour: string | null, config: LayoutConfig, language: string): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(chromeThemeVariables(tenantColour, config, language))) {
    style.setProperty(name, value);
  }
}
