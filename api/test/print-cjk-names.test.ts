import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { GARMENT_SIDES, type PrintAreaOverrides } from '@teamwear/design/print';
import { migrateDesign } from '@teamwear/design';
import { thumbnailScene, type SceneText } from '@teamwear/design/scene';
import { woffToSfnt } from '../src/production/fonts/woff-to-sfnt';
import { cjkFontFile } from '../src/production/proof/cjk-fonts';
import { planPrintFiles } from '../src/production/render/print-plan';
import { rasterise, renderPrintFile } from '../src/production/render/render-print-file';
import { svgDocument } from '../src/production/render/scene-svg';
import { pngPixels } from './support/png-pixels';

/** A soccer back at a fifth of its size (about 7 cm wide): the name still stands 150 pixels high at 300 dpi. */
const SMALL_AREAS: PrintAreaOverrides = {
  soccer: { M: Object.fromEntries(GARMENT_SIDES.soccer.map(({ side, area }) => [side, { widthCm: area.width * 0.0292, heightCm: area.height * 0.0292 }])) },
};

/** A design whose back carries the player's name only, in Arial (a Latin family: the server has no Arial, nor any CJK letter of its own). */
const designFor = () => {
  const migrated = migrateDesign({
    schemaVersion: 2,
    product: 'soccer',
    parts: { body: { kind: 'solid', color: '#1d4ed8' } },
    layers: [
      {
        id: 'playerName-back',
        kind: 'playerName',
        view: 'back',
        x: 500,
        y: 200,
        text: 'PLAYER',
        fontFamily: 'Arial',
        fontSize: 44,
        fontWeight: 700,
        fill: { kind: 'solid', color: '#ffffff' },
        stroke: { width: 0, color: '#000000' },
      },
    ],
  });
  if (!migrated.ok) throw new Error('unreadable design');
  return migrated.doc;
};

/**
 * The pieces of Noto Sans JP/KR/SC/TC the name's letters are in, as TrueType files resvg reads,
 * and their family's name. Its pieces share one name: resvg takes one and finds a letter it lacks
 * in the others (the whole family drawn as one font would draw it).
 */
function cjkFace(name: string): { family: string; paths: string[] } {
  const woffs = [...new Set([...name].map((char) => cjkFontFile(name, char, true)?.path ?? ''))];
  const dir = join(tmpdir(), 'teamwear-fonts');
  mkdirSync(dir, { recursive: true });
  const paths = woffs.map((woff) => {
    if (!woff) throw new Error(`no CJK piece has a letter of ${name}`);
    const path = join(dir, `test-${basename(woff, '.woff')}.ttf`);
    writeFileSync(path, woffToSfnt(readFileSync(woff)));
    return path;
  });
  const families = new Set(woffs.map((woff) => /^noto-sans-(jp|kr|sc|tc)-/.exec(basename(woff))?.[1]?.toUpperCase()));
  expect(families.size).toBe(1);
  return { family: `Noto Sans ${[...families][0]}`, paths };
}

/** Inked (alpha ≥ 128) pixels of premultiplied or straight RGBA pixels. */
const inkOf = (pixels: Buffer, width: number, height: number) => ({ on: (x: number, y: number) => x >= 0 && x < width && (pixels[(y * width + x) * 4 + 3] as number) >= 128, width, height });

/** Inked in both (within a pixel's shift) against inked in either. */
function alike(a: ReturnType<typeof inkOf>, b: ReturnType<typeof inkOf>): { share: number; inked: number } {
  const near = (image: ReturnType<typeof inkOf>, x: number, y: number) => [-1, 0, 1].some((dx) => [-1, 0, 1].some((dy) => image.on(x + dx, y + dy)));
  let [both, either, inked] = [0, 0, 0];
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const [mine, theirs] = [a.on(x, y), b.on(x, y)];
      if (mine) inked += 1;
      if (!mine && !theirs) continue;
      either += 1;
      if ((mine && near(b, x, y)) || (theirs && near(a, x, y))) both += 1;
    }
  }
  return { share: either ? both / either : 0, inked };
}

describe('print files of Japanese, Korean and Chinese names', () => {
  it.each([
    ['田中', 'Noto Sans SC'],
    ['山本', 'Noto Sans SC'],
    ['김민준', 'Noto Sans KR'],
    ['さくら', 'Noto Sans JP'],
  ])('draw %s where the design puts the name, as %s draws it', async (name, family) => {
    const [file] = planPrintFiles(designFor(), [{ name, number: 7, size: 'M', shortsSize: null }], [], SMALL_AREAS).filter((planned) => planned.side === 'back');
    if (!file) throw new Error('no back planned');
    const print = pngPixels(await renderPrintFile(file));

    // The reference: the name as resvg draws it with the CJK family itself, at the layer's place, size and weight.
    const face = cjkFace(name);
    expect(face.family).toBe(family);
    const layer = thumbnailScene(file.doc, 'back').layers.find((candidate): candidate is SceneText => candidate.kind === 'text');
    if (!layer) throw new Error('no name layer');
    const text =
      `<g transform="translate(${layer.x} ${layer.y}) rotate(${layer.rotation}) scale(${layer.scale})">` +
      `<text text-anchor="middle" dominant-baseline="central" font-family="${face.family}" font-size="${layer.fontSize}" font-weight="${layer.fontWeight}" fill="#ffffff">${name}</text></g>`;
    const reference = rasterise(svgDocument(text, file.box, file.widthPx, file.heightPx), undefined, face.paths);
    expect([print.width, print.height]).toEqual([reference.width, reference.height]);

    const { share, inked } = alike(inkOf(print.pixels, print.width, print.height), inkOf(reference.pixels, reference.width, reference.height));
    expect(inked).toBeGreaterThan(2000);
    expect(share).toBeGreaterThan(0.9);
  });
});
