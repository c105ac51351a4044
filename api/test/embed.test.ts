import { CartResponse, HandoffResponse, TokenResponse } from '@teamwear/shared/contracts';
import { createTestApp, registerUser, signIn, TENANT_ONE_HOST, type TestContext } from './helpers';

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
