// The two ways a recipe draws: an SVG body (rasterised by librsvg through sharp) or a
// coverage field computed per pixel. A recipe returns a list of layers, composited in order.
//
// Every pattern is white ink with coverage in the alpha channel: the studio draws it over a
// garment part's colour and tints it, so any pattern works in any team's colours.

/** Formats a coordinate with two decimals at most, to keep the SVG short. */
export const num = (v) => String(Math.round(v * 100) / 100);

export function pathData(points, close = true) {
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i];
    d += `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`;
  }
  return close ? `${d}Z` : d;
}

const opacityAttr = (opacity) => (opacity === undefined || opacity >= 1 ? '' : ` fill-opacity="${num(opacity)}"`);

export const polygon = (points, opacity) => `<path d="${pathData(points)}"${opacityAttr(opacity)}/>`;
export const path = (d, opacity) => `<path d="${d}"${opacityAttr(opacity)}/>`;
export const circle = (cx, cy, r, opacity) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${opacityAttr(opacity)}/>`;
export const rect = (x, y, w, h, opacity) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${opacityAttr(opacity)}/>`;
/** An outline: a path stroked in white, not filled. */
export const stroke = (d, width, { cap = 'round', join = 'round', opacity } = {}) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${num(width)}" stroke-linecap="${cap}" stroke-linejoin="${join}"${
    opacity === undefined || opacity >= 1 ? '' : ` stroke-opacity="${num(opacity)}"`
  }/>`;
export const group = (body, transform) => `<g transform="${transform}">${body}</g>`;

/** Points of a polygon turned and moved: for shapes drawn around the origin. */
export function place(points, cx, cy, angle = 0, scale = 1) {
  const cos = Math.cos(angle) * scale;
  const sin = Math.sin(angle) * scale;
  return points.map(([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
}

/**
 * An SVG layer. With `wrap` (the default) the body is drawn nine times, shifted by a tile in
 * every direction, so a shape crossing an edge re-enters on the other side: the tile is
 * seamless by construction. Shapes in one layer should not overlap if they use opacity.
 */
export const svgLayer = (body, { opacity = 1, wrap = true, mode = 'over' } = {}) => ({
  kind: 'svg',
  body,
  opacity,
  wrap,
  mode,
});

/** A coverage field: `coverage(x, y)` in [0, 1] at pixel centres. Seamless if the function is periodic. */
export function fieldLayer(size, coverage, { opacity = 1, mode = 'over' } = {}) {
  const alpha = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    const py = y + 0.5;
    const row = y * size;
    for (let x = 0; x < size; x++) alpha[row + x] = coverage(x + 0.5, py);
  }
  return { kind: 'alpha', alpha, opacity, mode };
}

/** The SVG document of a layer, at one user unit per pixel. */
export function svgDocument(layer, size) {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`;
  if (!layer.wrap) return `${head}<g fill="#fff">${layer.body}</g></svg>`;
  let uses = '';
  for (const dy of [-size, 0, size]) {
    for (const dx of [-size, 0, size]) uses += `<use href="#m" x="${dx}" y="${dy}"/>`;
  }
  return `${head}<defs><g id="m" fill="#fff">${layer.body}</g></defs>${uses}</svg>`;
}

/** A layer from a coverage map already computed (size × size values in [0, 1]). */
export const alphaLayer = (alpha, { opacity = 1, mode = 'over' } = {}) => ({
  kind: 'alpha',
  alpha,
  opacity,
  mode,
});
