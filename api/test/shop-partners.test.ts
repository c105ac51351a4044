// The shop's partner sites (issue 36): its owner lists the origins that may embed the studio and
// rotates the shop key partner pages pass; the key before keeps working for 48 hours, the slug
// until the first rotation's grace ends; every change is in the audit log; staff cannot.
import { ShopPartnersResponse } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Record<string, string>;

const URL = '/api/provider/settings/partners';
/** A shared API host no shop has: only the key names the shop there. */
const API_HOST = 'api.teamwear.example';
const HOUR = 3_600_000;

const partners = async (headers = owner) => ShopPartnersResponse.parse((await ctx.app.inject({ method: 'GET', url: URL, headers })).json()).data;
const shopNamedBy = async (key: string) => {
  const answer = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: API_HOST, 'x-shop-key': key } });
  return answer.statusCode === 200 ? (answer.json().data.name as string) : answer.statusCode;
};
const auditOf = async (action: string) => (await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?area=settings', headers: owner })).json().data.filter((entry: { action: string }) => entry.action === action);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe('the shop’s partner sites', () => {
  it('reads the partner sites, a key of its own, and the slug still taken until the first rotation', async () => {
    const read = await partners();
    expect(read.allowedOrigins).toEqual(['http://localhost:3005', 'http://127.0.0.1:3005']);
    expect(read.key).toMatch(/^sk_[A-Za-z0-9_-]{24}$/);
    expect(read.oldKeys).toEqual([{ key: 'angkor', stopsAt: null }]);
    const other = await partners({ host: TENANT_TWO_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin)}` });
    expect(other.key).not.toBe(read.key);
    expect(await shopNamedBy(read.key)).toBe('Angkor Athletics');
    expect(await shopNamedBy(other.key)).toBe('Mekong Sportswear');
  });

  it('sets the list, read as browsers send origins; the studio answers the new site and refuses the removed one at once', async () => {
    const saved = await ctx.app.inject({ method: 'PUT', url: URL, headers: owner, payload: { allowedOrigins: [' HTTPS://Club.Example.ORG/ ', 'https://league.example:8443', 'http://localhost:3001'] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.allowedOrigins).toEqual(['https://club.example.org', 'https://league.example:8443', 'http://localhost:3001']);
    expect((await partners()).allowedOrigins).toEqual(['https://club.example.org', 'https://league.example:8443', 'http://localhost:3001']);

    const from = (origin: string) => ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST, origin } });
    expect((await from('https://club.example.org')).headers['access-control-allow-origin']).toBe('https://club.example.org');
    expect((await from('http://localhost:3005')).statusCode).toBe(403);
    // Another shop's list is its own.
    expect((await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_TWO_HOST, origin: 'https://club.example.org' } })).statusCode).toBe(403);

    const [entry] = await auditOf('partners.changed');
    expect(entry).toMatchObject({ before: { allowedOrigins: ['http://localhost:3005', 'http://127.0.0.1:3005'] }, after: { allowedOrigins: ['https://club.example.org', 'https://league.example:8443', 'http://localhost:3001'] } });
  });

  it('says which row is wrong and why, and keeps the list as it was', async () => {
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: owner,
      payload: { allowedOrigins: ['https://ok.example', 'http://club.example.org', 'https://club.example.org/shop', 'club.example.org', 'https://OK.example', 'https://*.example.org', 'https://me:pw@site.example'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'allowedOrigins.1': 'The address must start with https:// (http:// only for localhost and 127.0.0.1)',
      'allowedOrigins.2': 'Only the site: scheme, host and port, without a path, query or #fragment',
      'allowedOrigins.3': 'Write the whole address with its scheme, such as https://club.example.org',
      'allowedOrigins.4': 'This site is already in the list',
      'allowedOrigins.5': 'The host must be a domain name such as club.example.org (no * or spaces)',
      'allowedOrigins.6': 'The address must not contain a user name or password',
    });
    const many = await ctx.app.inject({ method: 'PUT', url: URL, headers: owner, payload: { allowedOrigins: Array.from({ length: 21 }, (_, index) => `https://site${index}.example`) } });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({ allowedOrigins: 'A shop lists at most 20 partner sites' });
    const notList = await ctx.app.inject({ method: 'PUT', url: URL, headers: owner, payload: { allowedOrigins: 'https://ok.example' } });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().fields).toEqual({ allowedOrigins: 'allowedOrigins must be a list of addresses' });
    expect((await partners()).allowedOrigins).toEqual(['https://club.example.org', 'https://league.example:8443', 'http://localhost:3001']);
    // An empty list allows no partner at all.
    expect((await ctx.app.inject({ method: 'PUT', url: URL, headers: owner, payload: { allowedOrigins: [] } })).json().data.allowedOrigins).toEqual([]);
  });

  it('is the owner’s: staff and the workshop get 403', async () => {
    for (const member of [{ email: 'staff@angkor.test', password: 'Staff#2026pass' }, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' }]) {
      const headers = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, member)}` };
      expect((await ctx.app.inject({ method: 'GET', url: URL, headers })).json().code).toBe('ROLE_FORBIDDEN');
      expect((await ctx.app.inject({ method: 'PUT', url: URL, headers, payload: { allowedOrigins: [] } })).json().code).toBe('ROLE_FORBIDDEN');
      expect((await ctx.app.inject({ method: 'POST', url: `${URL}/rotate-key`, headers })).json().code).toBe('ROLE_FORBIDDEN');
    }
  });

  it('rotates the key: the new one works, the old one and the slug for 48 hours, then only the new one', async () => {
    const before = await partners();
    // Asked once before the rotation: an answer kept in memory must not outlive the grace either.
    expect(await shopNamedBy(before.key)).toBe('Angkor Athletics');
    const rotated = await ctx.app.inject({ method: 'POST', url: `${URL}/rotate-key`, headers: owner });
    expect(rotated.statusCode).toBe(200);
    const after = ShopPartnersResponse.parse(rotated.json()).data;
    expect(after.key).toMatch(/^sk_[A-Za-z0-9_-]{24}$/);
    expect(after.key).not.toBe(before.key);
    const stopsAt = after.oldKeys[0]?.stopsAt ?? '';
    expect(Date.parse(stopsAt) - ctx.clock.now().getTime()).toBeGreaterThan(48 * HOUR - 60_000);
    expect(Date.parse(stopsAt) - ctx.clock.now().getTime()).toBeLessThanOrEqual(48 * HOUR);
    expect(after.oldKeys).toEqual([
      { key: before.key, stopsAt },
      { key: 'angkor', stopsAt },
    ]);
    expect(await partners()).toEqual(after);
    expect([await shopNamedBy(after.key), await shopNamedBy(before.key), await shopNamedBy('angkor')]).toEqual(['Angkor Athletics', 'Angkor Athletics', 'Angkor Athletics']);
    const [entry] = await auditOf('shop-key.rotated');
    expect(entry).toMatchObject({ before: { key: before.key }, after: { key: after.key, oldKeys: after.oldKeys } });

    ctx.clock.advance(47 * HOUR);
    expect([await shopNamedBy(before.key), await shopNamedBy('angkor')]).toEqual(['Angkor Athletics', 'Angkor Athletics']);
    ctx.clock.advance(HOUR);
    const refused = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: API_HOST, 'x-shop-key': before.key } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: `No shop has the key "${before.key}"` });
    expect([await shopNamedBy('angkor'), await shopNamedBy(after.key), await shopNamedBy('mekong')]).toEqual([404, 'Angkor Athletics', 'Mekong Sportswear']);
    const owner2 = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
    expect((await partners(owner2)).oldKeys).toEqual([]);
  });
});
