import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { GARMENT_SIDES, type SideOnArtboard } from '@teamwear/design/print';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { inkAgreement, inkBox, inkMaskOf, type InkMask, type InkTest } from './support/ink';
import { printFilesOf, providerHeaders } from './support/print-files';
import { signInThroughApi } from './support/session';
import { askForStudioProbe, openStudio } from './support/studio';

/**
 * The shop prints what the customer saw, for every kind of layer the studio places, on every
 * garment (issue 33): a text, a number, a gradient, uploaded PNG, JPEG, WebP and SVG pictures, a
 * picture from the shop's library, an edited (recoloured) picture, a player's name and number on
 * the back, and a sponsor on a sleeve. Each kind has an ink of its own hue, so one studio export
 * per view and one order's print files give a comparison per kind: the same shape where the studio
 * draws it and where the print file has it, and together, the same places on each side.
 */

/** Hues 30° apart, each a kind's ink: told apart in both pictures by hue alone (shading keeps hue). */
const HUE = { text: 0, number: 30, sponsor: 60, gradient: 120, png: 180, jpeg: 210, webp: 240, svg: 270, library: 300, edited: 330 } as const;
type Kind = keyof typeof HUE;
const BACK_HUE = { name: 0, backNumber: 240 } as const;

const hex = (hue: number, lightness = 0.5) => {
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - Math.min(lightness, 1 - lightness) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
};

/** Ink of `hue` (±12°), saturated and not dark: the garment (light grey), the mannequin (light skin) and edges blended with them are not. */
function hueInk(hue: number, minAlpha: number): InkTest {
  return (r, g, b, a) => {
    if (a < minAlpha) return false;
    const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
    if (max < 90 || (max - min) / max < 0.6) return false;
    let h = max === r ? ((g - b) / (max - min)) * 60 : max === g ? ((b - r) / (max - min)) * 60 + 120 : ((r - g) / (max - min)) * 60 + 240;
    if (h < 0) h += 360;
    const off = Math.abs(h - hue);
    return Math.min(off, 360 - off) <= 12;
  };
}

/**
 * The mask without specks: a pixel stays ink when at least half of its 5 × 5 neighbourhood is. A
 * few pixels where two colours blend can take a third's hue (a blue square's edge over the boxing
 * trunks' dark drawstring reads violet): far from their kind's ink, they would stretch its box.
 */
function withoutSpecks(mask: InkMask): InkMask {
  const { width, height } = mask;
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += mask.ink[y * width + x] as number;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] as number) + row;
    }
  }
  const inked = (left: number, top: number, right: number, bottom: number) =>
    (sums[bottom * (width + 1) + right] as number) - (sums[top * (width + 1) + right] as number) - (sums[bottom * (width + 1) + left] as number) + (sums[top * (width + 1) + left] as number);
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask.ink[y * width + x]) continue;
      const [left, top, right, bottom] = [Math.max(0, x - 2), Math.max(0, y - 2), Math.min(width, x + 3), Math.min(height, y + 3)];
      if (inked(left, top, right, bottom) * 2 >= (right - left) * (bottom - top)) ink[y * width + x] = 1;
    }
  }
  return { ...mask, ink };
}

/** The ink of several hues as one mask (a side's kinds together: their places against each other). */
async function unionMask(png: Buffer, hues: readonly number[], minAlpha: number): Promise<InkMask> {
  const tests = hues.map((hue) => hueInk(hue, minAlpha));
  return withoutSpecks(await inkMaskOf(png, (r, g, b, a) => tests.some((isInk) => isInk(r, g, b, a))));
}

const SHOWN = { name: 'SOKHA', number: 7, size: 'M' };
/** Every garment's parts (the catalogue's ids, as the product's words name them): all painted grey. */
const PART_IDS = ['body', 'leftSleeve', 'rightSleeve', 'collar', 'neckInside', 'cuffs', 'shortsBody', 'shortsWaistband', 'placket', 'pocket', 'armholeTrim', 'hood', 'hoodLining', 'drawstring', 'waistband', 'legLeft', 'legRight', 'sidePanelLeft', 'sidePanelRight'];

/** A disc of `colour` on a clear ground, as a data URL of `type` (JPEG has no clear ground: a square). */
async function picture(type: 'png' | 'jpeg' | 'webp' | 'svg', colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${colour}"/></svg>`;
  if (type === 'svg') return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const drawn = sharp(Buffer.from(svg));
  const bytes = type === 'png' ? await drawn.png().toBuffer() : type === 'webp' ? await drawn.webp({ lossless: true }).toBuffer() : await drawn.flatten({ background: colour }).jpeg({ quality: 95 }).toBuffer();
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/** A picture of the shop's library, as the studio places one: its bytes fetched from the library. */
async function libraryPicture(request: APIRequestContext, shop: Record<string, string>, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><path d="M40 4 L76 76 L4 76 Z" fill="${colour}"/></svg>`;
  const added = await request.post(`${SHOP_ONE}/api/provider/images`, {
    headers: shop,
    data: { picture: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, type: 'vector', transparent: true, tags: { en: ['print-matrix'], kh: [] }, width: 80, height: 80 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const url = ((await added.json()) as { data: { webformatURL: string } }).data.webformatURL;
  const bytes = await (await request.get(`${SHOP_ONE}${url}`)).body();
  return `data:image/svg+xml;base64,${bytes.toString('base64')}`;
}

const textLayer = (id: string, kind: string, view: 'front' | 'back', x: number, y: number, text: string, fontSize: number, fill: unknown) => ({
  id,
  kind,
  view,
  x,
  y,
  rotation: 0,
  scale: 1,
  opacity: 1,
  visible: true,
  locked: false,
  text,
  fontFamily: 'Roboto',
  fontSize,
  fontWeight: 700,
  fontStyle: 'normal',
  fill,
  stroke: { width: 0, color: '#000000' },
  align: 'center',
});

const imageLayer = (id: string, kind: string, view: 'front' | 'back', x: number, y: number, size: number, src: string, edits?: unknown) => ({
  id,
  kind,
  view,
  x,
  y,
  rotation: 0,
  scale: 1,
  opacity: 1,
  visible: true,
  locked: false,
  src,
  width: size,
  height: size,
  stroke: { width: 0, color: '#000000' },
  ...(edits ? { edits } : {}),
});

const sideOf = (product: string, name: string): SideOnArtboard | undefined => GARMENT_SIDES[product as keyof typeof GARMENT_SIDES].find((side) => side.side === name);

/** The design: nine kinds in a 3 × 3 grid of the front's print area, a sponsor on the left sleeve, the player's name and number on the back. */
async function matrixDesign(product: string, request: APIRequestContext, shop: Record<string, string>) {
  const front = sideOf(product, 'front')!.area;
  const back = sideOf(product, 'back')!.area;
  const sleeve = sideOf(product, 'sleeve-left');
  const cell = { width: front.width / 3, height: front.height / 3 };
  const at = (index: number) => ({ x: front.x + cell.width * (0.5 + (index % 3)), y: front.y + cell.height * (0.5 + Math.floor(index / 3)) });
  const size = Math.floor(Math.min(cell.width, cell.height) * 0.7);
  const solid = (hue: number) => ({ kind: 'solid', color: hex(hue) });
  const layers: unknown[] = [
    textLayer('text', 'text', 'front', at(0).x, at(0).y, 'AB', size * 0.6, solid(HUE.text)),
    textLayer('number', 'frontNumber', 'front', at(1).x, at(1).y, String(SHOWN.number), size * 0.9, solid(HUE.number)),
    textLayer('gradient', 'text', 'front', at(2).x, at(2).y, 'CD', size * 0.6, { kind: 'linear', angle: 90, stops: [{ offset: 0, color: hex(HUE.gradient, 0.6) }, { offset: 100, color: hex(HUE.gradient, 0.4) }] }),
    imageLayer('png', 'logo', 'front', at(3).x, at(3).y, size, await picture('png', hex(HUE.png))),
    imageLayer('jpeg', 'logo', 'front', at(4).x, at(4).y, size, await picture('jpeg', hex(HUE.jpeg))),
    imageLayer('webp', 'logo', 'front', at(5).x, at(5).y, size, await picture('webp', hex(HUE.webp))),
    imageLayer('svg', 'logo', 'front', at(6).x, at(6).y, size, await picture('svg', hex(HUE.svg))),
    imageLayer('library', 'logo', 'front', at(7).x, at(7).y, size, await libraryPicture(request, shop, hex(HUE.library))),
    // A yellow disc recoloured in the studio to the edited kind's hue.
    imageLayer('edited', 'logo', 'front', at(8).x, at(8).y, size, await picture('png', '#ffd400'), { sourceWidth: 96, sourceHeight: 96, recolour: hex(HUE.edited) }),
    textLayer('name', 'playerName', 'back', back.x + back.width / 2, back.y + back.height * 0.2, SHOWN.name, back.height * 0.12, solid(BACK_HUE.name)),
    textLayer('backNumber', 'backNumber', 'back', back.x + back.width / 2, back.y + back.height * 0.6, String(SHOWN.number), back.height * 0.45, solid(BACK_HUE.backNumber)),
  ];
  if (sleeve) {
    const { area } = sleeve;
    layers.push(imageLayer('sponsor', 'sponsor', 'front', area.x + area.width / 2, area.y + area.height / 2, Math.floor(Math.min(area.width, area.height) * 0.8), await picture('svg', hex(HUE.sponsor))));
  }
  // Every part light grey, no bands, grey buttons, light skin: none has a hue an ink is told by.
  const grey = { kind: 'solid', color: '#e5e7eb' };
  const parts = Object.fromEntries(PART_IDS.map((part) => [part, grey]));
  const band = { enabled: false, paint: grey, width: 20 };
  return {
    schemaVersion: 3,
    product,
    teamName: 'Matrix FC',
    skin: '#f3d9c4',
    parts,
    buttons: { count: 3, paint: grey },
    stripes: { second: band, bottom: band, sleeve: band, shorts: band },
    layers,
    hasSleeve: Boolean(sleeve),
  };
}

/** The studio's print-size export of one view, as a customer downloads it. */
async function studioExport(page: Page, view: 'Front' | 'Back'): Promise<Buffer> {
  await page.getByTestId('view-toggle').getByText(view, { exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.__teamwearStudio?.shownViews().join(','))).toBe(view.toLowerCase());
  await page.getByTestId('export-menu').click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /PNG, print size/ }).click();
  return fs.readFile(await (await download).path());
}

/** The order's print files, once the shop and the customer have approved and the worker has made them. */
async function printFiles(request: APIRequestContext, headers: Record<string, string>, shop: Record<string, string>, designId: string): Promise<Record<string, Uint8Array>> {
  const roster = ((await (await request.get(`${SHOP_ONE}/api/players?sort=number&pageSize=100`, { headers })).json()) as { data: { id: string; size: string }[] }).data;
  const ordered = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'idempotency-key': `print-matrix-${designId}` },
    data: { designId, players: roster.map((player) => ({ playerId: player.id, size: player.size })), extras: [], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678', note: '' },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const orderId = ((await ordered.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`${SHOP_ONE}/api/provider/orders/${orderId}/transition`, { headers: shop, data: { to: 'APPROVED' } })).ok()).toBe(true);
  expect((await request.post(`${SHOP_ONE}/api/orders/${orderId}/proof/approve`, { headers, data: {} })).ok()).toBe(true);
  return printFilesOf(request, shop, orderId);
}

// One test per garment, each with a customer, a design and an order of its own: both workers take
// them. One after another in one worker (about 5 min in CI), its last ones ran with the other idle.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(({ page }) => askForStudioProbe(page));

for (const product of Object.keys(GARMENT_SIDES)) {
  test(`${product}: every kind of layer prints where and as the studio draws it`, async ({ page, request }) => {
    test.setTimeout(420_000);
    const user = await registerCustomer(request, `print-matrix-${product}`);
    const headers = await bearerOf(request, user);
    const shop = await providerHeaders(request);
    expect((await request.post(`${SHOP_ONE}/api/players/import`, { headers, data: { rows: [SHOWN] } })).status()).toBe(201);
    const { hasSleeve, ...document } = await matrixDesign(product, request, shop);
    const created = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document } });
    expect(created.status(), await created.text()).toBe(201);
    const designId = ((await created.json()) as { data: { id: string } }).data.id;

    await signInThroughApi(page, request, SHOP_ONE, user);
    await openStudio(page, `/design/${product}?id=${designId}`);
    const studioFront = await studioExport(page, 'Front');
    const studioBack = await studioExport(page, 'Back');
    const files = await printFiles(request, headers, shop, designId);
    const file = (side: string) => {
      const name = Object.keys(files).find((path) => new RegExp(`^players/\\d+-${SHOWN.number}-[^/]*/${side}-${SHOWN.size}\\.png$`).test(path));
      expect(name, `${side} in ${Object.keys(files).join(', ')}`).toBeDefined();
      return Buffer.from(files[name as string] as Uint8Array);
    };
    // The front carries a player's number: one file per player; the back too; the sleeve the same for everyone.
    const printedFront = file('front');
    const printedBack = file('back');

    const results: Record<string, ReturnType<typeof inkAgreement>> = {};
    const compare = async (label: string, studioPng: Buffer, printPng: Buffer, hues: readonly number[]) => {
      const studio = await unionMask(studioPng, hues, 1);
      const printed = await unionMask(printPng, hues, 128);
      // Cells of at least two of the studio's pixels (up to 128 a side): a small sponsor or text is a
      // hundred pixels in the export, where a pixel of anti-aliasing would otherwise be a cell.
      const box = inkBox(studio);
      const cells = box ? Math.max(24, Math.min(128, Math.floor(Math.min(box.width, box.height) / 2))) : 128;
      results[label] = inkAgreement(studio, printed, cells);
    };
    const frontKinds = (Object.keys(HUE) as Kind[]).filter((kind) => kind !== 'sponsor');
    for (const kind of frontKinds) await compare(kind, studioFront, printedFront, [HUE[kind]]);
    // Together: each kind where the others are (a layer misplaced on its own would pass alone).
    await compare('front, all together', studioFront, printedFront, frontKinds.map((kind) => HUE[kind]));
    await compare('player name', studioBack, printedBack, [BACK_HUE.name]);
    await compare('back number', studioBack, printedBack, [BACK_HUE.backNumber]);
    await compare('back, all together', studioBack, printedBack, Object.values(BACK_HUE));
    if (hasSleeve) {
      const sleeve = Object.keys(files).find((path) => /^sizes\/[^/]+\/sleeve-left\.png$/.test(path));
      expect(sleeve, Object.keys(files).join(', ')).toBeDefined();
      await compare('sleeve sponsor', studioFront, Buffer.from(files[sleeve as string] as Uint8Array), [HUE.sponsor]);
    }
    test.info().annotations.push({ type: 'agreement', description: JSON.stringify(results) });
    const table = Object.entries(results)
      .map(([label, a]) => `${label}: precision ${a.precision.toFixed(3)} recall ${a.recall.toFixed(3)} iou ${a.iou.toFixed(3)} aspect ${a.aspect.toFixed(3)}`)
      .join('\n');
    const misses = Object.entries(results).filter(([, agreement]) => agreement.precision < 0.95 || agreement.recall < 0.95 || agreement.iou < 0.8 || Math.abs(Math.log(agreement.aspect)) > 0.05);
    if (misses.length > 0) {
      // The pictures compared, to look at when a kind disagrees.
      await test.info().attach('studio-front.png', { body: studioFront, contentType: 'image/png' });
      await test.info().attach('studio-back.png', { body: studioBack, contentType: 'image/png' });
      await test.info().attach('print-front.png', { body: printedFront, contentType: 'image/png' });
      await test.info().attach('print-back.png', { body: printedBack, contentType: 'image/png' });
    }
    expect(misses.map(([label]) => label), table).toEqual([]);
  });
}
