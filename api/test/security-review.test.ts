// The findings of the security review (issue 12), one describe each. Every test here failed
// against the API before its fix.
import { AccountDetailsResponse, TokenResponse } from '@teamwear/shared/contracts';
import { signAccessToken } from '../src/auth/access-token';
import { loadServerConfig, parseTrustProxy } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { withTenant } from '../src/db/tenant-scope';
import {
  createTestApp,
  DEMO,
  linkToken,
  registerUser,
  signIn,
  tenantIdOf,
  testConfig,
  TENANT_ONE_HOST,
  TENANT_TWO_HOST,
  writeBehindTheApi,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { host: TENANT_ONE_HOST, ...headers }, payload: payload as Record<string, unknown> });

async function tokenOf(credentials: { email: string; password: string }, host = TENANT_ONE_HOST): Promise<string> {
  const response = await signIn(ctx.app, host, credentials);
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json()).access_token;
}

function document(overrides: Record<string, unknown> = {}) {
  return { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC', layers: [], ...overrides };
}

describe('1. mail links come from the shop, never from the request', () => {
  it('refuses a Host or forwarded host that is not a plain host name', async () => {
    for (const host of ['localhost:3000@attacker.example', 'localhost/evil', 'localhost:abc', 'local host', 'attacker.example#']) {
      const direct = await post('/api/accounts/forgotpassword', { email: DEMO.one.customer.email }, { host });
      expect({ host, status: direct.statusCode, code: direct.json().code }).toEqual({ host, status: 400, code: 'BAD_REQUEST' });
    }
    // Through the (trusted, loopback) gateway the host arrives as X-Forwarded-Host.
    const forwarded = await post('/api/accounts/forgotpassword', { email: DEMO.one.customer.email }, { 'x-forwarded-host': 'localhost:3000@attacker.example' });
    expect(forwarded.statusCode).toBe(400);
    await ctx.deliver();
    expect(ctx.mail.to(DEMO.one.customer.email)).toHaveLength(0);
  });

  it('builds reset, unlock and already-registered links from settings.publicOrigin, whatever host the request used', async () => {
    // A second domain of the shop: the request is for the right shop, the links still use its origin.
    const tenantId = await tenantIdOf(ctx.db, 'angkor');
    await writeBehindTheApi(ctx.db, () => ctx.db.insertInto('tenant_domains').values({ host: 'alias.angkor.test', tenant_id: tenantId }).execute());
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const viaAlias = { host: 'alias.angkor.test:8080' };

    expect((await post('/api/accounts/forgotpassword', { email: user.email }, viaAlias)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await signIn(ctx.app, viaAlias.host, { email: user.email, password: 'Wrong-password-42' });
    expect((await post('/api/accounts/register', { ...registration(user.email) }, viaAlias)).statusCode).toBe(201);
    await ctx.deliver();
    const texts = ctx.mail.to(user.email).map((mail) => mail.text);
    const links = texts.flatMap((text) => text.match(/https?:\/\/[^\s]+/g) ?? []);
    expect(links.some((link) => link.includes('/auth/resetpassword?token='))).toBe(true);
    expect(links.some((link) => link.includes('/auth/unlock?token='))).toBe(true);
    expect(links.some((link) => link.endsWith('/auth/forgotpassword'))).toBe(true);
    for (const link of links) expect(new URL(link).origin).toBe('http://localhost:3000');
  });

  it('without a configured origin links to https:// and the shop\'s first domain', async () => {
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'mekong').executeTakeFirstOrThrow();
    const { publicOrigin: _dropped, ...rest } = tenant.settings;
    await writeBehindTheApi(ctx.db, () =>
      ctx.db.updateTable('tenants').set({ settings: JSON.stringify(rest) }).where('id', '=', tenant.id).execute(),
    );
    const user = await registerUser(ctx.app, TENANT_TWO_HOST);
    await ctx.deliver();
    expect(ctx.mail.last(user.email)?.text).toMatch(/https:\/\/127\.0\.0\.1\/auth\/verifyemail\?token=/);
  });
});

function registration(email: string) {
  return { firstName: 'Sokha', lastName: 'Meas', phoneNumber: '+855 12 345 678', email, password: 'Str0ng#Secret-pass', confirmPassword: 'Str0ng#Secret-pass' };
}

describe('2. demo data only when asked; administrators never get customer tokens', () => {
  it('DEMO_DATA=on is what seeds the demo shops; without it no shop answers on localhost', async () => {
    expect(loadServerConfig({}, '/tmp').demo).toBeNull();
    expect(loadServerConfig({ DEMO_DATA: 'on', DEMO_PORT: '3300', DEMO_PARTNER_PORT: '3305' }, '/tmp').demo).toEqual({ port: 3300, partnerPort: 3305 });
    const db = await openDatabase({ kind: 'memory' });
    try {
      await migrateToLatest(db);
      const app = await buildApp({ db, config: testConfig });
      const whoami = await app.inject({ method: 'GET', url: '/whoami', headers: { host: 'localhost' } });
      expect(whoami.statusCode).toBe(404);
      expect(await db.selectFrom('users').select('email').execute()).toEqual([]);
      await app.close();
    } finally {
      await db.destroy();
    }
  });

  it('refuses a customer-client token carrying the ADMIN role on every customer route', async () => {
    const admin = await ctx.db.selectFrom('users').selectAll().where('email', '=', DEMO.one.admin.email).executeTakeFirstOrThrow();
    const session = await withTenant(ctx.db, admin.tenant_id, (tx) =>
      tx
        .insertInto('sessions')
        .values({ tenant_id: admin.tenant_id, user_id: admin.id, client_id: 'web', last_used_at: new Date(), expires_at: new Date(Date.now() + 3_600_000) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    // As a token minted before the rule would look.
    const token = await signAccessToken(ctx.app.signingKeys, { issuer: testConfig.auth.issuer, ttlSeconds: 300 }, {
      userId: admin.id,
      tenantId: admin.tenant_id,
      sessionId: session.id,
      clientId: 'web',
      firstName: admin.first_name,
      lastName: admin.last_name,
      email: admin.email,
      roles: admin.roles,
    });
    for (const url of ['/api/accounts/details', '/api/designs', '/api/accounts/summary']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 403, code: 'ADMIN_NOT_ALLOWED' });
    }
  });
});

describe('3. email ownership', () => {
  it('registers unverified, mails a link that verifies once, and can mail a new one', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = await tokenOf(user);
    const details = async () =>
      AccountDetailsResponse.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/accounts/details', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } })).json(),
      ).data;
    expect((await details()).emailVerified).toBe(false);

    await ctx.deliver();
    const first = linkToken(ctx.mail.last(user.email), '/auth/verifyemail');
    // A new link voids the first (asked for a minute later).
    ctx.clock.advance(61_000);
    const resend = await post('/api/accounts/verifyemail/resend', undefined, { authorization: `Bearer ${token}` });
    expect(resend.json()).toEqual({ message: 'We sent a new confirmation link to your email' });
    await ctx.deliver();
    const second = linkToken(ctx.mail.last(user.email), '/auth/verifyemail');
    expect(second).not.toBe(first);
    expect((await post('/api/accounts/verifyemail', { token: first })).statusCode).toBe(400);
    expect((await post('/api/accounts/verifyemail', { token: second })).json()).toEqual({ message: 'Your email is confirmed' });
    expect((await post('/api/accounts/verifyemail', { token: second })).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await details()).emailVerified).toBe(true);
    const again = await post('/api/accounts/verifyemail/resend', undefined, { authorization: `Bearer ${token}` });
    expect(again.json()).toEqual({ message: 'Your email is already confirmed' });
  });
});

describe('4. bounded storage per account', () => {
  it('removes a deleted design from the database', async () => {
    const token = await tokenOf(await registerUser(ctx.app, TENANT_ONE_HOST));
    const auth = { authorization: `Bearer ${token}` };
    const created = await post('/api/designs', { document: document() }, auth);
    const id = created.json().data.id as string;
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/designs/${id}`, headers: { host: TENANT_ONE_HOST, ...auth } });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('designs').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it("caps the bytes one account's designs store (create, save over, duplicate)", async () => {
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'angkor').executeTakeFirstOrThrow();
    await writeBehindTheApi(ctx.db, () =>
      ctx.db
        .updateTable('tenants')
        .set({ settings: JSON.stringify({ ...tenant.settings, storage: { maxBytesPerUser: 300_000 } }) })
        .where('id', '=', tenant.id)
        .execute(),
    );
    try {
      const token = await tokenOf(await registerUser(ctx.app, TENANT_ONE_HOST));
      const auth = { authorization: `Bearer ${token}` };
      const big = document({ notes: 'x'.repeat(120_000) });
      const first = await post('/api/designs', { document: big }, auth);
      expect(first.statusCode).toBe(201);
      expect((await post('/api/designs', { document: big }, auth)).statusCode).toBe(201);
      const third = await post('/api/designs', { document: big }, auth);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ code: 'STORAGE_LIMIT_REACHED', limitBytes: 300_000 });
      expect(third.json().message).toMatch(/delete a design or use smaller images/);
      const id = first.json().data.id as string;
      const copy = await post(`/api/designs/${id}/duplicate`, undefined, auth);
      expect(copy.json().code).toBe('STORAGE_LIMIT_REACHED');
      // Saving the same design smaller is fine; growing it past the cap is not.
      const save = (doc: unknown, baseVersion: number) =>
        ctx.app.inject({ method: 'PUT', url: `/api/designs/${id}`, headers: { host: TENANT_ONE_HOST, ...auth }, payload: { document: doc, baseVersion } });
      expect((await save(document(), 1)).statusCode).toBe(200);
      expect((await save(document({ notes: 'x'.repeat(200_000) }), 2)).json().code).toBe('STORAGE_LIMIT_REACHED');
    } finally {
      await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(tenant.settings) }).where('id', '=', tenant.id).execute());
    }
  });

  it('limits the writes of one account per minute, whatever address they come from', async () => {
    const limited = await createTestApp({
      rateLimit: { anonymousPerMinute: 1000, signInPerMinute: 1000, accountMailPerMinute: 1000, accountWritesPerMinute: 3, accountReadsPerMinute: 1000 },
    });
    try {
      const user = await registerUser(limited.app, TENANT_ONE_HOST);
      const login = await signIn(limited.app, TENANT_ONE_HOST, user);
      const token = TokenResponse.parse(login.json()).access_token;
      const create = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/designs',
          remoteAddress: ip,
          headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
          payload: { document: document() },
        });
      const statuses = [];
      for (const ip of ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']) statuses.push((await create(ip)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await create('127.0.0.5');
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Reads have their own budget.
      const list = await limited.app.inject({ method: 'GET', url: '/api/designs', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
      expect(list.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('5. input PostgreSQL cannot store answers 400, never 500', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await tokenOf(await registerUser(ctx.app, TENANT_ONE_HOST))}` };
  });

  it.each([
    ['NUL in a register field', '/api/accounts/register', () => ({ ...registration('nul@example.test'), firstName: 'So\u0000kha' }), 'firstName'],
    ['NUL in the contact form', '/api/contact', () => ({ contact: 'a@example.test', subject: 'Hi\u0000', message: 'Hello' }), 'subject'],
    ['NUL in a design document', '/api/designs', () => ({ document: document({ teamName: 'a\u0000b' }) }), 'document.teamName'],
    ['NUL deep in a design document', '/api/designs', () => ({ document: document({ layers: [{ text: 'x\u0000' }] }) }), 'document.layers.0.text'],
    ['a NUL in a key', '/api/designs', () => ({ document: document({ ['k\u0000']: 1 }) }), 'document.k\u0000'],
    ['a lone surrogate in a design name', '/api/designs', () => ({ document: document(), name: 'a\ud800b' }), 'name'],
    ['a lone surrogate in a document', '/api/designs', () => ({ document: document({ layers: [{ text: '\udc00' }] }) }), 'document.layers.0.text'],
  ])('%s', async (_name, url, body, field) => {
    const response = await post(url, body(), auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('a NUL in the details and a query answer 400', async () => {
    const details = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/details',
      headers: { host: TENANT_ONE_HOST, ...auth },
      payload: { firstName: 'A\u0000', lastName: 'B', phoneNumber: '+855 12 345 678' },
    });
    expect(details.statusCode).toBe(400);
    const query = await ctx.app.inject({ method: 'GET', url: '/api/designs?product=%00', headers: { host: TENANT_ONE_HOST, ...auth } });
    expect(query.statusCode).toBe(400);
  });

  it('a document nested 5,000 deep answers 400 (no stack overflow)', async () => {
    let deep = '1';
    for (let i = 0; i < 5000; i += 1) deep = `[${deep}]`;
    const body = `{"document":{"schemaVersion":1,"product":"soccer","teamName":"x","deep":${deep}}}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: { host: TENANT_ONE_HOST, 'content-type': 'application/json', ...auth },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested too deeply/);
  });

  it('baseVersion beyond what the column holds answers 400', async () => {
    const created = await post('/api/designs', { document: document() }, auth);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/designs/${created.json().data.id}`,
      headers: { host: TENANT_ONE_HOST, ...auth },
      payload: { document: document(), baseVersion: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ baseVersion: 'baseVersion must be at most 2147483647' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/designs?page=99999999999', headers: { host: TENANT_ONE_HOST, ...auth } });
    expect(page.statusCode).toBe(400);
  });

  it("a malformed URL answers the API's { code, message }", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/designs/%E0%A4%A', headers: { host: TENANT_ONE_HOST, ...auth } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/not a valid URL/) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('6. passwords', () => {
  it('a wrong current password on a password change counts toward the lock', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const token = await tokenOf(user);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/oauth/password',
        headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'An0ther#Secret-pass', confirmPassword: 'An0ther#Secret-pass' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change('Not-my-password-1')).statusCode).toBe(400);
    // Locked: the right current password gets the same answer, and so does a sign-in.
    const right = await change(user.password);
    expect(right.statusCode).toBe(400);
    expect(right.json().fields).toEqual({ currentPassword: 'The current password is incorrect' });
    expect((await signIn(ctx.app, TENANT_ONE_HOST, user)).statusCode).toBe(401);
    await ctx.deliver();
    expect(ctx.mail.to(user.email).some((mail) => mail.subject.includes('is locked'))).toBe(true);
  });

  it('a reset may not set the email address as the password', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST, { email: 'reset-rule@example.test' });
    await post('/api/accounts/forgotpassword', { email: user.email });
    await ctx.deliver();
    const token = linkToken(ctx.mail.last(user.email), '/auth/resetpassword');
    const refused = await post('/api/accounts/resetpassword', { token, password: 'reset-rule@example.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ password: 'The password must not be your email address' });
    // The link was not spent by the refusal.
    expect((await post('/api/accounts/resetpassword', { token, password: 'Fine#Reset-pass-9' })).statusCode).toBe(200);
  });
});

describe('10. caching and proxies', () => {
  it('personal answers are no-store; public shop answers vary on the headers that choose the shop', async () => {
    const auth = { authorization: `Bearer ${await tokenOf(DEMO.one.customer)}` };
    for (const url of ['/api/accounts/details', '/api/accounts/summary', '/api/oauth/notification', '/api/designs', '/api/oauth/token']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST, ...auth } });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
    for (const url of ['/api/templates?type=SOCCER_KIT', '/api/fabrics', '/whoami']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST } });
      expect({ url, vary: response.headers.vary }).toEqual({ url, vary: 'Origin, X-Shop-Key, X-Forwarded-Host' });
    }
  });

  it('TRUST_PROXY takes addresses and ranges, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    expect(parseTrustProxy('loopback,uniquelocal')).toBe('loopback,uniquelocal');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY="true" would trust every client/);
    expect(() => loadServerConfig({ TRUST_PROXY: 'true' }, '/tmp')).toThrow(/TRUST_PROXY/);
  });

  it('TRUST_PROXY refuses at start-up any range that trusts every client, IPv4-mapped forms included', () => {
    for (const everyone of ['true', '*', 'TRUE']) {
      expect(() => loadServerConfig({ TRUST_PROXY: everyone }, '/tmp')).toThrow(`TRUST_PROXY="${everyone}" would trust every client`);
    }
    for (const range of ['0.0.0.0/0', '::/0', '0:0:0:0:0:0:0:0/0', '::ffff:0:0/96', '::ffff:0.0.0.0/96', '0:0:0:0:0:ffff:0:0/100', '::/64', '2000::/3', '0.0.0.0/1', '10.0.0.0/8, 128.0.0.0/1']) {
      const wide = range.split(', ').at(-1);
      expect(() => loadServerConfig({ TRUST_PROXY: range }, '/tmp')).toThrow(`TRUST_PROXY trusts too many clients: "${wide}" is wider than a gateway's network`);
    }
    for (const malformed of ['0/0', '0.0.0.0/0.0.0.0', '010.0.0.0/8', '10.0.0.0/33', '10.0.0.0/8/8']) {
      expect(() => parseTrustProxy(malformed)).toThrow(/TRUST_PROXY must list the gateway's addresses or ranges/);
    }
    // A gateway's own networks (private, unique-local, a CDN's published range, one mapped address) are kept.
    expect(parseTrustProxy('10.0.0.0/8,172.16.0.0/12,fc00::/7,173.245.48.0/20,::ffff:10.1.2.3,::1')).toBe('10.0.0.0/8,172.16.0.0/12,fc00::/7,173.245.48.0/20,::ffff:10.1.2.3,::1');
  });
});
