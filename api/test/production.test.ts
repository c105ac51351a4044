import { unzipSync } from 'fflate';
import QRCode from 'qrcode';
import { OrderResponse, ProductionStatusResponse, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { GARMENT_SIDES, type PrintAreaOverrides } from '@teamwear/design/print';
import { migrateDesign, PATTERN_TILE_UNITS, resolvedViewOf } from '@teamwear/design';
import { drawnBySide, personalised, planPrintFiles, sidesToMeasure } from '../src/production/render/print-plan';
import { patternTileUrl } from '../src/production/render/pattern-tiles';
import { measureSides, rasterise, renderDesignPicture, renderPrintFile } from '../src/production/render/render-print-file';
import { sceneSvg, svgDocument } from '../src/production/render/scene-svg';
import { thumbnailScene } from '@teamwear/design/scene';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { pdfText } from './support/pdf-text';
import { pdfImages } from './support/pdf-images';
import { pngPixels } from './support/png-pixels';

let ctx: TestContext;
let provider: Caller;
let otherShop: Caller;

interface Caller {
  host: string;
  token: string;
}

/** Where the shop's pages are (its links, and the proof's QR code). */
const SHOP_ORIGIN = 'https://shop.angkor.test';

/** Small print areas (the shirt printed at a fifth of its size: a back about 7 cm wide) keep the pictures of this test light; the bench makes real ones. */
const SMALL_AREAS: PrintAreaOverrides = {
  soccer: Object.fromEntries(
    ['S', 'M', 'L', 'XL'].map((size) => [size, Object.fromEntries(GARMENT_SIDES.soccer.map(({ side, area }) => [side, { widthCm: area.width * 0.0292, heightCm: area.height * 0.0292 }]))]),
  ),
};

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'angkor').executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('tenants')
    .set({ settings: JSON.stringify({ ...tenant.settings, publicOrigin: SHOP_ORIGIN, production: { printAreas: SMALL_AREAS } }) })
    .where('id', '=', tenant.id)
    .execute();
  provider = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  otherShop = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
});
afterAll(async () => {
  await ctx.close();
});


async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller> {
  const user = await registerUser(ctx.app, host);
  return { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
}

function call(caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const text = (kind: string, view: string, x: number, y: number, fontSize: number, value: string) => ({
  id: `${kind}-${view}`,
  kind,
  view,
  x,
  y,
  text: value,
  fontFamily: 'Arial',
  fontSize,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: { width: 0, color: '#000000' },
});

/** A soccer kit in royal blue: the team name on the front, each player's name and number on the back. */
const DESIGN = {
  schemaVersion: 2,
  product: 'soccer',
  teamName: 'Angkor FC',
  parts: { body: { kind: 'solid', color: '#1d4ed8' } },
  layers: [text('text', 'front', 500, 300, 60, 'ANGKOR'), text('playerName', 'back', 500, 150, 44, 'PLAYER'), text('backNumber', 'back', 500, 300, 170, '10')],
};

const PLAYERS = [
  { name: 'Dara Sok', number: 7, size: 'S' },
  { name: 'Vannak Chea', number: 10, size: 'M' },
  { name: 'សុខា ស្រី', number: 23, size: 'M' },
  { name: 'Bopha Lim', number: 99, size: 'L' },
];

/** Jest's limit for a test that makes whole orders' files (proofs and pictures), on a machine other work shares: not a speed target (that is bench/production.ts). */
const BACKGROUND_WORK_MS = 240_000;

let orderCount = 0;
/** A customer's order of DESIGN (or another document) for PLAYERS (or others), and two extra pieces in XL. */
async function placeOrder(customer: Caller, document: object = DESIGN, players: readonly (typeof PLAYERS)[number][] = PLAYERS): Promise<Order> {
  const design = await call(customer, 'POST', '/api/designs', { document });
  expect(design.statusCode).toBe(201);
  expect((await call(customer, 'POST', '/api/players/import', { rows: players })).statusCode).toBe(201);
  const roster = (await call(customer, 'GET', '/api/players?sort=number&pageSize=100')).json().data as { id: string; number: number; size: string }[];
  const response = await call(
    customer,
    'POST',
    '/api/orders',
    {
      designId: design.json().data.id,
      players: roster.map((player) => ({ playerId: player.id, size: player.size })),
      extras: [{ size: 'XL', quantity: 2 }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
      note: 'Before the derby please',
    },
    { 'idempotency-key': `production-test-${(orderCount += 1)}-${Date.now()}` },
  );
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

describe('the proof', () => {
  it('lists every player with number and size, the size run, prices and delivery; in Khmer too', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    const response = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = pdfText(response.rawPayload);
    expect(pdf).toContain(`Proof of order #${order.number}`);
    for (const player of PLAYERS.filter((p) => /^[A-Za-z ]+$/.test(p.name))) {
      expect(pdf).toMatch(new RegExp(`${player.name}\\s+${player.number}\\s+${player.size}`));
    }
    // The size run: one S, two M, one L, two extra XL; six pieces.
    expect(pdf).toMatch(/Size run\s+Size\s+Pieces\s+S\s+1\s+M\s+2\s+L\s+1\s+XL\s+2\s+Total\s+6/);
    expect(pdf).toContain('#1d4ed8');
    expect(pdf).toContain('29, 78, 216');
    expect(pdf).toContain('Royal Blue');
    expect(pdf).toContain('No. 5, Street 7, Siem Reap');
    expect(pdf).toContain('Not approved yet');
    // Khmer is text too (pdf-text.ts): a reader finds a Khmer name, and the Khmer proof's words,
    // nikahit (ំ) and all, where fontkit unpatched threw.
    expect(pdf).toMatch(/សុខា\s/);
    const khmer = pdfText((await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf?lang=kh`)).rawPayload);
    expect(khmer).not.toContain('Size run');
    expect(khmer).toMatch(/ចំនួនតាមទំហំ\s+ទំហំ\s+ចំនួន\s+S\s+1/); // the size run: its heading, columns and first row
    expect(khmer).toMatch(/សុខា\s/);
    expect(khmer).toMatch(/Vannak Chea\s+10\s+M/);
    expect((await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf?lang=fr`)).statusCode).toBe(400);
  });

  it('sets Thai, Japanese, Korean and Chinese names as text a reader finds, as written', async () => {
    // Thai with sara am under a tone mark (drawn as HarfBuzz shapes it, read back as written), kana
    // and kanji, Hangul, and Chinese ideographs, each from its own Noto font.
    const players = [
      { name: 'น้ำฝน ใจดี', number: 3, size: 'S' },
      { name: 'กำลัง ศักดิ์สิทธิ์', number: 4, size: 'M' },
      { name: '山田 さくら', number: 5, size: 'M' },
      { name: '김민준', number: 6, size: 'L' },
      { name: '王小明', number: 8, size: 'L' },
    ];
    const customer = await newCustomer();
    const order = await placeOrder(customer, DESIGN, players);
    for (const language of ['en', 'kh']) {
      const response = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf?lang=${language}`);
      expect(response.statusCode).toBe(200);
      const pdf = pdfText(response.rawPayload);
      for (const player of players) expect(pdf).toMatch(new RegExp(`${player.name}\\s+${player.number}\\s+${player.size}`));
    }
  }, BACKGROUND_WORK_MS);

  it('is the customer’s own: another customer, another shop and nobody signed in get nothing', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(await newCustomer(), 'GET', `/api/orders/${order.id}/proof.pdf`)).statusCode).toBe(404);
    expect((await call(await newCustomer(TENANT_TWO_HOST), 'GET', `/api/orders/${order.id}/proof.pdf`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/proof.pdf`, headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(401);
    expect((await call(await newCustomer(), 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(404);
  });

  it('holds production until the customer approves it, once, as an event of the order', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    const early = await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'PROCESSING' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PROOF_NOT_APPROVED' });
    const approved = await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, { note: 'Names checked' });
    expect(approved.statusCode).toBe(200);
    const data = OrderResponse.parse(approved.json()).data;
    expect(data.proofApprovedAt).toEqual(expect.any(String));
    expect(data.events.at(-1)).toMatchObject({ kind: 'proof', actor: 'customer', note: 'Names checked' });
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).json()).toMatchObject({ code: 'CONFLICT' });
    expect(pdfText((await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`)).rawPayload)).toContain('Approved by the customer on');
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'PROCESSING' })).statusCode).toBe(200);
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(409);
  });
});

/** The checkerboard of the studio's pattern library in white, at its own scale. */
const CHECKERBOARD = { id: 'checkerboard', scale: 1, opacity: 1, tint: '#ffffff' };

describe('the proof’s pictures', () => {
  it('show a pattern on the body as the studio draws it: the tile’s white ink over the body’s colour', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer, { ...DESIGN, layers: [], partPatterns: { body: CHECKERBOARD } });
    const response = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(response.statusCode).toBe(200);
    // The pictures of the proof's first page: the QR code (240 px), the front and the back (1000 px).
    const front = pdfImages(response.rawPayload).find((image) => image.width > 500);
    if (!front) throw new Error('the proof has no picture of the front');
    // The same front without its pattern, drawn as the proof draws it: where it shows the plain
    // blue body, the proof's picture must show the tile, white where the tile is inked, blue
    // where it is not (the pixels on the tile's edges, anti-aliased, are left out).
    const plain = migrateDesign({ ...DESIGN, layers: [] });
    if (!plain.ok) throw new Error('unreadable');
    const reference = pngPixels(await renderDesignPicture(plain.doc, 'front', front.width));
    expect([reference.width, reference.height]).toEqual([front.width, front.height]);
    const tileUrl = patternTileUrl('patterns/checkerboard.webp');
    if (!tileUrl) throw new Error('no checkerboard tile: api/scripts/pattern-tiles.mjs makes them');
    const TILE_PX = 512;
    const tile = rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_PX}" height="${TILE_PX}"><image href="${tileUrl}" width="${TILE_PX}" height="${TILE_PX}"/></svg>`);
    const tileUnits = PATTERN_TILE_UNITS * CHECKERBOARD.scale;
    /** The tile's coverage at a point of the garment: 1 inked, 0 bare, null near an edge. */
    const coverage = (gx: number, gy: number): 0 | 1 | null => {
      const u = Math.floor((((gx % tileUnits) + tileUnits) % tileUnits) * (TILE_PX / tileUnits));
      const v = Math.floor((((gy % tileUnits) + tileUnits) % tileUnits) * (TILE_PX / tileUnits));
      let [inked, bare] = [0, 0];
      for (const [du, dv] of [[-3, -3], [3, -3], [-3, 3], [3, 3], [0, 0]] as const) {
        const alpha = tile.pixels[((((v + dv + TILE_PX) % TILE_PX) * TILE_PX + ((u + du + TILE_PX) % TILE_PX)) * 4 + 3)] as number;
        if (alpha >= 250) inked += 1;
        else if (alpha <= 5) bare += 1;
      }
      return inked === 5 ? 1 : bare === 5 ? 0 : null;
    };
    const box = thumbnailScene(plain.doc, 'front').viewBox;
    // The body alone, in the picture's pixels (the sleeves are other parts, without the pattern).
    const bodyPath = resolvedViewOf(plain.doc, 'front').parts.find((part) => part.id === 'body')?.d;
    if (!bodyPath) throw new Error('the shirt has no body');
    const body = rasterise(svgDocument(`<path d="${bodyPath}" fill="#ffffff"/>`, box, front.width, front.height));
    const scale = Math.min(front.width / box.width, front.height / box.height);
    const [dx, dy] = [(front.width - box.width * scale) / 2, (front.height - box.height * scale) / 2];
    let [white, blue, agree] = [0, 0, 0];
    for (let py = 0; py < front.height; py += 3) {
      for (let px = 0; px < front.width; px += 3) {
        const at = py * front.width + px;
        const [r, g, b] = [0, 1, 2].map((channel) => reference.pixels[at * 4 + channel] as number) as [number, number, number];
        if (body.pixels[at * 4 + 3] !== 255 || !(b > 150 && r < 120)) continue; // not the plain body here
        const inked = coverage(box.x + (px + 0.5 - dx) / scale, box.y + (py + 0.5 - dy) / scale);
        if (inked === null) continue;
        const [shownR, shownG, shownB] = [0, 1, 2].map((channel) => front.pixels[at * 3 + channel] as number) as [number, number, number];
        if (inked) {
          white += 1;
          if (shownR > r + 100 && shownG > g + 60) agree += 1;
        } else {
          blue += 1;
          if (Math.abs(shownR - r) <= 16 && Math.abs(shownG - g) <= 16 && Math.abs(shownB - b) <= 16) agree += 1;
        }
      }
    }
    // Not a flat fill: the checkerboard's two halves, each where the tile puts it.
    expect(front.channels).toBe(3);
    expect(white).toBeGreaterThan(2000);
    expect(blue).toBeGreaterThan(2000);
    expect(agree / (white + blue)).toBeGreaterThan(0.95);
  }, BACKGROUND_WORK_MS);

  it('have a QR code of the order’s page on the shop’s site', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    const [qr] = pdfImages((await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`)).rawPayload);
    if (!qr) throw new Error('the proof has no QR code');
    // The code the order's page would give, module by module (one module of quiet zone around it).
    const expected = QRCode.create(`${SHOP_ORIGIN}/me/order?id=${encodeURIComponent(order.id)}`, { errorCorrectionLevel: 'M' }).modules;
    const scale = qr.width / (expected.size + 2);
    let differ = 0;
    for (let row = 0; row < expected.size; row += 1) {
      for (let column = 0; column < expected.size; column += 1) {
        const at = (Math.floor((row + 1.5) * scale) * qr.width + Math.floor((column + 1.5) * scale)) * qr.channels;
        const dark = (qr.pixels[at] as number) < 128;
        if (dark !== Boolean(expected.get(row, column))) differ += 1;
      }
    }
    expect(differ).toBe(0);
  }, BACKGROUND_WORK_MS);
});

/**
 * The print file against the studio-style picture of the whole view (drawn apart, garment and all,
 * on black, where the text is white on the blue shirt): how much of the print's ink falls on white text in
 * the picture (precision), and how much of the picture's white text inside the print area is ink
 * in the print (recall). Anti-aliased edges and the white collar are left out.
 */
function compareWithPicture(print: ReturnType<typeof pngPixels>, picture: { pixels: Buffer; width: number }, box: { x: number; y: number; width: number; height: number }, scale: number) {
  let [inked, inkOnWhite, white, whiteInked, samples] = [0, 0, 0, 0, 0];
  for (let py = 0; py < print.height; py += 2) {
    for (let px = 0; px < print.width; px += 2) {
      const alpha = print.pixels[(py * print.width + px) * 4 + 3] as number;
      if (alpha > 40 && alpha < 215) continue;
      const gx = box.x + ((px + 0.5) / print.width) * box.width;
      const gy = box.y + ((py + 0.5) / print.height) * box.height;
      if (gy < 100) continue; // the collar
      const at = (Math.floor(gy * scale) * picture.width + Math.floor(gx * scale)) * 4;
      const [r, g, b] = [picture.pixels[at] as number, picture.pixels[at + 1] as number, picture.pixels[at + 2] as number];
      const isWhite = r > 225 && g > 225 && b > 225;
      const isBlueShirt = b > 150 && r < 120;
      if (!isWhite && !isBlueShirt) continue; // an edge in the picture
      samples += 1;
      if (alpha >= 215) {
        inked += 1;
        if (isWhite) inkOnWhite += 1;
      }
      if (isWhite) {
        white += 1;
        if (alpha >= 215) whiteInked += 1;
      }
    }
  }
  return { precision: inkOnWhite / inked, recall: whiteInked / white, inked: inked / samples };
}

/** A name drawn on its own (as on a print file), as a grid of inked pixels cropped to the ink across. */
function nameInk(value: string) {
  const design = migrateDesign({ ...DESIGN, layers: [text('playerName', 'back', 500, 150, 44, value)] });
  if (!design.ok) throw new Error('unreadable');
  const image = rasterise(sceneSvg(thumbnailScene(design.doc, 'back'), { box: { x: 300, y: 100, width: 400, height: 100 }, width: 800, height: 200, garment: false }));
  const on = (x: number, y: number) => (image.pixels[(y * image.width + x) * 4 + 3] as number) >= 128;
  let [left, right, top] = [image.width, -1, image.height];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) if (on(x, y)) [left, right, top] = [Math.min(left, x), Math.max(right, x), Math.min(top, y)];
  }
  return { on, left, right, top, height: image.height };
}

/** How alike `part` and the same width of `whole` are, `part` laid on whole's left or right end: inked in both against inked in either (within a pixel's shift). */
function sameInkAt(whole: ReturnType<typeof nameInk>, part: ReturnType<typeof nameInk>, end: 'left' | 'right') {
  const shift = end === 'left' ? whole.left - part.left : whole.right - part.right;
  const near = (image: ReturnType<typeof nameInk>, x: number, y: number) => [-1, 0, 1].some((nudge) => image.on(x + nudge, y));
  let [both, either] = [0, 0];
  for (let y = 0; y < part.height; y += 1) {
    for (let x = part.left; x <= part.right; x += 1) {
      const [mine, theirs] = [part.on(x, y), whole.on(x + shift, y)];
      if (!mine && !theirs) continue;
      either += 1;
      if ((mine && near(whole, x + shift, y)) || (theirs && near(part, x, y))) both += 1;
    }
  }
  return both / either;
}

describe('print files', () => {
  it('are made in the background with progress, and hold the proofs, a back per player with their name and number where the design puts them', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    const queued = ProductionStatusResponse.parse((await call(provider, 'GET', `/api/provider/orders/${order.number}/production`)).json()).data;
    expect(queued).toMatchObject({ state: 'queued', stepsDone: 0 });
    const notYet = await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'FILES_NOT_READY', production: { state: 'queued' } });

    expect(await ctx.app.production.drain()).toBeGreaterThanOrEqual(1); // with the order approved in a test above
    const done = ProductionStatusResponse.parse((await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json()).data;
    expect(done).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(done.stepsDone).toBe(done.stepsTotal);
    const response = await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      expect.arrayContaining([`proof-${order.number}-en.pdf`, `proof-${order.number}-kh.pdf`, 'manifest.csv', 'sizes/M/front.png', 'extras/XL/back.png']),
    );
    const backs = names.filter((name) => /^players\/.*\/back-[A-Z]+\.png$/.test(name));
    expect(backs).toHaveLength(PLAYERS.length);
    expect(pdfText(Buffer.from(files[`proof-${order.number}-en.pdf`] as Uint8Array))).toContain('Vannak Chea');

    const design = migrateDesign(order.document);
    if (!design.ok) throw new Error('the order’s design must be readable');
    const back = GARMENT_SIDES.soccer.find((side) => side.side === 'back')!;
    // Where each file lies on the artboard, as the worker planned it (the back's print area, grown to the longest name).
    const planned = planPrintFiles(design.doc, order.players, order.extras, SMALL_AREAS, drawnBySide(await measureSides(sidesToMeasure(design.doc, order.players, order.extras))));
    const inkByPlayer: number[] = [];
    for (const [index, player] of order.players.entries()) {
      const file = backs.find((name) => name.startsWith(`players/${String(index + 1).padStart(2, '0')}-${player.number}-`));
      expect(file).toBeDefined();
      const plan = planned.find((candidate) => candidate.path === file)!;
      const print = pngPixels(Buffer.from(files[file as string] as Uint8Array));
      expect(print.dpi).toBe(300);
      // Its print size: the print area of this size from the shop's chart (grown to the names, inside the panel), at 300 dpi.
      const cm = SMALL_AREAS.soccer?.[player.size]?.back;
      expect([print.width, print.height]).toEqual([plan.widthPx, plan.heightPx]);
      expect(plan.widthCm).toBeGreaterThanOrEqual(cm?.widthCm ?? 0);
      expect(plan.box.x).toBeGreaterThanOrEqual(back.box.x);
      expect(plan.box.x + plan.box.width).toBeLessThanOrEqual(back.box.x + back.box.width);
      expect(plan.box.height).toBeLessThan(back.box.height * 0.6); // the name and number, not the whole panel
      // Against the studio's picture of this player's back (garment and all, drawn apart): the
      // print's ink is exactly where the picture shows white text on the blue shirt.
      const picture = rasterise(
        sceneSvg(thumbnailScene(personalised(design.doc, player), 'back'), { box: { x: 0, y: 0, width: 1000, height: 1000 }, width: 1000, height: 1000, garment: true }),
        '#000000', // off the shirt is black, so that white is only the shirt's text
      );
      const { precision, recall, inked } = compareWithPicture(print, picture, plan.box, 1);
      // (A grown file's box is its size in whole millimetres, so its pixels map onto it exactly: 0.989–0.993 and
      // 0.999 here, where boxes that were not gave 0.974–0.985 and 0.984–0.989.)
      expect(precision).toBeGreaterThan(0.98);
      expect(recall).toBeGreaterThan(0.99);
      expect(inked).toBeGreaterThan(0.02);
      inkByPlayer.push(inked);
    }
    // Each player's own name and number: no two backs carry the same amount of ink.
    expect(new Set(inkByPlayer.map((ink) => ink.toFixed(4))).size).toBe(PLAYERS.length);
    const extra = pngPixels(Buffer.from(files['extras/XL/back.png'] as Uint8Array));
    expect(extra.pixels.some((value, at) => at % 4 === 3 && value > 0)).toBe(false); // no name, no number: nothing to print
    const manifest = Buffer.from(files['manifest.csv'] as Uint8Array).toString('utf8');
    const vannak = planned.find((file) => file.path.includes('-10-Vannak-Chea/'))!;
    expect(manifest).toContain(`Vannak Chea,10,back,M,${vannak.widthCm},${vannak.heightCm},${vannak.fromTopCm},${vannak.fromCentreCm},${vannak.widthPx},${vannak.heightPx},300`);
  }, BACKGROUND_WORK_MS);

  it('are drawn only around their ink, as the whole picture, in a PNG’s straight alpha', async () => {
    const design = migrateDesign({ ...DESIGN, layers: [text('playerName', 'back', 470, 150, 44, 'Vannak'), { ...text('backNumber', 'back', 520, 300, 170, '23'), rotation: 12 }] });
    if (!design.ok) throw new Error('unreadable');
    const [file] = planPrintFiles(design.doc, [{ name: 'Vannak', number: 23, size: 'M', shortsSize: null }], [], SMALL_AREAS);
    if (!file) throw new Error('no back planned');
    const print = pngPixels(await renderPrintFile(file));
    const whole = rasterise(sceneSvg(thumbnailScene(file.doc, 'back'), { box: file.box, width: file.widthPx, height: file.heightPx, garment: false }));
    expect([print.width, print.height]).toEqual([whole.width, whole.height]);
    // The file's alpha is straight (a PNG's), resvg's premultiplied: compared premultiplied. The
    // name is white without outline, so every inked pixel of the file is white, edges included.
    let [differ, inked, notWhite] = [0, 0, 0];
    for (let at = 0; at < whole.pixels.length; at += 4) {
      const alpha = print.pixels[at + 3] as number;
      if ((whole.pixels[at + 3] as number) > 0) inked += 1;
      if (alpha > 0 && [0, 1, 2].some((channel) => (print.pixels[at + channel] as number) < 250)) notWhite += 1;
      const premultiplied = [0, 1, 2].map((channel) => Math.round(((print.pixels[at + channel] as number) * alpha) / 255));
      const most = Math.max(...[...premultiplied, alpha].map((value, channel) => Math.abs(value - (whole.pixels[at + channel] as number))));
      if (most > 2) differ += 1;
    }
    expect(inked).toBeGreaterThan(1000);
    expect(notWhite).toBe(0);
    // Drawn apart, a rotated edge may land a shade off on a pixel or two.
    expect(differ).toBeLessThanOrEqual(inked / 5000);
  });

  it('shape Khmer names as the studio’s browser does: subscript ro, vowel signs and their order in every syllable', async () => {
    // ស្រី is សី with the ro's bracket added on the left: its right part is សី. Unshaped, the ro would follow on the right.
    const cluster = nameInk('ស្រី');
    const plain = nameInk('សី');
    expect(cluster.right - cluster.left).toBeGreaterThan(plain.right - plain.left);
    expect(sameInkAt(cluster, plain, 'right')).toBeGreaterThan(0.9);
    // Past the first syllable too (resvg alone gets these wrong): ស្រីពៅ ends as ពៅ does, its vowel
    // sign before the consonant; ព្រះអង្គ starts as ព្រះ does, its ះ kept; ក្សត្រ ends as ត្រ does.
    expect(sameInkAt(nameInk('ស្រីពៅ'), nameInk('ពៅ'), 'right')).toBeGreaterThan(0.9);
    expect(sameInkAt(nameInk('ព្រះអង្គ'), nameInk('ព្រះ'), 'left')).toBeGreaterThan(0.9);
    expect(sameInkAt(nameInk('ក្សត្រ'), nameInk('ត្រ'), 'right')).toBeGreaterThan(0.9);
  });

  it('shape Thai names as the studio’s browser does: sara am’s ring under a tone mark, a tone mark over an upper vowel', async () => {
    // น้ำ (water) is typed น, tone mark, sara am; shaped, sara am splits into its ring, which goes
    // under the tone mark over the consonant, and its aa after: the ink of น, ring, tone mark, aa.
    // The other stacking (the ring over the tone mark, as unshaped text draws it) differs.
    const water = nameInk('น้ำ');
    const split = nameInk('น\u0e4d\u0e49\u0e32');
    const ringOnTop = nameInk('น\u0e49\u0e4d\u0e32');
    expect(sameInkAt(water, split, 'left')).toBeGreaterThan(0.95);
    expect(sameInkAt(water, ringOnTop, 'left')).toBeLessThan(0.9);
    // A tone mark over an upper vowel sits above it (ที่), higher than over a bare consonant (ท่).
    const [over, bare, vowel] = [nameInk('ที่'), nameInk('ท่'), nameInk('ที')];
    expect(vowel.top - over.top).toBeGreaterThan(8);
    expect(bare.top - over.top).toBeGreaterThan(8);
  });

  it('are the shop’s own: another shop’s administrator and a customer get nothing', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(otherShop, 'GET', `/api/provider/orders/${order.id}/production.zip`)).statusCode).toBe(404);
    expect((await call(otherShop, 'GET', `/api/provider/orders/${order.id}/production`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/provider/orders/${order.id}/production.zip`)).statusCode).toBe(403);
  });

  it('are made again when the order’s snapshot changes, and the proof must be approved again', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {});
    await ctx.app.production.drain();
    expect((await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json().data.state).toBe('done');
    const row = await ctx.db.selectFrom('orders').select('snapshot').where('id', '=', order.id).executeTakeFirstOrThrow();
    const players = row.snapshot.players.map((player, index) => (index === 0 ? { ...player, name: 'Renamed' } : player));
    await ctx.db.updateTable('orders').set({ snapshot: JSON.stringify({ ...row.snapshot, players }) }).where('id', '=', order.id).execute();
    expect((await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json().data).toMatchObject({ state: 'queued', finishedAt: null });
    expect(OrderResponse.parse((await call(customer, 'GET', `/api/orders/${order.id}`)).json()).data.proofApprovedAt).toBeNull();
    await ctx.app.production.drain();
    const files = unzipSync(new Uint8Array((await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`)).rawPayload));
    expect(Object.keys(files).some((name) => name.includes('-Renamed/'))).toBe(true);
  }, BACKGROUND_WORK_MS);

  it('are tried again after a failure, then left failed with the reason until asked again', async () => {
    const customer = await newCustomer();
    const order = await placeOrder(customer);
    const row = await ctx.db.selectFrom('orders').select('snapshot').where('id', '=', order.id).executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('orders')
      .set({ snapshot: JSON.stringify({ ...row.snapshot, design: { ...row.snapshot.design, document: { schemaVersion: 99, product: 'soccer', teamName: 'Angkor FC' } } }) })
      .where('id', '=', order.id)
      .execute();
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await ctx.app.production.drain();
      const status = (await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json().data;
      expect(status).toMatchObject({ attempts: attempt, state: attempt < 3 ? 'queued' : 'failed' });
      expect(status.lastError).toContain('cannot be read');
      ctx.clock.advance(60 * 60_000);
    }
    await ctx.app.production.drain();
    const failed = (await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json().data;
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect(failed.lastError).toMatch(/^Stopped after 3 attempts: .*cannot be read/);
    // Reading the files says why they are not there, and tries nothing again; the shop asks for that.
    const zip = await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`);
    expect(zip.json()).toMatchObject({ code: 'FILES_NOT_READY', production: { state: 'failed', attempts: 3 } });
    expect(zip.json().message).toContain(`The print files of order ${order.number} could not be made (Stopped after 3 attempts:`);
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/production/retry`)).json()).toMatchObject({ data: { state: 'queued', attempts: 0 } });
  });
});
