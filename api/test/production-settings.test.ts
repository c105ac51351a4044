import { unzipSync } from 'fflate';
import { OrderResponse, ProductionSettingsResponse, TokenResponse, type Order, type PrintAreaSetting } from '@teamwear/shared/contracts';
import { DEFAULT_INKS, GARMENT_SIDES } from '@teamwear/design/print';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { pdfText } from './support/pdf-text';

let ctx: TestContext;
let provider: Caller;
let otherShop: Caller;

interface Caller {
  host: string;
  token: string;
}

const SETTINGS = '/api/provider/production/settings';

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  provider = { host: TENANT_ONE_HOST, token: await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin) };
  otherShop = { host: TENANT_TWO_HOST, token: await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin) };
});
afterAll(async () => {
  await ctx.close();
});


function call(caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function settings(caller = provider) {
  const response = await call(caller, 'GET', SETTINGS);
  expect(response.statusCode).toBe(200);
  return ProductionSettingsResponse.parse(response.json()).data;
}

/** Print areas at a fifth of the catalogue's (a soccer back about 7 cm wide) for S–L: the files of the orders below stay light. */
const SMALL_AREAS: PrintAreaSetting[] = ['S', 'M', 'L'].flatMap((size) =>
  GARMENT_SIDES.soccer.map(({ side, area }) => ({ garment: 'soccer' as const, size, side, widthCm: Math.round(area.width * 2.92) / 100, heightCm: Math.round(area.height * 2.92) / 100 })),
);

const BACKGROUND_WORK_MS = 240_000;

describe('the shop’s production settings', () => {
  it('are the defaults until the shop sets its own: the default inks and the catalogue’s print areas for its garments and sizes', async () => {
    const data = await settings();
    expect(data.inksAreDefault).toBe(true);
    expect(data.inks).toEqual(DEFAULT_INKS);
    expect(data.printAreas).toContainEqual({ garment: 'soccer', size: 'M', side: 'back', widthCm: 33.6, heightCm: 37.1, shopSet: false });
    expect(data.printAreas).toContainEqual(expect.objectContaining({ garment: 'polo', size: 'XL', side: 'sleeve-left', shopSet: false }));
    expect(data.printAreas.some((row) => row.garment === 'polo' && row.side === 'shorts')).toBe(false);
    // Shop two sells four garments: only theirs are listed.
    const garments = new Set((await settings(otherShop)).printAreas.map((row) => row.garment));
    expect(garments.size).toBe(4);
  });

  it('take the shop’s inks and print areas, keep what is left out, and go back to the defaults with null', async () => {
    const inks = [
      { name: 'Jade PMS 3405', hex: '#00af66' },
      { name: 'Midnight', hex: '#101820' },
    ];
    const set = await call(provider, 'PUT', SETTINGS, { inks, printAreas: [{ garment: 'soccer', size: 'M', side: 'back', widthCm: 30, heightCm: 35.5 }] });
    expect(set.statusCode).toBe(200);
    const data = ProductionSettingsResponse.parse(set.json()).data;
    expect(data).toMatchObject({ inks, inksAreDefault: false });
    expect(data.printAreas).toContainEqual({ garment: 'soccer', size: 'M', side: 'back', widthCm: 30, heightCm: 35.5, shopSet: true });
    expect(data.printAreas).toContainEqual({ garment: 'soccer', size: 'L', side: 'back', widthCm: 35.6, heightCm: 39.3, shopSet: false });
    expect(await settings()).toEqual(data);

    const inksOnly = ProductionSettingsResponse.parse((await call(provider, 'PUT', SETTINGS, { inks: [{ name: 'White', hex: '#FFFFFF' }] })).json()).data;
    expect(inksOnly.inks).toEqual([{ name: 'White', hex: '#FFFFFF' }]);
    expect(inksOnly.printAreas).toContainEqual(expect.objectContaining({ garment: 'soccer', size: 'M', side: 'back', shopSet: true }));

    const reset = ProductionSettingsResponse.parse((await call(provider, 'PUT', SETTINGS, { inks: null, printAreas: null })).json()).data;
    expect(reset.inksAreDefault).toBe(true);
    expect(reset.inks).toEqual(DEFAULT_INKS);
    expect(reset.printAreas.filter((row) => row.shopSet)).toEqual([]);
    // Shop two's were never touched.
    expect((await settings(otherShop)).inksAreDefault).toBe(true);
  });

  it('refuse bad lists with a message naming what is wrong, and keep the shop’s settings as they were', async () => {
    const before = await settings();
    const ink = (name: string, hex: string) => ({ name, hex });
    const refusals: [unknown, string, string][] = [
      [{ inks: [ink('Red', 'red')] }, 'inks.0.hex', 'Colour must look like #rrggbb'],
      [{ inks: [ink('Red', '#ff00001')] }, 'inks.0.hex', 'Colour must look like #rrggbb'],
      [{ inks: [ink('  ', '#ff0000')] }, 'inks.0.name', 'An ink needs a name'],
      [{ inks: [ink('Red', '#ff0000'), ink('red', '#ee0000')] }, 'inks.1.name', 'Two inks are named "red": give each its own name'],
      [{ inks: [] }, 'inks', 'Give at least one ink, or null to print with the default list'],
      [{ inks: Array.from({ length: 501 }, (_, index) => ink(`Ink ${index}`, '#123456')) }, 'inks', 'A shop has at most 500 inks'],
      [{ printAreas: [{ garment: 'soccer', size: 'M', side: 'back', widthCm: 0.5, heightCm: 30 }] }, 'printAreas.0.widthCm', 'A print area is at least 1 cm wide'],
      [{ printAreas: [{ garment: 'soccer', size: 'M', side: 'back', widthCm: 30, heightCm: 250 }] }, 'printAreas.0.heightCm', 'A print area is at most 200 cm high'],
      [{ printAreas: [{ garment: 'kayak', size: 'M', side: 'back', widthCm: 30, heightCm: 30 }] }, 'printAreas.0.garment', 'garment must be one of soccer, polo, sleeveless, oversizedshirt, tshirt, hoodie, boxyfit, boxingtrunk'],
      [{ printAreas: [{ garment: 'polo', size: 'M', side: 'shorts', widthCm: 30, heightCm: 30 }] }, 'printAreas.0.side', 'A polo has no shorts side: it prints front, back, sleeve-left, sleeve-right'],
      [{ printAreas: [{ garment: 'soccer', size: '9XL', side: 'back', widthCm: 30, heightCm: 30 }] }, 'printAreas.0.size', '9XL is not a size of the shop\'s chart'],
      [
        { printAreas: [{ garment: 'soccer', size: 'M', side: 'back', widthCm: 30, heightCm: 30 }, { garment: 'soccer', size: 'M', side: 'back', widthCm: 31, heightCm: 30 }] },
        'printAreas.1',
        'The print area of soccer M back is given twice',
      ],
      [{}, 'body', 'Send inks, printAreas or both (null puts the default back)'],
    ];
    for (const [body, field, message] of refusals) {
      const response = await call(provider, 'PUT', SETTINGS, body);
      expect({ field, status: response.statusCode, code: response.json().code }).toEqual({ field, status: 400, code: 'VALIDATION_FAILED' });
      expect(response.json().fields[field]).toContain(message);
    }
    expect(await settings()).toEqual(before);
  });

  it('are the shop administrators’ own: a customer is refused, another shop’s token is not taken', async () => {
    const customer = await newCustomer();
    expect((await call(customer, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await call(customer, 'PUT', SETTINGS, { inks: null })).statusCode).toBe(403);
    const foreign = { host: TENANT_ONE_HOST, token: otherShop.token };
    expect((await call(foreign, 'GET', SETTINGS)).statusCode).toBe(401);
    expect((await call(foreign, 'PUT', SETTINGS, { inks: [{ name: 'Taken', hex: '#000000' }] })).statusCode).toBe(401);
    expect((await settings()).inksAreDefault).toBe(true);
  });
});

async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller> {
  const user = await registerUser(ctx.app, host);
  return { host, token: TokenResponse.parse((await signIn(ctx.app, host, user)).json()).access_token };
}

let orderCount = 0;
/** A customer's soccer kit in jade for one player in M, approved by the shop (its files are then queued). */
async function approvedOrder(customer: Caller, status: 'APPROVED' | 'READY' = 'APPROVED'): Promise<Order> {
  const document = { schemaVersion: 2, product: 'soccer', teamName: 'Jade FC', parts: { body: { kind: 'solid', color: '#00a86b' } } };
  const design = await call(customer, 'POST', '/api/designs', { document });
  const player = await call(customer, 'POST', '/api/players', { name: 'Dara Sok', number: 7, size: 'M' });
  const placed = await call(
    customer,
    'POST',
    '/api/orders',
    { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'M' }], address: 'Street 7, Siem Reap', phone: '+855 12 345 678' },
    { 'idempotency-key': `production-settings-${(orderCount += 1)}-${Date.now()}` },
  );
  expect(placed.statusCode).toBe(201);
  const order = OrderResponse.parse(placed.json()).data;
  expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  if (status === 'READY') {
    expect((await call(customer, 'POST', `/api/orders/${order.id}/proof/approve`, {})).statusCode).toBe(200);
    for (const to of ['PROCESSING', 'READY']) expect((await call(provider, 'POST', `/api/provider/orders/${order.id}/transition`, { to })).statusCode).toBe(200);
  }
  return order;
}

const jobOf = (order: Order) => ctx.db.selectFrom('production_jobs').select(['state', 'snapshot_hash']).where('order_id', '=', order.id).executeTakeFirstOrThrow();

describe('a change of the shop’s settings', () => {
  it('makes the print files of open orders again, with the new inks in their proofs; an order already made up keeps its files', async () => {
    expect((await call(provider, 'PUT', SETTINGS, { printAreas: SMALL_AREAS })).statusCode).toBe(200);
    const customer = await newCustomer();
    const open = await approvedOrder(customer);
    const madeUp = await approvedOrder(customer, 'READY');
    await ctx.app.production.drain();
    const [openBefore, madeUpBefore] = [await jobOf(open), await jobOf(madeUp)];
    expect([openBefore.state, madeUpBefore.state]).toEqual(['done', 'done']);
    const proofOf = async (order: Order) => {
      const zip = unzipSync(new Uint8Array((await call(provider, 'GET', `/api/provider/orders/${order.id}/production.zip`)).rawPayload));
      return pdfText(Buffer.from(zip[`proof-${order.number}-en.pdf`] as Uint8Array));
    };
    expect(await proofOf(open)).toContain('Kelly Green');

    const changed = await call(provider, 'PUT', SETTINGS, { inks: [{ name: 'Imperial Jade 7724', hex: '#00a86b' }, { name: 'Snow', hex: '#ffffff' }] });
    expect(changed.statusCode).toBe(200);
    expect(await jobOf(open)).toMatchObject({ state: 'queued' });
    expect((await jobOf(open)).snapshot_hash).not.toBe(openBefore.snapshot_hash);
    expect(await jobOf(madeUp)).toEqual(madeUpBefore);
    // The customer's proof is made when asked: it names the new ink at once.
    const customerProof = await call(customer, 'GET', `/api/orders/${open.id}/proof.pdf`);
    expect(pdfText(customerProof.rawPayload)).toContain('Imperial Jade 7724');

    await ctx.app.production.drain();
    expect(await jobOf(open)).toMatchObject({ state: 'done' });
    const remade = await proofOf(open);
    expect(remade).toContain('Imperial Jade 7724');
    expect(remade).not.toContain('Kelly Green');
    // The customer approved the design, not the shop's ink names: their approval stands.
    expect(OrderResponse.parse((await call(customer, 'GET', `/api/orders/${madeUp.id}`)).json()).data.proofApprovedAt).not.toBeNull();
  }, BACKGROUND_WORK_MS);
});
