import { RefreshTokenResponse, TokenResponse } from '@teamwear/shared/contracts';
import { lockSeconds } from '../src/auth/brute-force';
import { argon2PasswordChecks, type PasswordChecks } from '../src/auth/passwords';
import { defaultAppConfig } from '../src/config';
import { createTestApp, linkToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

/** The hashes sign-in checked passwords against since a test last emptied it: the real argon2 checks, watched. */
const checkedHashes: string[] = [];
const watchedPasswords: PasswordChecks = {
  ...argon2PasswordChecks,
  verify: async (passwordHash, password) => {
    checkedHashes.push(passwordHash);
    return argon2PasswordChecks.verify(passwordHash, password);
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false }, { passwords: watchedPasswords });
});
afterAll(async () => {
  await ctx.close();
});

const INVALID = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
const MINUTE = 60_000;

const post = (url: string, payload: unknown, host = TENANT_ONE_HOST) => ctx.app.inject({ method: 'POST', url, headers: { host }, payload: payload as object });
const details = (host: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/accounts/details', headers: { host, authorization: `Bearer ${token}` } });
const refresh = (host: string, token: string) => post('/api/accounts/refreshtoken', { token, clientId: 'web' }, host);

async function tokens(host: string, credentials: { email: string; password: string }) {
  const response = await signIn(ctx.app, host, credentials);
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json());
}

async function failTimes(host: string, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await signIn(ctx.app, host, { email, password: `Wrong#guess-${i}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  }
}

async function storedHash(email: string): Promise<string> {
  const row = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
  return row.password_hash;
}

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → `argon2id v=19 m=19456,t=2,p=1`: what a check costs. */
const argon2Parameters = (passwordHash: string | undefined) => passwordHash?.split('$').slice(1, 4).join(' ');

async function lockedUntil(email: string): Promise<Date | null> {
  const row = await ctx.db.selectFrom('users').select('locked_until').where('email', '=', email).executeTakeFirstOrThrow();
  return row.locked_until;
}

describe('brute-force protection', () => {
  it('locks after 5 failures; while locked even the right password gets the same 401; failures then do not count', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    await failTimes(TENANT_ONE_HOST, user.email, 4);
    expect(await lockedUntil(user.email)).toBeNull();
    await failTimes(TENANT_ONE_HOST, user.email, 1);
    const until = await lockedUntil(user.email);
    expect(until?.getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 50_000);
    expect(until?.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime() + MINUTE);

    const right = await signIn(ctx.app, TENANT_ONE_HOST, user);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(INVALID);
    await failTimes(TENANT_ONE_HOST, user.email, 7); // during the lock: not counted, no longer lock
    expect((await lockedUntil(user.email))?.getTime()).toBe(until?.getTime());

    // One unlock mail per lock, with a link to the shop's unlock page.
    await ctx.deliver();
    const mails = ctx.mail.to(user.email).filter((mail) => mail.subject.includes('locked'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/auth\/unlock\?token=[A-Za-z0-9_-]{43}/);

    // The wait passes: the right password works again.
    ctx.clock.advance(MINUTE + 1000);
    expect((await signIn(ctx.app, TENANT_ONE_HOST, user)).statusCode).toBe(200);
  });

  it('doubles the wait with each further lock, up to the cap', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const waits: number[] = [];
    for (let lock = 0; lock < 3; lock += 1) {
      await failTimes(TENANT_ONE_HOST, user.email, 5);
      const until = await lockedUntil(user.email);
      waits.push(Math.round(((until?.getTime() ?? 0) - ctx.clock.now().getTime()) / MINUTE));
      ctx.clock.advance((until?.getTime() ?? 0) - ctx.clock.now().getTime() + 1000);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect([5, 6, 20].map((lock) => lockSeconds(defaultAppConfig.auth.bruteForce, lock))).toEqual([900, 900, 900]);
    // A success forgets the count: the next lock is one minute again.
    expect((await signIn(ctx.app, TENANT_ONE_HOST, user)).statusCode).toBe(200);
    await failTimes(TENANT_ONE_HOST, user.email, 5);
    expect(Math.round(((await lockedUntil(user.email))!.getTime() - ctx.clock.now().getTime()) / MINUTE)).toBe(1);
  });

  // A locked account must not answer sooner than a wrong password (the time would tell that it is
  // locked): its password is checked against its hash all the same. Timing the answers flaked on a
  // busy machine; the hashes each answer was checked against are seen instead.
  it("checks a locked account's password against its hash, as a wrong one's, and answers the same", async () => {
    const locked = await registerUser(ctx.app, TENANT_ONE_HOST);
    const other = await registerUser(ctx.app, TENANT_ONE_HOST);
    await failTimes(TENANT_ONE_HOST, locked.email, 5);
    expect(await lockedUntil(locked.email)).not.toBeNull();
    const checkedFor = async (credentials: { email: string; password: string }) => {
      checkedHashes.length = 0;
      const answer = await signIn(ctx.app, TENANT_ONE_HOST, credentials);
      return { answer: { status: answer.statusCode, body: answer.json() as unknown }, hashes: [...checkedHashes] };
    };

    const whileLocked = await checkedFor(locked); // the right password
    const wrong = await checkedFor({ email: other.email, password: 'Wrong#guess-a' });
    const unknown = await checkedFor({ email: `nobody-${other.email}`, password: 'Wrong#guess-a' });
    expect(whileLocked.hashes).toEqual([await storedHash(locked.email)]);
    expect(wrong.hashes).toEqual([await storedHash(other.email)]);
    // An unknown email is checked against a throwaway hash of the same cost (argon2's parameters).
    expect(unknown.hashes).toHaveLength(1);
    expect(unknown.hashes[0]).not.toBe(await storedHash(other.email));
    expect(argon2Parameters(unknown.hashes[0])).toBe(argon2Parameters(await storedHash(other.email)));
    expect(whileLocked.answer).toEqual({ status: 401, body: INVALID });
    expect(wrong.answer).toEqual(whileLocked.answer);
    expect(unknown.answer).toEqual(whileLocked.answer);
  });

  it('unlocks with the mailed link, once', async () => {
    const user = await registerUser(ctx.app, TENANT_TWO_HOST);
    await failTimes(TENANT_TWO_HOST, user.email, 5);
    expect((await signIn(ctx.app, TENANT_TWO_HOST, user)).statusCode).toBe(401);
    await ctx.deliver();
    const token = linkToken(ctx.mail.last(user.email), '/auth/unlock');

    expect((await post('/api/oauth/unlock', { token }, TENANT_ONE_HOST)).statusCode).toBe(400); // another tenant's host
    const unlock = await post('/api/oauth/unlock', { token }, TENANT_TWO_HOST);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({ message: 'Your account is unlocked: please sign in' });
    expect((await signIn(ctx.app, TENANT_TWO_HOST, user)).statusCode).toBe(200);

    const again = await post('/api/oauth/unlock', { token }, TENANT_TWO_HOST);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: 'This link is invalid or has expired' });
    expect((await post('/api/oauth/unlock', {}, TENANT_TWO_HOST)).json().fields).toEqual({ token: 'Token is required' });
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string, host = TENANT_ONE_HOST) => post('/api/accounts/forgotpassword', { email }, host);
  const reset = (token: string, password: string, host = TENANT_ONE_HOST) => post('/api/accounts/resetpassword', { token, password }, host);

  it('mails a single-use link; resetting ends every session and unlocks the account', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const first = await tokens(TENANT_ONE_HOST, user);
    const second = await tokens(TENANT_ONE_HOST, user);
    await failTimes(TENANT_ONE_HOST, user.email, 5); // locked too

    const answer = await forgot(user.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Password reset link sent' });
    await ctx.deliver();
    const mail = ctx.mail.last(user.email);
    expect(mail?.subject).toBe('Reset your Angkor Athletics password');
    expect(mail?.html).toContain('href="http://localhost:3000/auth/resetpassword?token=');
    const token = linkToken(mail, '/auth/resetpassword');

    const weak = await reset(token, '1234567890');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'This password is too common: choose another' });

    const done = await reset(token, 'Brand#New-Password-9');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset: please sign in' });
    for (const pair of [first, second]) {
      expect((await details(TENANT_ONE_HOST, pair.access_token)).statusCode).toBe(401);
      expect((await refresh(TENANT_ONE_HOST, pair.refresh_token)).statusCode).toBe(401);
    }
    expect((await signIn(ctx.app, TENANT_ONE_HOST, user)).statusCode).toBe(401);
    expect((await signIn(ctx.app, TENANT_ONE_HOST, { email: user.email, password: 'Brand#New-Password-9' })).statusCode).toBe(200);

    const reused = await reset(token, 'Another#Password-10');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'INVALID_TOKEN', message: 'This link is invalid or has expired' });
    await ctx.deliver();
    expect(ctx.mail.last(user.email)?.subject).toBe('Your Angkor Athletics password was changed');
  });

  it('refuses a link after 30 minutes, and on another tenant', async () => {
    const user = await registerUser(ctx.app, TENANT_TWO_HOST);
    await forgot(user.email, TENANT_TWO_HOST);
    await ctx.deliver();
    const token = linkToken(ctx.mail.last(user.email), '/auth/resetpassword');
    expect((await reset(token, 'Brand#New-Password-9', TENANT_ONE_HOST)).statusCode).toBe(400);
    ctx.clock.advance(30 * MINUTE + 1000);
    expect((await reset(token, 'Brand#New-Password-9', TENANT_TWO_HOST)).statusCode).toBe(400);
    expect((await signIn(ctx.app, TENANT_TWO_HOST, user)).statusCode).toBe(200);
  });

  it('a newer link voids the older one, and mails are not sent more than once a minute', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    await forgot(user.email);
    await ctx.deliver();
    const older = linkToken(ctx.mail.last(user.email), '/auth/resetpassword');
    await forgot(user.email); // within the minute: same answer, no mail
    await ctx.deliver();
    expect(linkToken(ctx.mail.last(user.email), '/auth/resetpassword')).toBe(older);
    ctx.clock.advance(MINUTE + 1000);
    await forgot(user.email);
    await ctx.deliver();
    const newer = linkToken(ctx.mail.last(user.email), '/auth/resetpassword');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Brand#New-Password-9')).statusCode).toBe(400);
    expect((await reset(newer, 'Brand#New-Password-9')).statusCode).toBe(200);
  });
});

describe('PUT /api/oauth/password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/oauth/password', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` }, payload });

  it("checks the current password, then ends the user's other sessions and keeps this one", async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    const here = await tokens(TENANT_ONE_HOST, user);
    const elsewhere = await tokens(TENANT_ONE_HOST, user);

    const wrong = await change(here.access_token, { currentPassword: 'Not#The-Password', newPassword: 'Next#Password-2026', confirmPassword: 'Next#Password-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The current password is incorrect',
      fields: { currentPassword: 'The current password is incorrect' },
    });
    const mismatch = await change(here.access_token, { currentPassword: user.password, newPassword: 'Next#Password-2026', confirmPassword: 'Other' });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'The password confirmation is incorrect' });

    const ok = await change(here.access_token, { currentPassword: user.password, newPassword: 'Next#Password-2026', confirmPassword: 'Next#Password-2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been changed' });

    expect((await details(TENANT_ONE_HOST, here.access_token)).statusCode).toBe(200);
    const rotated = await refresh(TENANT_ONE_HOST, here.refresh_token);
    expect(rotated.statusCode).toBe(200);
    RefreshTokenResponse.parse(rotated.json());
    expect((await details(TENANT_ONE_HOST, elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(TENANT_ONE_HOST, elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await signIn(ctx.app, TENANT_ONE_HOST, { email: user.email, password: 'Next#Password-2026' })).statusCode).toBe(200);
    await ctx.deliver();
    expect(ctx.mail.last(user.email)?.subject).toBe('Your Angkor Athletics password was changed');
  });
});
