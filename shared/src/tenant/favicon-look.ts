import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

// The shop's icon: its first letter on its colour. The API draws it from faviconSvg as a PNG
// (GET /favicon.png, which index.html links, so the tab shows it from the first request); the
// shell then draws it in the letter colour of the visitor's time of day, and for the browser's
// colour scheme (shell/src/tenant/favicon.ts).

export const FAVICON_SIZE = 45;
export const FALLBACK_COLOUR = '#10b981'; // emerald

/** Letter colours by time of day: crisp white or ink by day, a warm moon-yellow or deep
 *  navy by night. Of each pair the one with more contrast on the shop's colour is used. */
const DAY = ['#ffffff', '#111827'] as const;
const NIGHT = ['#fde68a', '#1e1b4b'] as const;

/** docs/product.md §1: daytime is from 06:00 up to (not including) 18:00, local time. */
export function isDaytime(date: Date): boolean {
  const hour = date.getHours();
  return hour >= 6 && hour < 18;
}

/** The browser's colour scheme (prefers-color-scheme), which its tab strip follows. */
export type BrowserScheme = 'light' | 'dark';

/** A dark browser's tab strip (Chrome's), which a dark shop colour melts into. */
const DARK_BROWSER_UI = '#202124';
/** A light edge around the icon where it would melt into a dark tab strip. */
const DARK_UI_EDGE = '#e5e7eb';
/** WCAG 2.1 1.4.11: a graphical object stands out from what is around it at 3:1. */
const STANDS_OUT = 3;
/** The edge's width, in icon pixels: about one screen pixel at 16 × 16. */
export const FAVICON_EDGE_WIDTH = 3;

export interface FaviconLook {
  letter: string;
  background: string;
  foreground: string;
  /** A light edge drawn around the square on a dark browser when the shop's colour does not
   *  stand out from its tab strip; null: none. The square keeps the shop's colour. */
  edge: string | null;
}

/** The look at `date`, or by day when the visitor's clock is not known (the server's icon), on a
 *  browser of `scheme` (light when not known: the server's icon). */
export function faviconLook(name: string, color: string | null | undefined, date: Date | 'day', scheme: BrowserScheme = 'light'): FaviconLook {
  const background = color && colord(color).isValid() ? colord(color).toHex() : FALLBACK_COLOUR;
  const [first, second] = date === 'day' || isDaytime(date) ? DAY : NIGHT;
  const foreground = colord(background).contrast(first) >= colord(background).contrast(second) ? first : second;
  const letter = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
  const edge = scheme === 'dark' && colord(background).contrast(DARK_BROWSER_UI) < STANDS_OUT ? DARK_UI_EDGE : null;
  return { letter, background, foreground, edge };
}

export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The icon as an SVG document, drawn as the shell draws it on its canvas (favicon.ts). */
export function faviconSvg(look: FaviconLook): string {
  const letter = look.letter.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
  const half = FAVICON_SIZE / 2;
  const inset = FAVICON_EDGE_WIDTH / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" viewBox="0 0 ${FAVICON_SIZE} ${FAVICON_SIZE}">` +
    `<rect width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" rx="9" fill="${look.background}"/>` +
    (look.edge ? `<rect x="${inset}" y="${inset}" width="${FAVICON_SIZE - FAVICON_EDGE_WIDTH}" height="${FAVICON_SIZE - FAVICON_EDGE_WIDTH}" rx="${9 - inset}" fill="none" stroke="${look.edge}" stroke-width="${FAVICON_EDGE_WIDTH}"/>` : '') +
    `<text x="${half}" y="${half + 2}" fill="${look.foreground}" font-family="system-ui, -apple-system, 'Segoe UI', 'Noto Sans Khmer', sans-serif" ` +
    `font-size="30" font-weight="bold" text-anchor="middle" dominant-baseline="central">${letter}</text></svg>`
  );
}
