import { z } from 'zod';

/** A thread or ink the shop can print or sew with, by the name its supplier gives it. */
export const NamedColour = z.object({
  name: z.string({ error: 'An ink needs a name' }).trim().min(1, 'An ink needs a name').max(60, 'An ink’s name is at most 60 characters'),
  hex: z.string({ error: 'Colour must look like #rrggbb' }).regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #rrggbb'),
});
export type NamedColour = z.infer<typeof NamedColour>;

/** The inks a shop starts with (plastisol screen-print names); `settings.production.inks` replaces them. */
export const DEFAULT_INKS: readonly NamedColour[] = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Black', hex: '#000000' },
  { name: 'Light Grey', hex: '#c8c9c7' },
  { name: 'Charcoal', hex: '#3d3935' },
  { name: 'Scarlet Red', hex: '#c8102e' },
  { name: 'Maroon', hex: '#6a1a41' },
  { name: 'Orange', hex: '#ff6a13' },
  { name: 'Gold', hex: '#ffb81c' },
  { name: 'Yellow', hex: '#fedd00' },
  { name: 'Kelly Green', hex: '#00843d' },
  { name: 'Forest Green', hex: '#154734' },
  { name: 'Lime', hex: '#78be20' },
  { name: 'Teal', hex: '#008c95' },
  { name: 'Sky Blue', hex: '#69b3e7' },
  { name: 'Royal Blue', hex: '#1d4ed8' },
  { name: 'Navy', hex: '#13294b' },
  { name: 'Purple', hex: '#5f259f' },
  { name: 'Pink', hex: '#f4a6c8' },
  { name: 'Magenta', hex: '#c6007e' },
  { name: 'Brown', hex: '#5c462b' },
  { name: 'Tan', hex: '#c6aa76' },
  { name: 'Silver', hex: '#a2aaad' },
];

export type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (the alpha is not a colour of ink) → 0–255 channels; null when not a colour. */
export function rgbOf(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = (match[1] as string).toLowerCase();
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

export const hexOf = (rgb: Rgb): string => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** sRGB → CIE L*a*b* (D65): distances there follow what the eye sees, which RGB distances do not. */
function labOf([r, g, b]: Rgb): [number, number, number] {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 ΔE between two colours: about 2.3 is the smallest difference the eye notices. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = labOf(a);
  const [l2, a2, b2] = labOf(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The named colour of the list closest to `rgb` as the eye sees it, with how far it is (ΔE). */
export function nearestNamedColour(rgb: Rgb, list: readonly NamedColour[]): (NamedColour & { deltaE: number }) | null {
  let best: (NamedColour & { deltaE: number }) | null = null;
  for (const named of list) {
    const candidate = rgbOf(named.hex);
    if (!candidate) continue;
    const distance = deltaE(rgb, candidate);
    if (!best || distance < best.deltaE) best = { ...named, deltaE: distance };
  }
  return best;
}
