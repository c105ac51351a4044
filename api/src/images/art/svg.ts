/** Small helpers the built-in art is drawn with: a 512×512 artboard, points and paths as text. */

export const ART_SIZE = 512;
export const C = ART_SIZE / 2;

/** A picture of the library: its markup inside a 512×512 SVG, with optional `<defs>`. */
export function svgDocument(body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `${body}</svg>`
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A point at `radius` from (cx, cy), `degrees` clockwise from straight up. */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const angle = ((degrees - 90) * Math.PI) / 180;
  return [round(cx + radius * Math.cos(angle)), round(cy + radius * Math.sin(angle))];
}

/** A star's outline with `points` tips between radii `outer` and `inner`. */
export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const [x, y] = polar(cx, cy, index % 2 === 0 ? outer : inner, turn + (index * 180) / points);
    corners.push(`${x},${y}`);
  }
  return corners.join(' ');
}

/** A regular polygon's corners. */
export function polygonPoints(cx: number, cy: number, sides: number, radius: number, turn = 0): string {
  return Array.from({ length: sides }, (_, index) => polar(cx, cy, radius, turn + (index * 360) / sides).join(',')).join(' ');
}

/** The same markup mirrored across the artboard's vertical middle line (symmetric emblems). */
export function mirrored(markup: string): string {
  return `${markup}<g transform="translate(${ART_SIZE} 0) scale(-1 1)">${markup}</g>`;
}

/** A vertical metal-like gradient from light to dark through the main colour. */
export function sheen(id: string, light: string, main: string, dark: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${main}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
}
