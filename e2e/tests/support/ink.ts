import sharp from 'sharp';

/**
 * Comparing where two pictures of the same print carry ink, whatever their size and margins:
 * the studio's export (the garment around the print, 4096 px on the long side) and the shop's
 * print file (the print area alone at 300 dpi, transparent around the ink).
 */

export interface InkMask {
  width: number;
  height: number;
  /** 1 where the picture carries ink, row by row. */
  ink: Uint8Array;
  /** The ink's average colour, [r, g, b] (0 to 255). */
  colour: [number, number, number];
}

/** Whether a pixel (straight RGBA) is ink. */
export type InkTest = (r: number, g: number, b: number, a: number) => boolean;

export async function inkMaskOf(png: Buffer, isInk: InkTest): Promise<InkMask> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < ink.length; i += 1) {
    const at = i * 4;
    const [r, g, b, a] = [data[at] as number, data[at + 1] as number, data[at + 2] as number, data[at + 3] as number];
    if (!isInk(r, g, b, a)) continue;
    ink[i] = 1;
    [sum[0], sum[1], sum[2]] = [(sum[0] as number) + r, (sum[1] as number) + g, (sum[2] as number) + b];
    count += 1;
  }
  const colour = sum.map((total) => (count ? Math.round(total / count) : 0)) as [number, number, number];
  return { width: info.width, height: info.height, ink, colour };
}

export interface InkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest box holding all the ink, or null when there is none. */
export function inkBox(mask: InkMask): InkBox | null {
  let [left, top, right, bottom] = [mask.width, mask.height, -1, -1];
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if (!mask.ink[y * mask.width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The ink of the box scaled to `size` × `size` cells: a cell is ink when at least half of the
 * pixels it covers are. Both pictures then have the same grid, whatever their resolution.
 */
export function normalised(mask: InkMask, box: InkBox, size: number): InkMask {
  const inked = new Float64Array(size * size);
  const total = new Float64Array(size * size);
  for (let y = box.top; y < box.top + box.height; y += 1) {
    const row = Math.min(size - 1, Math.floor(((y - box.top) * size) / box.height));
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const cell = row * size + Math.min(size - 1, Math.floor(((x - box.left) * size) / box.width));
      total[cell] = (total[cell] as number) + 1;
      if (mask.ink[y * mask.width + x]) inked[cell] = (inked[cell] as number) + 1;
    }
  }
  const ink = new Uint8Array(size * size);
  for (let cell = 0; cell < ink.length; cell += 1) ink[cell] = (total[cell] as number) > 0 && (inked[cell] as number) * 2 >= (total[cell] as number) ? 1 : 0;
  return { width: size, height: size, ink, colour: mask.colour };
}

function inkNear(mask: InkMask, x: number, y: number, reach: number): boolean {
  for (let dy = -reach; dy <= reach; dy += 1) {
    for (let dx = -reach; dx <= reach; dx += 1) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx >= 0 && ny >= 0 && nx < mask.width && ny < mask.height && mask.ink[ny * mask.width + nx]) return true;
    }
  }
  return false;
}

export interface Agreement {
  /** Share of the first picture's ink that the second has within `reach` cells. */
  precision: number;
  /** Share of the second picture's ink that the first has within `reach` cells. */
  recall: number;
  /** Inked in both against inked in either, cell for cell (no reach). */
  iou: number;
  /** The ink boxes' width : height ratios, first over second (1 when they have the same shape). */
  aspect: number;
}

/** How alike the ink of two pictures is once each is cropped to its ink and scaled to `size` cells. */
export function inkAgreement(first: InkMask, second: InkMask, size = 128, reach = 1): Agreement {
  const [firstBox, secondBox] = [inkBox(first), inkBox(second)];
  if (!firstBox || !secondBox) throw new Error(`no ink in the ${firstBox ? 'second' : 'first'} picture`);
  const [a, b] = [normalised(first, firstBox, size), normalised(second, secondBox, size)];
  let [aInk, bInk, aFound, bFound, both, either] = [0, 0, 0, 0, 0, 0];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const [inA, inB] = [a.ink[y * size + x] === 1, b.ink[y * size + x] === 1];
      if (inA) {
        aInk += 1;
        if (inkNear(b, x, y, reach)) aFound += 1;
      }
      if (inB) {
        bInk += 1;
        if (inkNear(a, x, y, reach)) bFound += 1;
      }
      if (inA && inB) both += 1;
      if (inA || inB) either += 1;
    }
  }
  return {
    precision: aFound / aInk,
    recall: bFound / bInk,
    iou: both / either,
    aspect: firstBox.width / firstBox.height / (secondBox.width / secondBox.height),
  };
}
