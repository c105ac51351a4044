// The shop's catalogue (issue 36): its owner sets the garments offered and their order, a garment's
// price tiers, the extras, the delivery fee and the production days. Bad tables are refused with
// messages per field; each change is in the audit log; customers' whoami and quotes follow at once,
// and an order already placed keeps its prices and its delivery estimate.
import { CatalogueResponse, OrderResponse, QuoteResponse, TokenResponse, WhoamiResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let owner: string;
let otherOwner: string;
/** Shop two's catalogue before shop one changes its own. */
let otherBefore: unknown;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
  otherOwner = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
  otherBefore = await catalogue(otherOwner, TENANT_TWO_HOST);
});
afterAll(async () => {
  await ctx.close();
});

const as = (token: string, host = TENANT_ONE_HOST) => ({ host, authorization: `Bearer ${token}` });

function put(url: string, payload: unknown, token = owner) {
  return ctx.app.inject({ method: 'PUT', url, headers: as(token), payload: payload as Record<string, unknown> });
}

async function catalogue(token = owner, host = TENANT_ONE_HOST) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/provider/catalogue', headers: as(token, host) });
  expect(response.statusCode).toBe(200);
  return CatalogueResponse.parse(response.json()).data;
}

async function auditOf(area = 'catalogue') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/provider/audit?area=${area}`, headers: as(owner) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { action: string; subject: string | null; before: unknown; after: unknown; actorName: string }[];
}

/** A customer of shop one with a soccer design and `players` players. */
async function customerWithTeam(players: number) {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: as(token), payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' } } });
  expect(design.statusCode).toBe(201);
  const rows = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, number: i + 1, size: 'M' }));
  expect((await ctx.app.inject({ method: 'POST', url: '/api/players/import', headers: as(token), payload: { rows } })).statusCode).toBe(201);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/players?pageSize=1000', headers: as(token) });
  const body = { designId: design.json().data.id as string, players: list.json().data.map((player: { id: string }) => ({ playerId: player.id, size: 'M' })) };
  return { token, body };
}

describe('the catalogue', () => {
  it('shows every garment, the offered ones first, with their tiers, extras, delivery fee and production days', async () => {
    const shop = await catalogue();
    expect(shop.garments).toHaveLength(8);
    expect(shop.garments.filter((garment) => garment.offered).map((garment) => garment.productType)).toEqual((await whoami()).productTypes);
    expect(shop.garments.find((garment) => garment.productType === 'SOCCER_KIT')?.tiers).toEqual([
      { minQuantity: 1, unitCents: 2800 },
      { minQuantity: 10, unitCents: 2450 },
      { minQuantity: 25, unitCents: 2100 },
    ]);
    expect(shop).toMatchObject({ currency: 'USD', nameCents: 300, numberCents: 200, deliveryCents: 500, productionDays: 14 });
  });

  it('refuses a price table with gaps, tiers out of order or money not in whole cents, naming each field', async () => {
    const url = '/api/provider/catalogue/prices';
    const soccer = { productType: 'SOCCER_KIT' };
    const gap = await put(url, { ...soccer, tiers: [{ minQuantity: 5, unitCents: 2800 }] });
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The first tier starts at 1 piece, so every order has a price', fields: { 'tiers.0.minQuantity': 'The first tier starts at 1 piece, so every order has a price' } });

    const mixed = await put(url, { ...soccer, tiers: [{ minQuantity: 1, unitCents: 2800 }, { minQuantity: 25, unitCents: 2100 }, { minQuantity: 10, unitCents: 24.5 }] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ 'tiers.2.unitCents': 'The price must be whole cents' });
    const backwards = await put(url, { ...soccer, tiers: [{ minQuantity: 1, unitCents: 2800 }, { minQuantity: 25, unitCents: 2100 }, { minQuantity: 10, unitCents: 2450 }] });
    expect(backwards.json().fields).toEqual({ 'tiers.2.minQuantity': 'Each tier starts at more pieces than the tier before it' });
    const negative = await put(url, { ...soccer, tiers: [{ minQuantity: 1, unitCents: -1 }] });
    expect(negative.json().fields).toEqual({ 'tiers.0.unitCents': 'The price cannot be negative' });
    const none = await put(url, { ...soccer, tiers: [] });
    expect(none.json().fields).toEqual({ tiers: 'A garment needs at least one price tier' });
    const unknown = await put(url, { productType: 'SKI_SUIT', tiers: [{ minQuantity: 1, unitCents: 100 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.productType).toContain('productType must be one of');

    const terms = await put('/api/provider/catalogue/terms', { nameCents: 1.5, numberCents: 200, deliveryCents: -5, productionDays: 0 });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().fields).toEqual({ nameCents: 'nameCents must be whole cents', deliveryCents: 'deliveryCents cannot be negative', productionDays: 'productionDays must be at least 1' });

    const twice = await put('/api/provider/catalogue/garments', { offered: ['SOCCER_KIT', 'SOCCER_KIT'] });
    expect(twice.json().fields).toEqual({ offered: 'Each garment is listed once' });
    const nothing = await put('/api/provider/catalogue/garments', { offered: [] });
    expect(nothing.json().fields).toEqual({ offered: 'Offer at least one garment' });

    expect((await catalogue()).garments.find((garment) => garment.productType === 'SOCCER_KIT')?.tiers[0]).toEqual({ minQuantity: 1, unitCents: 2800 });
    expect(await auditOf()).toEqual([]);
  });

  it('only the owner reads or changes it: staff and production are refused with ROLE_FORBIDDEN', async () => {
    const staff = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' });
    const read = await ctx.app.inject({ method: 'GET', url: '/api/provider/catalogue', headers: as(staff) });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('ROLE_FORBIDDEN');
    const write = await put('/api/provider/catalogue/prices', { productType: 'SOCCER_KIT', tiers: [{ minQuantity: 1, unitCents: 1 }] }, staff);
    expect(write.statusCode).toBe(403);
  });
});

async function whoami(host = TENANT_ONE_HOST) {
  const response = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host } });
  return WhoamiResponse.parse(response.json()).data;
}

describe('a change', () => {
  it('reorders and turns garments off: whoami shows them in the new order at once; another shop is untouched', async () => {
    const otherBefore = await whoami(TENANT_TWO_HOST);
    const response = await put('/api/provider/catalogue/garments', { offered: ['HOODIE', 'SOCCER_KIT', 'TSHIRT'] });
    expect(response.statusCode).toBe(200);
    expect((await whoami()).productTypes).toEqual(['HOODIE', 'SOCCER_KIT', 'TSHIRT']);
    expect(CatalogueResponse.parse(response.json()).data.garments.map((garment) => `${garment.productType}:${garment.offered}`).slice(0, 4)).toEqual([
      'HOODIE:true',
      'SOCCER_KIT:true',
      'TSHIRT:true',
      'POLO_SHIRT:false',
    ]);
    expect((await whoami(TENANT_TWO_HOST)).productTypes).toEqual(otherBefore.productTypes);
    const [entry] = await auditOf();
    expect(entry).toMatchObject({ action: 'garments.changed', subject: null, after: ['HOODIE', 'SOCCER_KIT', 'TSHIRT'] });
    expect(entry?.before).toEqual(expect.arrayContaining(['SOCCER_KIT', 'POLO_SHIRT']));
  });

  it('a new price tier is in the next quote, the estimate follows the production days, and a placed order keeps its own', async () => {
    const { token, body } = await customerWithTeam(12);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...as(token), 'idempotency-key': 'catalogue-snapshot-1' },
      payload: { ...body, address: 'Street 1, Phnom Penh', phone: '+855 12 345 678' },
    });
    expect(placed.statusCode).toBe(201);
    const order = OrderResponse.parse(placed.json()).data;
    expect(order.prices.unitPriceCents).toBe(2450);
    expect(order.estimatedDelivery?.productionDays).toBe(14);

    const tiers = [
      { minQuantity: 1, unitCents: 3000 },
      { minQuantity: 6, unitCents: 2200 },
      { minQuantity: 20, unitCents: 1900 },
    ];
    const changed = await put('/api/provider/catalogue/prices', { productType: 'SOCCER_KIT', tiers });
    expect(changed.statusCode).toBe(200);
    expect(CatalogueResponse.parse(changed.json()).data.garments.find((garment) => garment.productType === 'SOCCER_KIT')?.tiers).toEqual(tiers);
    expect((await put('/api/provider/catalogue/terms', { nameCents: 350, numberCents: 250, deliveryCents: 800, productionDays: 21 })).statusCode).toBe(200);

    const quote = await ctx.app.inject({ method: 'POST', url: '/api/orders/quote', headers: as(token), payload: body });
    expect(quote.statusCode).toBe(200);
    const quoted = QuoteResponse.parse(quote.json());
    expect(quoted.data).toMatchObject({ unitPriceCents: 2200, tier: { minQuantity: 6, nextMinQuantity: 20 }, totalPriceCents: 12 * (2200 + 350 + 250), grandTotalCents: 12 * 2800 + 800 });
    expect(quoted.estimate?.productionDays).toBe(21);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(ctx.clock.now());
    const expected = new Date(`${today}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 21);
    expect(quoted.estimate?.deliveryBy).toBe(expected.toISOString().slice(0, 10));

    // The order placed before keeps the prices and the estimate it was placed with, for the customer and the shop.
    const again = OrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(token) })).json()).data;
    expect(again.prices).toEqual(order.prices);
    expect(again.grandTotalCents).toBe(order.grandTotalCents);
    expect(again.estimatedDelivery).toEqual(order.estimatedDelivery);
    const shopView = await ctx.app.inject({ method: 'GET', url: `/api/provider/orders/${order.id}`, headers: as(owner) });
    expect(shopView.json().data.prices).toEqual(order.prices);

    const entries = await auditOf();
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(['terms.changed', 'prices.changed']);
    expect(entries[0]).toMatchObject({ before: { nameCents: 300, numberCents: 200, deliveryCents: 500, productionDays: 14 }, after: { nameCents: 350, numberCents: 250, deliveryCents: 800, productionDays: 21 } });
    expect(entries[1]).toMatchObject({ subject: 'soccer', after: tiers });
    expect(entries[1]?.before).toEqual([
      { minQuantity: 1, unitCents: 2800 },
      { minQuantity: 10, unitCents: 2450 },
      { minQuantity: 25, unitCents: 2100 },
    ]);
  });

  it('leaves another shop’s prices as they were', async () => {
    expect(await catalogue(otherOwner, TENANT_TWO_HOST)).toEqual(otherBefore);
  });
});
