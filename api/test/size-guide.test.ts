// A garment's size guide (issue 36): the owner says which sizes each piece is made in and their
// measurements; customers read it before they choose sizes, an order of a size the garment is not
// made in is refused, and an order placed before keeps its sizes. Bad guides are refused field by
// field; every change is in the audit log; another shop is untouched.
import { CatalogueResponse, GarmentSizeGuideResponse, OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
});
afterAll(async () => {
  await ctx.close();
});

const as = (token: string, host = TENANT_ONE_HOST) => ({ host, authorization: `Bearer ${token}` });
const URL = '/api/provider/catalogue/size-guide';
const put = (payload: unknown, token = owner) => ctx.app.inject({ method: 'PUT', url: URL, headers: as(token), payload: payload as Record<string, unknown> });
const guide = (product: string, host = TENANT_ONE_HOST) => ctx.app.inject({ method: 'GET', url: `/api/size-guides/${product}`, headers: { host } });

const KIT = {
  productType: 'SOCCER_KIT',
  main: [
    { size: 'S', cm: { chest: 48, length: 68, sleeve: 20 } },
    { size: 'M', cm: { chest: 51, length: 70.5, sleeve: 21 } },
    { size: 'L', cm: { chest: 54, length: 73 } },
  ],
  shorts: [
    { size: 'M', cm: { waist: 38, length: 44 } },
    { size: 'L', cm: { waist: 41, length: 46 } },
  ],
};

async function customerWithPlayer(size: string) {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await ctx.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: as(token),
    payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' } },
  });
  expect(design.statusCode).toBe(201);
  const player = await ctx.app.inject({ method: 'POST', url: '/api/players', headers: as(token), payload: { name: 'Dara', number: 7, size } });
  expect(player.statusCode).toBe(201);
  return { token, designId: design.json().data.id as string, playerId: player.json().data.id as string };
}

const order = (token: string, payload: Record<string, unknown>, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(token), 'idempotency-key': key },
    payload: { ...payload, address: 'Street 1, Phnom Penh', phone: '+855 12 345 678' },
  });

describe('a garment’s size guide', () => {
  it('offers every size of the shop, unmeasured, until the owner sets one', async () => {
    const answer = await guide('soccer');
    expect(answer.statusCode).toBe(200);
    const data = GarmentSizeGuideResponse.parse(answer.json()).data;
    expect(data.measured).toBe(false);
    expect(data.main.map((row) => row.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']);
    expect(data.shorts?.map((row) => row.size)).toEqual(data.main.map((row) => row.size));
    expect(GarmentSizeGuideResponse.parse((await guide('tshirt')).json()).data.shorts).toBeNull();
  });

  it('refuses unknown and repeated sizes, shorts on a shirt, and measurements that are not centimetres, naming each field', async () => {
    const bad = await put({
      productType: 'SOCCER_KIT',
      main: [
        { size: 'S', cm: { chest: -1 } },
        { size: 'S', cm: { length: 70.3 } },
        { size: 'XXXXL', cm: {} },
        { size: 'M', cm: { waist: 40, chest: 300 } },
      ],
      shorts: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.json().fields).toEqual({
      'main.0.cm.chest': 'A measurement must be more than 0 cm',
      'main.1.size': 'Each size is listed once',
      'main.1.cm.length': 'Give measurements to the half centimetre, such as 52 or 52.5',
      'main.2.size': 'This is not one of the shop’s sizes',
      'main.3.cm.waist': 'This piece is not measured by that',
      'main.3.cm.chest': 'A measurement must be at most 250 cm',
      shorts: 'Offer the garment in at least one size',
    });
    const shirtWithShorts = await put({ productType: 'TSHIRT', main: [{ size: 'M', cm: {} }], shorts: [{ size: 'M', cm: {} }] });
    expect(shirtWithShorts.json().fields).toEqual({ shorts: 'This garment has no shorts' });
    const kitWithout = await put({ productType: 'SOCCER_KIT', main: [{ size: 'M', cm: {} }], shorts: null });
    expect(kitWithout.json().fields).toEqual({ shorts: 'The kit’s shorts need their sizes too' });
    const text = await put({ productType: 'SOCCER_KIT', main: [{ size: 'M', cm: { chest: '52' } }], shorts: null });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toMatchObject({ 'main.0.cm.chest': 'A measurement must be a number of centimetres, such as 52.5' });
    // Nothing was kept.
    expect(GarmentSizeGuideResponse.parse((await guide('soccer')).json()).data.measured).toBe(false);
  });

  it('is the owner’s: staff and production are refused, customers only read it', async () => {
    const staff = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' });
    const refused = await put(KIT, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    expect((await ctx.app.inject({ method: 'PUT', url: URL, headers: { host: TENANT_ONE_HOST }, payload: KIT })).statusCode).toBe(401);
  });

  it('answers 404 for a garment the shop does not offer and 400 for one that does not exist', async () => {
    // The second demo shop sells no boxing trunks.
    const notOffered = await guide('boxingtrunk', TENANT_TWO_HOST);
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json()).toMatchObject({ code: 'NOT_FOUND', message: 'The shop does not offer this garment' });
    const unknown = await guide('kilt');
    expect(unknown.statusCode).toBe(400);
  });

  it('once set, customers see it in the shop’s order; an order of a size a piece is not made in is refused; a placed order keeps its sizes', async () => {
    const before = await customerWithPlayer('XL');
    const placedBefore = await order(
      before.token,
      { designId: before.designId, players: [{ playerId: before.playerId, size: 'XL', shortsSize: 'XL' }] },
      'size-guide-before',
    );
    expect(placedBefore.statusCode).toBe(201);

    const saved = await put({ ...KIT, main: [...KIT.main].reverse() });
    expect(saved.statusCode).toBe(200);
    const data = GarmentSizeGuideResponse.parse((await guide('soccer')).json()).data;
    expect(data).toMatchObject({ productType: 'SOCCER_KIT', measured: true });
    expect(data.main).toEqual(KIT.main);
    expect(data.shorts).toEqual(KIT.shorts);
    // The catalogue shows it to the owner too.
    const shop = CatalogueResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/provider/catalogue', headers: as(owner) })).json()).data;
    const kit = shop.garments.find((garment) => garment.productType === 'SOCCER_KIT');
    expect(kit?.sizeGuide.main.map((row) => row.size)).toEqual(['S', 'M', 'L']);

    const customer = await customerWithPlayer('S');
    const refused = await order(
      customer.token,
      { designId: customer.designId, players: [{ playerId: customer.playerId, size: 'XL', shortsSize: 'S' }] },
      'size-guide-refused',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'players.0.size': 'This garment is not made in size XL',
      'players.0.shortsSize': 'This garment is not made in size S',
    });
    // The shorts take the shirt's size when none is given: a shirt size the shorts are not made in is named on the shorts.
    const defaulted = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: as(customer.token),
      payload: { designId: customer.designId, players: [{ playerId: customer.playerId, size: 'S' }] },
    });
    expect(defaulted.statusCode).toBe(400);
    expect(defaulted.json().fields).toEqual({ 'players.0.shortsSize': 'This garment is not made in size S' });
    const fine = await order(
      customer.token,
      { designId: customer.designId, players: [{ playerId: customer.playerId, size: 'S', shortsSize: 'M' }] },
      'size-guide-fine',
    );
    expect(fine.statusCode).toBe(201);

    const kept = OrderResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${placedBefore.json().data.id}`, headers: as(before.token) })).json(),
    ).data;
    expect(kept.players[0]).toMatchObject({ size: 'XL', shortsSize: 'XL' });
  });

  it('is in the audit log with its before and after, and leaves another shop’s guide as it was', async () => {
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=catalogue', headers: as(owner) });
    const entry = (audit.json().data as { action: string; subject: string; before: unknown; after: { main: { size: string }[] } }[]).find(
      (row) => row.action === 'size-guide.changed',
    );
    expect(entry).toMatchObject({ subject: 'soccer', before: null });
    expect(entry?.after.main.map((row) => row.size)).toEqual(['S', 'M', 'L']);
    const other = GarmentSizeGuideResponse.parse((await guide('soccer', TENANT_TWO_HOST)).json()).data;
    expect(other.measured).toBe(false);
  });
});
