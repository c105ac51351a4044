// Draws one pattern (its recipe's layers composited into a coverage map) and encodes it as a
// WEBP tile and thumbnail: white ink, coverage in the alpha channel.
import sharp from 'sharp';
import { svgDocument } from './draw.mjs';
import { createRandom, hashString } from './random.mjs';
import { recipes } from '../recipes/index.mjs';

async function rasterise(layer, size) {
  const { data, info } = await sharp(Buffer.from(svgDocument(layer, size)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== size || info.height !== size) throw new Error(`SVG rendered at ${info.width}×${info.height}`);
  const alpha = new Float32Array(size * size);
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3] / 255;
  return alpha;
}

/** Composites a recipe's layers into one coverage map. */
export async function drawPattern(id, size) {
  // Each pattern has its own random stream, so one pattern's edits never move another's.
  const random = createRandom(hashString(id));
  const drawn = recipes[id]({ size, random });
  const layers = Array.isArray(drawn) ? drawn : [drawn];
  const out = new Float32Array(size * size);
  for (const layer of layers) {
    const alpha = layer.kind === 'svg' ? await rasterise(layer, size) : layer.alpha;
    const opacity = layer.opacity;
    if (layer.mode === 'erase') {
      for (let i = 0; i < out.length; i++) out[i] *= 1 - alpha[i] * opacity;
    } else {
      for (let i = 0; i < out.length; i++) {
        const a = Math.min(1, Math.max(0, alpha[i])) * opacity;
        out[i] = a + out[i] * (1 - a);
      }
    }
  }
  return out;
}

function toRgba(alpha, size) {
  const rgba = Buffer.alloc(size * size * 4, 255);
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i];
    rgba[i * 4 + 3] = a <= 0 ? 0 : a >= 1 ? 255 : Math.round(a * 255);
  }
  return rgba;
}

/** Draws a pattern and writes its tile and thumbnail. Lossless: the edges stay exact. */
export async function renderPattern(id, { tileSize, thumbSize, tileFile, thumbFile }) {
  const rgba = toRgba(await drawPattern(id, tileSize), tileSize);
  const raw = { raw: { width: tileSize, height: tileSize, channels: 4 } };
  const webp = { lossless: true, effort: 1 };
  await Promise.all([
    sharp(rgba, raw).webp(webp).toFile(tileFile),
    sharp(rgba, raw).resize(thumbSize, thumbSize, { kernel: 'lanczos3' }).webp(webp).toFile(thumbFile),
  ]);
}
