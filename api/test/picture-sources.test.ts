import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { OrderResponse, PICTURE_SOURCE_MESSAGE, TokenResponse, type Order } from '@teamwear/shared/contracts';
import { busyDrawingProcesses, drawPng, DrawingRefused } from '../src/production/render/drawing-processes';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';
import { pdfImages } from './support/pdf-images';
import { fillPath, operationsOf, type JsonSchema, type OpenApiDocument } from './support/openapi-arbitraries';
import { pngPixels } from './support/png-pixels';

/**
 * Issue 32, point 1: a design's picture named a file on the server, and the proof showed it; a
 * pipe hung the proof while it held the database; /dev/zero aborted the API. Pictures are now only
 * their own bytes (a data URL), checked when a design is saved, again before anything is drawn, and
 * drawn in processes of their own, which the API survives.
 */

let ctx: TestContext;
let provider: Caller;
let otherShopCustomer: Caller;
let folder: string;
/** A red PNG on the server's disk: a picture of it anywhere would be a file read. */
let serverFile: string;
let fifo: string;

interface Caller {
  host: string;
  token: string;
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-pictures-'));
  serverFile = path.join(folder, 'secret.png');
  await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } }).png().toFile(serverFile);
  fifo = path.join(folder, 'pipe.png');
  execFileSync('mkfifo', [fifo]);
  provider = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  otherShopCustomer = await newCustomer(TENANT_TWO_HOST);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller> {
  const user = await registerUser(ctx.app, host);
  return { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
}

function call(caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A soccer kit, white, with one big picture in the middle of the front. */
const withPicture = (src: string) => ({
  schemaVersion: 3,
  product: 'soccer',
  teamName: 'Pictures FC',
  parts: { body: { kind: 'solid', color: '#ffffff' } },
  layers: [{ id: 'crest', kind: 'logo', view: 'front', x: 500, y: 450, width: 300, height: 300, src }],
});

/** How many pixels are clearly red (the server file's colour) in a picture's pixels of `channels` bytes each. */
function redIn(pixels: Buffer, channels: number): number {
  let red = 0;
  for (let at = 0; at < pixels.length; at += channels) {
    const visible = channels !== 4 || (pixels[at + 3] as number) > 0;
    if (visible && (pixels[at] as number) > 200 && (pixels[at + 1] as number) < 60 && (pixels[at + 2] as number) < 60) red += 1;
  }
  return red;
}
/** Red pixels of a PNG the drawing processes wrote (RGBA, or RGB on a background). */
const redPixels = (png: Buffer) => {
  const { pixels, width, height } = pngPixels(png);
  return redIn(pixels, pixels.length / (width * height));
};

let orders = 0;
/** An order of a design saved through the API, whose stored document is then changed behind it to `src` (as one saved before the check was). */
async function orderWithStoredPicture(customer: Caller, src: string): Promise<Order> {
  const design = await call(customer, 'POST', '/api/designs', { document: withPicture('') });
  expect(design.statusCode).toBe(201);
  const id = design.json().data.id as string;
  await writeBehindTheApi(ctx.db, () =>
    ctx.db
      .updateTable('designs')
      .set({ document: JSON.stringify(withPicture(src)) })
      .where('id', '=', id)
      .execute(),
  );
  expect((await call(customer, 'POST', '/api/players/import', { rows: [{ name: 'Dara Sok', number: 7, size: 'M' }] })).statusCode).toBe(201);
  const roster = (await call(customer, 'GET', '/api/players?pageSize=100')).json().data as { id: string; size: string }[];
  const response = await call(
    customer,
    'POST',
    '/api/orders',
    { designId: id, players: roster.map((player) => ({ playerId: player.id, size: player.size })), extras: [{ size: 'M', quantity: 1 }], address: 'No. 1, Street 2, Phnom Penh', phone: '+855 12 000 000', note: '' },
    { 'idempotency-key': `pictures-${(orders += 1)}-${Date.now()}` },
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return OrderResponse.parse(response.json()).data;
}

describe('a design names its pictures by their bytes only', () => {
  it.each([
    ['a file on the server', () => serverFile],
    ['a pipe', () => fifo],
    ['a device', () => '/dev/zero'],
    ['a file address', () => `file://${serverFile}`],
    ['a web address', () => 'https://cdn.example/logo.png'],
  ])('refuses to save a picture that is %s, naming the layer', async (_what, src) => {
    const customer = await newCustomer();
    const response = await call(customer, 'POST', '/api/designs', { document: withPicture(src()) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'document.layers.0.src': PICTURE_SOURCE_MESSAGE } });
  });

  it('saves the pictures the studio makes (a WebP upload, an SVG from the library)', async () => {
    const customer = await newCustomer();
    const webp = (await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00ff00' } }).webp().toBuffer()).toString('base64');
    expect((await call(customer, 'POST', '/api/designs', { document: withPicture(`data:image/webp;base64,${webp}`) })).statusCode).toBe(201);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>').toString('base64');
    expect((await call(customer, 'POST', '/api/designs', { document: withPicture(`data:image/svg+xml;base64,${svg}`) })).statusCode).toBe(201);
  });
});

describe('every operation that takes a design document', () => {
  it('refuses a picture naming a server file, found from the OpenAPI document', async () => {
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: TENANT_ONE_HOST } })).json() as OpenApiDocument;
    const components = openapi.components?.schemas ?? {};
    const resolved = (schema: JsonSchema | null | undefined) => (schema?.$ref ? components[schema.$ref.split('/').pop() as string] : schema);
    const takesDocument = (schema: JsonSchema | null) => /\/DesignDocument(Input)?$/.test(resolved(schema)?.properties?.document?.$ref ?? '');
    const operations = operationsOf(openapi).filter((operation) => takesDocument(operation.body));
    // A sample that must be there: the studio's save, its first save, and a partner site's hand-off.
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(expect.arrayContaining(['POST /api/designs', 'PUT /api/designs/{id}', 'POST /api/handoffs']));
    const customer = await newCustomer();
    const refusals: string[] = [];
    for (const operation of operations) {
      const url = fillPath(operation.path, { id: '00000000-0000-4000-8000-000000000000' }, false);
      const origin = { origin: `http://${TENANT_ONE_HOST}` };
      const answer = await call(customer, operation.method as 'POST', url, { document: withPicture(serverFile), baseVersion: 1, name: 'Crest' }, origin);
      refusals.push(`${operation.method} ${operation.path} ${answer.statusCode} ${answer.json().fields?.['document.layers.0.src'] ?? answer.body}`);
    }
    expect(refusals).toEqual(operations.map((operation) => `${operation.method} ${operation.path} 400 ${PICTURE_SOURCE_MESSAGE}`));
  });
});

describe('a design stored with a server path before the check', () => {
  it.each([
    ['a file on the server', () => serverFile],
    ['a pipe', () => fifo],
    ['a device', () => '/dev/zero'],
  ])('draws its proof and print files without %s, while the API answers another shop', async (_what, src) => {
    const customer = await newCustomer();
    const order = await orderWithStoredPicture(customer, src());
    // Another shop's customer is answered while the proof is drawn, and after.
    const [proof, other] = await Promise.all([call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`), call(otherShopCustomer, 'GET', '/api/accounts/details')]);
    expect(other.statusCode).toBe(200);
    expect(proof.statusCode).toBe(200);
    const pictures = pdfImages(proof.rawPayload);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(redIn(picture.pixels, picture.channels)).toBe(0);
    expect((await call(otherShopCustomer, 'GET', '/api/accounts/details')).statusCode).toBe(200);

    // The shop approves, the customer approves the proof: the print files are made, without the file.
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(200);
    await ctx.app.production.drain();
    const zip = await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const pngs = Object.entries(files).filter(([name]) => name.endsWith('.png'));
    for (const [, file] of pngs) expect(redPixels(Buffer.from(file))).toBe(0);
    expect((await call(otherShopCustomer, 'GET', '/api/accounts/details')).statusCode).toBe(200);
  }, 120_000);
});

describe('the drawing processes read every picture themselves', () => {
  const box = { x: 0, y: 0, width: 100, height: 100 };
  const draw = (content: string) => drawPng({ content, box, width: 100, height: 100 }, { dpi: 72 });

  it('refuses a document that names anything but its own bytes, should one reach them', async () => {
    for (const content of [
      `<image href="${serverFile}" width="100" height="100"/>`,
      `<image xlink:href="file://${serverFile}" width="100" height="100"/>`,
      '<image href="/dev/zero" width="100" height="100"/>',
      `<rect width="100" height="100" fill="url(${serverFile})"/>`,
      `<image href='${serverFile}' width="100" height="100"/>`,
    ]) {
      await expect(draw(content)).rejects.toBeInstanceOf(DrawingRefused);
    }
  });

  it('refuses a picture that claims more pixels than it may have, unread', async () => {
    // A PNG header of 60,000 × 60,000 pixels (3.6 Gpx) with no pixels behind it.
    const huge = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#ff0000' } }).png().toBuffer();
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    const content = `<image href="data:image/png;base64,${huge.toString('base64')}" width="100" height="100"/>`;
    await expect(draw(content)).rejects.toThrow(/cannot be read/);
    // The process that refused it still draws.
    expect(redPixels(await draw(`<rect width="50" height="50" fill="#ff0000"/>`))).toBeGreaterThan(0);
  });

  it('draws a picture in any type the studio keeps: WebP, JPEG, GIF, SVG, PNG', async () => {
    const red = sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff0000' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#ff0000"/></svg>');
    const sources = {
      webp: `data:image/webp;base64,${(await red.clone().webp({ lossless: true }).toBuffer()).toString('base64')}`,
      jpeg: `data:image/jpeg;base64,${(await red.clone().jpeg().toBuffer()).toString('base64')}`,
      gif: `data:image/gif;base64,${(await red.clone().gif().toBuffer()).toString('base64')}`,
      png: `data:image/png;base64,${(await red.clone().png().toBuffer()).toString('base64')}`,
      svg: `data:image/svg+xml;base64,${svg.toString('base64')}`,
    };
    for (const [type, src] of Object.entries(sources)) {
      const drawn = await draw(`<image href="${src}" width="100" height="100"/>`);
      expect([type, redPixels(drawn)]).toEqual([type, 100 * 100]);
    }
  });

  it('ignores files an SVG picture names inside itself', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16"><image href="${serverFile}" width="16" height="16"/><image xlink:href="file://${serverFile}" width="16" height="16"/></svg>`;
    const drawn = await draw(`<image href="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="100" height="100"/>`);
    expect(redPixels(drawn)).toBe(0);
  });
});

describe('a design whose picture cannot be read', () => {
  it('says so on the proof (422) and fails its print job at once with the reason, not retried', async () => {
    const customer = await newCustomer();
    // Allowed as a source (a PNG's data URL), but its bytes are no picture.
    const order = await orderWithStoredPicture(customer, `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`);
    const proof = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(proof.statusCode).toBe(422);
    expect(proof.json()).toMatchObject({ code: 'DESIGN_NOT_DRAWABLE', message: expect.stringMatching(/^The proof cannot be drawn: the design holds a picture that cannot be read/) });
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    await ctx.app.production.drain();
    const status = (await call(provider, 'GET', `/api/provider/orders/${order.id}/production`)).json().data;
    expect(status).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringMatching(/^The design cannot be printed: it holds a picture that cannot be read .*Replace the picture, then retry\.$/) });
    expect(await ctx.app.production.drain()).toBe(0);
  }, 60_000);
});

describe('a drawing process that stops', () => {
  it('fails the proof being drawn with a clear answer, and the API and the next proof carry on', async () => {
    const customer = await newCustomer();
    const order = await orderWithStoredPicture(customer, '');
    const proof = call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    // Stop the process drawing it, as a renderer's abort would.
    let killed = false;
    for (let tries = 0; tries < 2000 && !killed; tries += 1) {
      const [pid] = busyDrawingProcesses();
      if (pid !== undefined) {
        process.kill(pid, 'SIGKILL');
        killed = true;
      } else await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(killed).toBe(true);
    const stopped = await proof;
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The proof could not be drawn just now. Try again in a minute.' });
    expect((await call(otherShopCustomer, 'GET', '/api/accounts/details')).statusCode).toBe(200);
    const again = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
  }, 60_000);
});

describe('a proof', () => {
  it('is drawn once for what it shows and kept; a change draws it again', async () => {
    const customer = await newCustomer();
    const order = await orderWithStoredPicture(customer, '');
    const first = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(first.statusCode).toBe(200);
    const kept = await ctx.db.selectFrom('order_proofs').select(['language', 'proof_hash']).where('order_id', '=', order.id).execute();
    expect(kept).toEqual([{ language: 'en', proof_hash: expect.any(String) }]);
    // Asked again (four at once), it is the same PDF, not drawn again: no drawing process is busy.
    const again = await Promise.all(Array.from({ length: 4 }, () => call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`)));
    for (const answer of again) expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
    // The shop approves the order: the proof says so, drawn again.
    expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
    const approved = await call(customer, 'GET', `/api/orders/${order.id}/proof.pdf`);
    expect(approved.rawPayload.equals(first.rawPayload)).toBe(false);
    const now = await ctx.db.selectFrom('order_proofs').select('proof_hash').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(now.proof_hash).not.toBe(kept[0]?.proof_hash);
  }, 60_000);
});
