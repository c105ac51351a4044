import { CartResponse, HandoffResponse, TokenResponse } from '@teamwear/shared/contracts';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, registerUser, signIn, tenantIdOf, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

// The demo shops allow the demo partner site (seeded for DEMO_PARTNER_PORT, 3005 by default).
const PARTNER = 'http://localhost:3005';
const STRANGER = 'https://evil.example';
const document = { schemaVersion: 2, product: 'soccer', teamName: 'Club FC', layers: [] };

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST, ...headers } });

describe('cross-origin calls of the embedded studio', () => {
  it('answers an allowed partner page on the public studio calls, with its origin and Vary', async () => {
    for (const url of ['/whoami', '/api/templates?type=SOCCER_KIT', '/api/fabrics', '/api/sizes']) {
      const response = await get(url, { origin: PARTNER });
      expect({ url, status: response.statusCode, allow: response.headers['access-control-allow-origin'] }).toEqual({ url, status: 200, allow: PARTNER });
      expect(String(response.headers.vary)).toContain('Origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('refuses another site, and personal calls from any other site', async () => {
    const stranger = await get('/whoami', { origin: STRANGER });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'This site may not use the shop’s studio' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const personal = await get('/api/designs', { origin: PARTNER, authorization: `Bearer ${token}` });
    expect(personal.statusCode).toBe(403);
    expect(personal.headers['access-control-allow-origin']).toBeUndefined();
    // The shop's own pages (same origin) are not cross-origin.
    const own = await get('/api/designs', { origin: 'http://localhost', authorization: `Bearer ${token}` });
    expect(own.statusCode).toBe(200);
  });

  it('answers preflights of allowed partners only', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/handoffs',
        headers: { host: TENANT_ONE_HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-shop-key' },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type, x-shop-key',
    });
    expect((await preflight(STRANGER)).statusCode).toBe(403);
  });

  it('names the shop with X-Shop-Key when the host does not', async () => {
    const byKey = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: 'api.teamwear.example', 'x-shop-key': 'mekong' } });
    expect(byKey.json().data.name).toBe('Mekong Sportswear');
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: 'api.teamwear.example', 'x-shop-key': 'nobody' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: 'api.teamwear.example', 'x-shop-key': 'Bad Key!' } })).statusCode).toBe(400);
  });
});

describe('hand-off to the shop', () => {
  const handOff = (origin = PARTNER) =>
    ctx.app.inject({ method: 'POST', url: '/api/handoffs', headers: { host: TENANT_ONE_HOST, origin }, payload: { document, name: 'From the club site' } });

  it('gives a single-use link to the shop; the signed-in customer gets the design in My designs and the cart', async () => {
    const created = await handOff();
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(PARTNER);
    const { url } = HandoffResponse.parse(created.json()).data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/handoff\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get('token') ?? '';

    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const bearer = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const claim = () =>
      ctx.app.inject({ method: 'POST', url: '/api/handoffs/claim', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${bearer}` }, payload: { token } });
    const claimed = await claim();
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data).toMatchObject({ name: 'From the club site', product: 'soccer' });
    const cart = CartResponse.parse((await get('/api/cart', { authorization: `Bearer ${bearer}` })).json());
    expect(cart.data.items.map((item) => item.design.id)).toEqual([claimed.json().data.id]);
    const again = await claim();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a site the shop does not allow, and an expired link', async () => {
    expect((await handOff(STRANGER)).statusCode).toBe(403);
    const { url } = HandoffResponse.parse((await handOff()).json()).data;
    ctx.clock.advance(31 * 60_000);
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const bearer = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/handoffs/claim',
      headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${bearer}` },
      payload: { token: new URL(url).searchParams.get('token') },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('a hand-off is no forged request (issue 32, point 7)', () => {
  const create = (headers: Record<string, string>, host = TENANT_ONE_HOST) =>
    ctx.app.inject({ method: 'POST', url: '/api/handoffs', headers: { host, ...headers }, payload: { document, name: 'Lions 2027' } });
  const tokenOf = (created: { json: () => unknown }) => new URL(HandoffResponse.parse(created.json()).data.url).searchParams.get('token') ?? '';
  const signedIn = async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const bearer = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
    return (url: string, token: string) => ctx.app.inject({ method: 'POST', url, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${bearer}` }, payload: { token } });
  };

  it('refuses a request without an Origin (no browser page sent it), and a key naming another shop from this host', async () => {
    const bare = await create({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'A design is handed to the shop only from its studio, on the shop’s site or a site the shop allows' });
    // The shop's own site, and a partner it lists (with the key the embed sends), may.
    expect((await create({ origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await create({ origin: PARTNER, 'x-shop-key': 'angkor' })).statusCode).toBe(201);
    // Angkor's own pages are not Mekong's site: naming Mekong by key from there is refused.
    expect((await create({ origin: 'http://localhost', 'x-shop-key': 'mekong' })).statusCode).toBe(403);
  });

  it('shows the design before it is kept, and "Not mine" ends the link without keeping anything', async () => {
    const call = await signedIn();
    const token = tokenOf(await create({ origin: PARTNER }));
    const preview = await call('/api/handoffs/preview', token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ name: 'Lions 2027', product: 'soccer', origin: PARTNER, document: { teamName: 'Club FC' } });
    // Looking keeps nothing: the cart is as it was.
    expect((await call('/api/handoffs/decline', token)).statusCode).toBe(204);
    for (const url of ['/api/handoffs/preview', '/api/handoffs/claim', '/api/handoffs/decline']) {
      const after = await call(url, token);
      expect({ url, status: after.statusCode, code: after.json().code }).toEqual({ url, status: 400, code: 'INVALID_TOKEN' });
    }
  });
});

describe('what hand-offs may keep (issue 32, point 3)', () => {
  // Mekong's own caps, in bytes of this document: 2 waiting from one address, 3 in the shop.
  let size: number;
  const fromAddress = (ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/handoffs', remoteAddress: ip, headers: { host: TENANT_TWO_HOST, origin: PARTNER }, payload: { document } });

  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.db, 'mekong');
    expect((await fromAddress('198.51.100.9')).statusCode).toBe(201);
    const row = await withTenant(ctx.db, tenantId, (tx) => tx.selectFrom('design_handoffs').select('bytes').where('client_ip', '=', '198.51.100.9').executeTakeFirstOrThrow());
    size = row.bytes;
    expect(size).toBeGreaterThan(50);
    const tenant = await ctx.db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirstOrThrow();
    await writeBehindTheApi(ctx.db, () =>
      ctx.db
        .updateTable('tenants')
        .set({ settings: JSON.stringify({ ...tenant.settings, handoffs: { maxBytesPerAddress: 2 * size, maxBytesPerShop: 3 * size } }) })
        .where('id', '=', tenantId)
        .execute(),
    );
  });

  it('refuses one address past its bytes waiting, then the shop past its own, with a clear 429; expiry frees both', async () => {
    // 198.51.100.9 has one waiting: one more, then no more.
    const second = await fromAddress('198.51.100.9');
    expect(second.statusCode).toBe(201);
    const third = await fromAddress('198.51.100.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 'HANDOFF_LIMIT_REACHED',
      message: 'Too many designs handed to the shop from this address are waiting to be taken: take them on the shop’s site, or try again in 30 minutes',
    });
    expect(third.headers['retry-after']).toBe('1800');
    // One taken no longer counts: the address may hand one more over.
    const customer = await registerUser(ctx.app, TENANT_TWO_HOST);
    const bearer = TokenResponse.parse((await signIn(ctx.app, TENANT_TWO_HOST, customer)).json()).access_token;
    const token = new URL(HandoffResponse.parse(second.json()).data.url).searchParams.get('token');
    const claimed = await ctx.app.inject({ method: 'POST', url: '/api/handoffs/claim', headers: { host: TENANT_TWO_HOST, authorization: `Bearer ${bearer}` }, payload: { token } });
    expect(claimed.statusCode).toBe(201);
    expect((await fromAddress('198.51.100.9')).statusCode).toBe(201);
    expect((await fromAddress('198.51.100.9')).statusCode).toBe(429);
    // Another address fills the shop (3 waiting in all), and a third address finds it full.
    expect((await fromAddress('198.51.100.10')).statusCode).toBe(201);
    const full = await fromAddress('198.51.100.11');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({ code: 'HANDOFF_LIMIT_REACHED', message: 'The shop cannot take more handed-over designs right now: try again in 30 minutes' });
    // After 30 minutes nothing waits any more, and what expired is deleted by the next hand-off.
    ctx.clock.advance(31 * 60_000);
    expect((await fromAddress('198.51.100.11')).statusCode).toBe(201);
    const kept = await withTenant(ctx.db, await tenantIdOf(ctx.db, 'mekong'), (tx) => tx.selectFrom('design_handoffs').select(['bytes']).execute());
    expect(kept.map((row) => row.bytes)).toEqual([size]);
  });
});
