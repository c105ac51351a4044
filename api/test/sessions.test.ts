import { RefreshTokenResponse, SessionListResponse, TokenResponse } from '@teamwear/shared/contracts';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { describeUserAgent } from '../src/auth/user-agent';
import { createTestApp, decodePart, registerUser, TENANT_ONE_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(credentials: { email: string; password: string }, userAgent: string, ip: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/token',
    headers: { host: TENANT_ONE_HOST, 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { ...credentials, clientId: 'web' },
  });
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json());
}

const list = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/oauth/token', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
const destroy = (token: string, userId: string, sessionId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/oauth/destroy/${userId}/${sessionId}`, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });
const details = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/accounts/details', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` } });

describe('signed-in devices', () => {
  it('lists the sessions with device, browser, IP and times, marking the current one', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const laptop = await signInFrom(user, CHROME_WINDOWS, '203.0.113.7');
    const phone = await signInFrom(user, SAFARI_IPHONE, '198.51.100.20');

    const response = await list(phone.access_token);
    expect(response.statusCode).toBe(200);
    const sessions = SessionListResponse.parse(response.json()).data;
    expect(sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(sessions.map((session) => [session.device, session]));
    expect(byDevice.iPhone).toMatchObject({ browser: 'Safari 17', ip: '198.51.100.20', current: true });
    expect(byDevice.Windows).toMatchObject({ browser: 'Chrome 126', ip: '203.0.113.7', current: false });
    expect(new Date(byDevice.Windows?.startedAt ?? '').getTime()).toBeLessThanOrEqual(Date.now());

    // A refresh counts as access.
    const before = byDevice.Windows?.lastAccessAt ?? '';
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/refreshtoken',
      headers: { host: TENANT_ONE_HOST },
      payload: { token: laptop.refresh_token, clientId: 'web' },
    });
    RefreshTokenResponse.parse(refreshed.json());
    const after = SessionListResponse.parse((await list(phone.access_token)).json()).data.find((s) => s.device === 'Windows');
    expect(new Date(after?.lastAccessAt ?? '').getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(sessions.every((session) => session.userId === sessions[0]?.userId)).toBe(true);
  });

  it('ends another session of mine at once; someone else’s is 404', async () => {
    const me = await registerUser(ctx.app, TENANT_ONE_HOST);
    const someone = await registerUser(ctx.app, TENANT_ONE_HOST);
    const here = await signInFrom(me, CHROME_WINDOWS, '203.0.113.7');
    const there = await signInFrom(me, SAFARI_IPHONE, '198.51.100.20');
    const theirs = await signInFrom(someone, CHROME_WINDOWS, '192.0.2.1');

    const mine = SessionListResponse.parse((await list(here.access_token)).json()).data;
    const other = mine.find((session) => !session.current);
    const theirSession = SessionListResponse.parse((await list(theirs.access_token)).json()).data[0];
    if (!other || !theirSession) throw new Error('sessions missing');

    // Someone else's session: by their user id, or by mine with their session id.
    expect((await destroy(here.access_token, theirSession.userId, theirSession.id)).statusCode).toBe(404);
    expect((await destroy(here.access_token, other.userId, theirSession.id)).statusCode).toBe(404);
    expect((await destroy(here.access_token, other.userId, 'not-a-uuid')).statusCode).toBe(404);
    expect((await details(theirs.access_token)).statusCode).toBe(200);

    const ended = await destroy(here.access_token, other.userId, other.id);
    expect(ended.statusCode).toBe(204);
    expect((await details(there.access_token)).statusCode).toBe(401); // refused at once, not at expiry
    expect((await details(here.access_token)).statusCode).toBe(200);
    expect(SessionListResponse.parse((await list(here.access_token)).json()).data.map((s) => s.id)).not.toContain(other.id);
    expect((await destroy(here.access_token, other.userId, other.id)).statusCode).toBe(404);
    expect((await destroy('', other.userId, other.id)).statusCode).toBe(401);
  });
});

describe('a session that ends is refused at once, although its check is kept in memory', () => {
  const signOut = (tokens: { access_token: string; refresh_token: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token/destroy',
      headers: { host: TENANT_ONE_HOST },
      payload: { token: tokens.refresh_token },
    });
  const sessionIdOf = (token: string) => decodePart(token, 1).sid as string;

  it('on sign-out', async () => {
    const tokens = await signInFrom(await registerUser(ctx.app, TENANT_ONE_HOST), CHROME_WINDOWS, '203.0.113.7');
    expect((await details(tokens.access_token)).statusCode).toBe(200);
    expect((await details(tokens.access_token)).statusCode).toBe(200); // now answered from memory
    expect((await signOut(tokens)).statusCode).toBe(204);
    expect((await details(tokens.access_token)).statusCode).toBe(401);
  });

  it('when another process ends it in the database (another API instance, the back office)', async () => {
    const tokens = await signInFrom(await registerUser(ctx.app, TENANT_ONE_HOST), CHROME_WINDOWS, '203.0.113.7');
    expect((await details(tokens.access_token)).statusCode).toBe(200);
    await writeBehindTheApi(ctx.db, () =>
      ctx.db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: 'test' }).where('id', '=', sessionIdOf(tokens.access_token)).execute(),
    );
    expect((await details(tokens.access_token)).statusCode).toBe(401);
  });

  it('when its absolute expiry is brought forward, or the user is deleted', async () => {
    const short = await signInFrom(await registerUser(ctx.app, TENANT_ONE_HOST), CHROME_WINDOWS, '203.0.113.7');
    expect((await details(short.access_token)).statusCode).toBe(200);
    await writeBehindTheApi(ctx.db, () =>
      ctx.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', sessionIdOf(short.access_token)).execute(),
    );
    expect((await details(short.access_token)).statusCode).toBe(401);

    const gone = await signInFrom(await registerUser(ctx.app, TENANT_ONE_HOST), CHROME_WINDOWS, '203.0.113.7');
    expect((await details(gone.access_token)).statusCode).toBe(200);
    await writeBehindTheApi(ctx.db, () => ctx.db.deleteFrom('users').where('id', '=', decodePart(gone.access_token, 1).sub as string).execute());
    expect((await details(gone.access_token)).statusCode).toBe(401);
  });

  it('and an access token accepted once is refused when it expires', async () => {
    const tokens = await signInFrom(await registerUser(ctx.app, TENANT_ONE_HOST), CHROME_WINDOWS, '203.0.113.7');
    const claims = decodePart(tokens.access_token, 1);
    // At least two seconds ahead: `exp` is in whole seconds, and floor(now) + 1 could be a
    // millisecond away, expiring before the first call on a busy machine (seen in CI).
    const exp = Math.ceil(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ ...claims, exp })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: ctx.app.signingKeys.kid })
      .sign(ctx.app.signingKeys.privateKey);
    expect((await details(shortLived)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    expect((await details(shortLived)).statusCode).toBe(401);
    expect((await details(tokens.access_token)).statusCode).toBe(200);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WINDOWS, 'Windows', 'Chrome 126'],
    [SAFARI_IPHONE, 'iPhone', 'Safari 17'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'macOS', 'Firefox 127'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Windows', 'Edge 126'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S911B Build/UP1A) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Android (SM-S911B)', 'Samsung Internet 25'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Android', 'Chrome 126'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', 'Linux', 'Chrome 126'],
    ['curl/8.5.0', 'Unknown', 'curl 8'],
    [undefined, 'Unknown', 'Unknown'],
  ])('%s', (userAgent, device, browser) => {
    expect(describeUserAgent(userAgent)).toEqual({ device, browser });
  });
});
