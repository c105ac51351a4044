import { exportSPKI, SignJWT } from 'jose';
import { AccessTokenClaims, AccountDetailsResponse, RefreshTokenResponse, TokenResponse } from '@teamwear/shared/contracts';
import { generateSigningKeys } from '../src/auth/keys';
import { createTestApp, decodePart, DEMO, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const details = (host: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/accounts/details',
    headers: { host, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });

async function tokensFor(host: string, credentials: { email: string; password: string }) {
  const response = await signIn(ctx.app, host, credentials);
  expect(response.statusCode).toBe(200);
  return TokenResponse.parse(response.json());
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/accounts/token', () => {
  it('signs a customer in with a short-lived ES256 access token and an opaque refresh token', async () => {
    const response = await signIn(ctx.app, TENANT_ONE_HOST, DEMO.one.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = TokenResponse.parse(response.json());
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token.split('.')).toHaveLength(1);

    expect(decodePart(tokens.access_token, 0)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = AccessTokenClaims.parse(decodePart(tokens.access_token, 1));
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims).toMatchObject({
      email: 'demo@angkor.test',
      given_name: 'Dara',
      family_name: 'Sok',
      resource_access: { web: { roles: [] } },
    });
    const whoami = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } });
    expect(claims.tid).toBe(whoami.json().data.id);
    expect(claims.sid).toEqual(expect.any(String));
  });

  it('refuses an administrator on the customer client, and a customer on the provider client', async () => {
    const admin = await signIn(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ code: 'ADMIN_NOT_ALLOWED', message: 'This app is for customers. Administrators work in the back office.' });
    expect(admin.json()).not.toHaveProperty('access_token');
    const customer = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token',
      headers: { host: TENANT_TWO_HOST },
      payload: { ...DEMO.two.customer, clientId: 'provider' },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('FORBIDDEN');
  });

  it('puts the ADMIN role and the shop role of a team member in resource_access.provider.roles on the provider client', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token',
      headers: { host: TENANT_TWO_HOST },
      payload: { ...DEMO.two.admin, clientId: 'provider' },
    });
    expect(response.statusCode).toBe(200);
    const claims = AccessTokenClaims.parse(decodePart(TokenResponse.parse(response.json()).access_token, 1));
    expect(claims.resource_access.provider?.roles).toEqual(['ADMIN', 'OWNER']);
    expect(claims.aud).toBe('provider');
  });

  it('matches the email regardless of case', async () => {
    const response = await signIn(ctx.app, TENANT_ONE_HOST, { ...DEMO.one.customer, email: 'Demo@Angkor.TEST' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrongPassword = await signIn(ctx.app, TENANT_ONE_HOST, { email: DEMO.one.customer.email, password: 'Wrong#2026pass' });
    const unknownEmail = await signIn(ctx.app, TENANT_ONE_HOST, { email: 'ghost@angkor.test', password: 'Demo#2026pass' });
    const expected = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.json()).toEqual(expected);
  });

  it("does not sign a user in on another tenant's host", async () => {
    const response = await signIn(ctx.app, TENANT_TWO_HOST, DEMO.one.customer);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('GET /api/accounts/details', () => {
  it('returns the signed-in user', async () => {
    const tokens = await tokensFor(TENANT_TWO_HOST, DEMO.two.customer);
    const response = await details(TENANT_TWO_HOST, tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(AccountDetailsResponse.parse(response.json())).toEqual({
      data: { firstName: 'Vanna', lastName: 'Keo', email: 'demo@mekong.test', phoneNumber: '+855 17 222 333', emailVerified: true },
    });
  });

  it('asks for a token when none is sent', async () => {
    const response = await details(TENANT_ONE_HOST);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it("refuses tenant one's token on tenant two's host", async () => {
    const tokens = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    expect((await details(TENANT_ONE_HOST, tokens.access_token)).statusCode).toBe(200);
    const response = await details(TENANT_TWO_HOST, tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'The access token is invalid or has expired' });
  });

  it('refuses a tampered token', async () => {
    const tokens = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${b64url({ ...claims, resource_access: { web: { roles: ['ADMIN'] } } })}.${signature}`;
    expect((await details(TENANT_ONE_HOST, forged)).statusCode).toBe(401);
    expect((await details(TENANT_ONE_HOST, `${tokens.access_token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    expect((await details(TENANT_ONE_HOST, 'not-a-jwt')).statusCode).toBe(401);
  });

  it('refuses alg none, HS256 signed with the public key, and a token from another key', async () => {
    const tokens = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    const claims = decodePart(tokens.access_token, 1);

    const algNone = `${b64url({ alg: 'none', typ: 'at+jwt' })}.${b64url(claims)}.`;
    expect((await details(TENANT_ONE_HOST, algNone)).statusCode).toBe(401);

    const publicPem = await exportSPKI(ctx.app.signingKeys.publicKey);
    const hsConfusion = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(publicPem));
    expect((await details(TENANT_ONE_HOST, hsConfusion)).statusCode).toBe(401);

    const attacker = await generateSigningKeys();
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: ctx.app.signingKeys.kid })
      .sign(attacker.privateKey);
    expect((await details(TENANT_ONE_HOST, otherKey)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const tokens = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    const claims = decodePart(tokens.access_token, 1);
    const expired = await new SignJWT({ ...claims, iat: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) - 300 })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: ctx.app.signingKeys.kid })
      .sign(ctx.app.signingKeys.privateKey);
    expect((await details(TENANT_ONE_HOST, expired)).statusCode).toBe(401);
  });
});

describe('refresh and sign-out', () => {
  const refresh = (host: string, token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/accounts/refreshtoken', headers: { host }, payload: { token, clientId: 'web' } });

  it('rotates the refresh token, and a reused one ends the session', async () => {
    const first = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    const rotated = await refresh(TENANT_ONE_HOST, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = RefreshTokenResponse.parse(rotated.json()).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await details(TENANT_ONE_HOST, second.access_token)).statusCode).toBe(200);

    const replay = await refresh(TENANT_ONE_HOST, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TOKEN');
    // The whole family is revoked: the newer refresh token and the access token stop working.
    expect((await refresh(TENANT_ONE_HOST, second.refresh_token)).statusCode).toBe(401);
    expect((await details(TENANT_ONE_HOST, second.access_token)).statusCode).toBe(401);
  });

  it("refuses a refresh token on another tenant's host", async () => {
    const tokens = await tokensFor(TENANT_ONE_HOST, DEMO.one.customer);
    expect((await refresh(TENANT_TWO_HOST, tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(TENANT_ONE_HOST, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('sign-out ends the session', async () => {
    const tokens = await tokensFor(TENANT_TWO_HOST, DEMO.two.customer);
    const destroy = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token/destroy',
      headers: { host: TENANT_TWO_HOST, authorization: `Bearer ${tokens.access_token}` },
      payload: { token: tokens.refresh_token },
    });
    expect(destroy.statusCode).toBe(204);
    expect(destroy.body).toBe('');
    expect((await details(TENANT_TWO_HOST, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(TENANT_TWO_HOST, tokens.refresh_token)).statusCode).toBe(401);
  });
});
