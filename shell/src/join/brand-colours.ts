/** The page's band and buttons in the shop's colour, with the text colour (black or white) that reads best on it. */
export interface BrandColours {
  background: string;
  text: string;
}

const FALLBACK: BrandColours = { background: '#1f3a8a', text: '#ffffff' };

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The shop's colour (whoami's theme palette) for the band and the buttons; the text on it is white
 * or black, whichever contrasts more (one of them always reaches 4.5:1). A colour that is not
 * #rgb/#rrggbb gets the page's own.
 */
export function brandColours(color: string | null): BrandColours {
  if (!color) return FALLBACK;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return FALLBACK;
  const shade = luminance(hex);
  const onWhite = 1.05 / (shade + 0.05);
  const onBlack = (shade + 0.05) / 0.05;
  return { background: hex, text: onWhite >= onBlack ? '#ffffff' : '#000000' };
}
