import type { StatusSeverity } from '@teamwear/shared/orders';

/** How a status tag is painted: its text, background and border. */
export interface TagColours {
  color: string;
  background: string;
  border: string;
}

/**
 * The product's severities as tag colours (antd's palette, its darker shades for the text), each
 * text reaching WCAG AA (4.5:1, the tag's text is small) on its own background: antd's preset
 * tags write gold and green in shades that do not. `primary` is the shop's own colour, which the
 * theme already pairs with a readable text colour (primaryTag).
 */
export const SEVERITY_COLOURS: Record<Exclude<StatusSeverity, 'primary'>, TagColours> = {
  // blue-7 on blue-1
  info: { color: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  // green-8 on green-1
  success: { color: '#237804', background: '#f6ffed', border: '#b7eb8f' },
  // orange-9 on orange-1
  warn: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
  // grey-9 on grey-3
  secondary: { color: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
  // purple-7 on purple-1: READY, made and waiting to be sent, is good news; red said "error"
  ready: { color: '#531dab', background: '#f9f0ff', border: '#d3adf7' },
  // red-8 on red-1: REJECTED and CANCELED only
  danger: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
};

/** The shop colour's tag: the primary colour under the text the theme writes on it (colorTextLightSolid). */
export function primaryTag(primary: string, textOnPrimary: string): TagColours {
  return { color: textOnPrimary, background: primary, border: primary };
}

export function tagColours(severity: StatusSeverity, primary: { color: string; text: string }): TagColours {
  return severity === 'primary' ? primaryTag(primary.color, primary.text) : SEVERITY_COLOURS[severity];
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(one: string, two: string): number {
  const [lighter, darker] = [luminance(one), luminance(two)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const value = parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}
