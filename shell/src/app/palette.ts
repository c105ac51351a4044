import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { PRIMARY_COLOURS, type LayoutConfig } from '@teamwear/shared/ui';
import { FALLBACK_COLOUR } from '@teamwear/shared/tenant/favicon-look';

// The shop's colours, worked out once for both the plain page chrome (CSS variables) and
// antd's theme, so the header of a light page and an antd page look the same.
extend([a11yPlugin, mixPlugin]);

const INK = '#111827';

/** Text on primary buttons: white when it reads (WCAG AA, 4.5:1) on the shop colour, else ink. */
export function textOnPrimary(primary: string): string {
  return colord(primary).contrast('#ffffff') >= 4.5 ? '#ffffff' : INK;
}

/** A primary button pointed at and pressed: the shop colour moved away from its label (darker
 *  under white, lighter under ink), so the label reads at least as well as at rest. antd's own
 *  tints are lighter pointed at and darker pressed whatever the label: white on a royal blue
 *  pointed at read at 4.3:1, ink on a green pressed at 2.9:1. */
export function primaryButtonStates(primary: string): { colorPrimaryHover: string; colorPrimaryActive: string } {
  const underWhite = textOnPrimary(primary) === '#ffffff';
  const away = (amount: number) => (underWhite ? colord(primary).darken(amount) : colord(primary).lighten(amount)).toHex();
  return { colorPrimaryHover: away(0.05), colorPrimaryActive: away(0.1) };
}

/** Links keep the shop's hue but are darkened (or lightened in dark mode) until they read on
 *  the page background. */
export function readableLinkColour(primary: string, dark: boolean, background = dark ? '#141414' : '#ffffff'): string {
  const minContrast = 4.5;
  let color = colord(primary);
  for (let step = 0; step < 20 && color.contrast(background) < minContrast; step++) {
    color = dark ? color.lighten(0.04) : color.darken(0.04);
  }
  return color.toHex();
}

/** The selected menu item: a light tint of the primary colour, and text that reads on it. */
export function menuSelection(primary: string, dark: boolean) {
  const itemSelectedBg = colord(dark ? '#141414' : '#ffffff').mix(primary, 0.14).toHex();
  return { itemSelectedBg, itemSelectedColor: readableLinkColour(primary, dark, itemSelectedBg) };
}

export const KHMER_FONT = `'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
// Khmer names appear on English pages too (rosters, designs): the Khmer face (registered for Khmer
// characters only) comes before the generic family, so those render in it.
export const LATIN_FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Khmer', sans-serif`;

/** The primary colour: the customer's pick, else the shop's palette colour, else emerald. */
export function primaryColour(tenantColour: string | null, config: LayoutConfig): string {
  return config.primary ? PRIMARY_COLOURS[config.primary] : (tenantColour ?? FALLBACK_COLOUR);
}

export function fontFamily(language: string): string {
  return language === 'kh' ? KHMER_FONT : LATIN_FONT;
}

/** Corner rounding per preset: Lara the default, Aura rounder, Nora squarer. */
export const PRESET_RADIUS = { Lara: 6, Aura: 12, Nora: 2 } as const;
