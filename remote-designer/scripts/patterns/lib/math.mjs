// Small numeric helpers shared by the recipes. Distances are in pixels of the tile.

export const TAU = Math.PI * 2;

export const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const mix = (a, b, t) => a + (b - a) * t;
export const fract = (v) => v - Math.floor(v);
/** Always-positive remainder. */
export const mod = (v, m) => ((v % m) + m) % m;

export function smoothstep(edge0, edge1, v) {
  const t = clamp01((v - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

/** Coverage of a shape from its signed distance (negative inside): a one-pixel anti-aliased edge. */
export const cover = (signedDistance) => clamp01(0.5 - signedDistance);

/** Coverage of a line of the given width, from the distance to its centre line. */
export const line = (distance, width) => cover(Math.abs(distance) - width / 2);

/** Signed distance to the nearest multiple of `period` (in (-period/2, period/2]). */
export const wrapDelta = (v, period) => v - period * Math.round(v / period);

/** Triangle wave with period 1 and range [0, 1]: 0 at integers, 1 at halves. */
export const triangleWave = (v) => 1 - Math.abs(1 - 2 * fract(v));

/** Length of a vector (Math.hypot is several times slower in V8). */
export const hypot = (x, y) => Math.sqrt(x * x + y * y);
