import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

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

export interface FaviconLook {
  letter: string;
  background: string;
  foreground: string;
}

export function faviconLook(name: string, color: string | null | undefined, date: Date): FaviconLook {
  const background = color && colord(color).isValid() ? colord(color).toHex() : FALLBACK_COLOUR;
  const [first, second] = isDaytime(date) ? DAY : NIGHT;
  const foreground = colord(background).contrast(first) >= colord(background).contrast(second) ? first : second;
  const letter = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
  return { letter, background, foreground };
}

export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}
