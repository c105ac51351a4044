import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { OrderResponse, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';
import { pdfImages } from './support/pdf-images';
import { pdfText } from './support/pdf-text';
import { pngPixels } from './support/png-pixels';

/**
 * Issue 33, what gets printed: a team's own uploaded crest was missing from the proof and from
 * every print file (the studio keeps an upload as WebP, which the renderer never drew); a number
 * moved down was cut at its file's edge; sides with nothing on them came as empty pictures.
 */

let ctx: TestContext;
let provider: Caller;

interface Caller {
  host: string;
  token: string;
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  provider = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
});
afterAll(async () => {
  await ctx.close();
});

async function newCustomer(): Promise<Caller> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  return { host: TENANT_ONE_HOST, token: TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token };
}

function call(caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Colours no garment default uses, one per kind of upload. */
const CRESTS = {
  png: { colour: [255, 0, 255], x: 430 },
  jpeg: { colour: [0, 200, 255], x: 480 },
  webp: { colour: [255, 140, 0], x: 530 },
  svg: { colour: [0, 160, 0], x: 580 },
} as const;
type CrestType = keyof typeof CRESTS;

const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** A crest as the studio keeps an upload: its bytes as a data URL (a picture with a clear ground around a solid disc, as logos are). */
async function crest(type: CrestType): Promise<string> {
  const colour = hex(CRESTS[type].colour);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="${colour}"/></svg>`;
  if (type === 'svg') return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const picture = sharp(Buffer.from(svg));
  const bytes = type === 'png' ? await picture.png().toBuffer() : type === 'webp' ? await picture.webp({ quality: 90 }).toBuffer() : await picture.flatten({ background: colour }).jpeg().toBuffer();
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/** Pixels close to `rgb` (drawing and lossy packing move a channel by a few steps). */
function pixelsOfColour(pixels: Buffer, channels: number, rgb: readonly number[]): number {
  let count = 0;
  for (let at = 0; at < pixels.length; at += channels) {
    if (channels === 4 && (pixels[at + 3] as number) < 200) continue;
    if (Math.abs((pixels[at] as number) - (rgb[0] as number)) < 24 && Math.abs((pixels[at + 1] as number) - (rgb[1] as number)) < 24 && Math.abs((pixels[at + 2] as number) - (rgb[2] as number)) < 24) count += 1;
  }
  return count;
}

let placed = 0;
async function order(customer: Caller, document: object): Promise<Order> {
  const design = await call(customer, 'POST', '/api/designs', { document });
  expect(design.statusCode).toBe(201);
  expect((await call(customer, 'POST', '/api/players/import', { rows: [{ name: 'Dara Sok', number: 7, size: 'M' }] })).statusCode).toBe(201);
  const roster = (await call(customer, 'GET', '/api/players?pageSize=100')).json().data as { id: string; size: string }[];
  const response = await call(
    customer,
    'POST',
    '/api/orders',
    { designId: design.json().data.id, players: roster.map((player) => ({ playerId: player.id, size: player.size })), extras: [], address: 'No. 1, Street 2, Phnom Penh', phone: '+855 12 000 000', note: '' },
    { 'idempotency-key': `faithful-${(placed += 1)}-${Date.now()}` },
  );
  expect(response.statusCode).toBe(201);
  return OrderResponse.parse(response.json()).data;
}

/** The shop approves, the customer approves the proof, the files are made: the ZIP's entries. */
async function printFiles(customer: Caller, made: Order): Promise<Record<string, Uint8Array>> {
  expect((await call(provider, 'POST', `/api/provider/orders/${made.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  expect((await call(customer, 'POST', `/api/orders/${made.id}/proof/approve`, {})).statusCode).toBe(200);
  await ctx.app.production.drain();
  const zip = await call(provider, 'GET', `/api/provider/orders/${made.id}/production.zip`);
  expect(zip.statusCode).toBe(200);
  return unzipSync(new Uint8Array(zip.rawPayload));
}

describe('what is printed is what the team designed', () => {
  let files: Record<string, Uint8Array>;
  let proof: Buffer;
  let proofKh: Buffer;

  beforeAll(async () => {
    const customer = await newCustomer();
    const layers = await Promise.all(
      (Object.keys(CRESTS) as CrestType[]).map(async (type) => ({ id: `crest-${type}`, kind: 'logo', view: 'front', x: CRESTS[type].x, y: 240, width: 44, height: 44, src: await crest(type) })),
    );
    // The front number moved down, below the front's print area.
    const number = { id: 'number', kind: 'frontNumber', view: 'front', x: 500, y: 350, text: '7', fontFamily: 'Arial', fontSize: 120, fontWeight: 700, fill: { kind: 'solid', color: '#111111' } };
    const made = await order(customer, { schemaVersion: 3, product: 'soccer', teamName: 'Crests FC', parts: { body: { kind: 'solid', color: '#ffffff' } }, layers: [...layers, number] });
    proof = (await call(customer, 'GET', `/api/orders/${made.id}/proof.pdf`)).rawPayload;
    proofKh = (await call(customer, 'GET', `/api/orders/${made.id}/proof.pdf?lang=kh`)).rawPayload;
    files = await printFiles(customer, made);
  }, 240_000);

  it.each(Object.keys(CRESTS) as CrestType[])('shows an uploaded %s crest on the proof’s front picture', (type) => {
    // The design's pictures are the proof's 1000 px ones, front first (the QR code is smaller).
    const front = pdfImages(proof).find((image) => image.width === 1000);
    expect(pixelsOfColour(front!.pixels, front!.channels, CRESTS[type].colour)).toBeGreaterThan(100);
  });

  it.each(Object.keys(CRESTS) as CrestType[])('prints an uploaded %s crest in the player’s front file', (type) => {
    const front = files['players/01-7-Dara-Sok/front-M.png'];
    expect(front).toBeDefined();
    const { pixels } = pngPixels(Buffer.from(front!));
    expect(pixelsOfColour(pixels, 4, CRESTS[type].colour)).toBeGreaterThan(1000);
  });

  it('grows the front file to hold the number moved down: no ink on its edges', () => {
    const { pixels, width, height } = pngPixels(Buffer.from(files['players/01-7-Dara-Sok/front-M.png']!));
    const inked = (x: number, y: number) => (pixels[(y * width + x) * 4 + 3] as number) > 0;
    const edges: number[] = [];
    for (let x = 0; x < width; x += 1) if (inked(x, 0) || inked(x, height - 1)) edges.push(x);
    for (let y = 0; y < height; y += 1) if (inked(0, y) || inked(width - 1, y)) edges.push(y);
    expect(edges).toEqual([]);
    expect(pixelsOfColour(pixels, 4, [17, 17, 17])).toBeGreaterThan(10_000);
  });

  it('names the garment and every colour’s place as a customer reads them, in the order’s language', () => {
    const english = pdfText(proof);
    expect(english).toContain('Garment: Soccer kit');
    expect(english).toMatch(/Front number “7”\s+Colour\s+#111111/);
    expect(english).toMatch(/Inside of the neck\s+Colour/);
    expect(english).not.toMatch(/frontNumber|neckInside|Layer ·|crest-png|Garment: soccer/);
    const khmer = pdfText(proofKh);
    expect(khmer).toContain('ឈុតបាល់ទាត់');
    // (A reader gives a pre-base vowel sign in the order it is drawn: "លេខ" comes back as "េលខ".)
    expect(khmer).toMatch(/ខាងមុខ «7» ពណ៌ #111111/);
    expect(khmer).not.toMatch(/frontNumber|neckInside|Inside of the neck/);
  });

  it('makes no picture of a side with nothing on it', () => {
    const pictures = Object.keys(files).filter((name) => name.endsWith('.png'));
    expect(pictures).toEqual(['players/01-7-Dara-Sok/front-M.png']);
  });
});
