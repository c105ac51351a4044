import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { AccessTokenClaims, TermsRequiredError, TokenResponse } from '@teamwear/shared/contracts';
import {
  createTestApp,
  decodePart,
  DEMO,
  linkToken,
  registerUser,
  setTenantAuthSettings,
  signIn,
  TENANT_ONE_HOST,
  TENANT_TWO_HOST,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let server: http.Server;
let issuer: string;
let providerKey: CryptoKey;
const CLIENT_ID = 'teamwear-angkor.apps.example';

beforeAll(async () => {
  // A tiny OpenID provider: its JWKS served from 127.0.0.1 with a key generated for this run.
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  providerKey = privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] });
  server = http.createServer((request, response) => {
    if (request.url === '/jwks') response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  ctx = await createTestApp({ rateLimit: false });
  await setTenantAuthSettings(ctx.db, 'angkor', {
    oidcProviders: [
      { id: 'example', issuer, jwksUri: `${issuer}/jwks`, clientId: CLIENT_ID },
      { id: 'offline', issuer: 'http://127.0.0.1:9', jwksUri: 'http://127.0.0.1:9/jwks', clientId: CLIENT_ID },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

let subjects = 0;
function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string; expiresIn?: string | number } = {}) {
  subjects += 1;
  return new SignJWT({ email: `social${subjects}@example.test`, email_verified: true, given_name: 'Bopha', family_name: 'Ly', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
    .setAudience(claims.aud ?? CLIENT_ID)
    .setSubject(claims.sub ?? `subject-${subjects}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? providerKey);
}

const social = (token: string, provider = 'example', host = TENANT_ONE_HOST) =>
  ctx.app.inject({ method: 'POST', url: '/api/oauth/social', headers: { host, 'client-id': 'web' }, payload: { provider, idToken: token } });

const REFUSED = { code: 'INVALID_CREDENTIALS', message: 'The sign-in could not be verified' };

describe('POST /api/oauth/social', () => {
  it('signs up on first use (terms to accept), then signs the same person in', async () => {
    const token = await idToken({ email: 'bopha@example.test', sub: 'bopha-1' });
    const first = await social(token);
    expect(first.statusCode).toBe(403);
    const { termsToken } = TermsRequiredError.parse(first.json());
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/accepttermsandconditions',
      headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${termsToken}` },
    });
    expect(accepted.statusCode).toBe(200);
    const claims = AccessTokenClaims.parse(decodePart(TokenResponse.parse(accepted.json()).access_token, 1));
    expect(claims).toMatchObject({ email: 'bopha@example.test', given_name: 'Bopha', family_name: 'Ly' });

    const again = await social(await idToken({ email: 'bopha@example.test', sub: 'bopha-1' }));
    expect(again.statusCode).toBe(200);
    expect(AccessTokenClaims.parse(decodePart(TokenResponse.parse(again.json()).access_token, 1)).sub).toBe(claims.sub);
    // The random password nobody knows does not sign in.
    const users = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', 'bopha@example.test').execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('links to the existing account with the same verified email', async () => {
    const response = await social(await idToken({ email: DEMO.one.customer.email }));
    expect(response.statusCode).toBe(200);
    expect(AccessTokenClaims.parse(decodePart(TokenResponse.parse(response.json()).access_token, 1)).given_name).toBe('Dara');
  });

  it('never links onto an account registered, perhaps in advance, by someone who has not confirmed the email', async () => {
    // An attacker registers the victim's address first (no access to the victim's mail).
    const victim = 'victim@example.test';
    const attacker = await registerUser(ctx.app, TENANT_ONE_HOST, { email: victim });
    const refused = await social(await idToken({ email: victim, sub: 'victim-google' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_NOT_VERIFIED' });
    const identities = await ctx.db.selectFrom('user_identities').select('subject').where('subject', '=', 'victim-google').execute();
    expect(identities).toHaveLength(0);

    // The victim proves the address by resetting the password through it; then social sign-in links.
    await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgotpassword', headers: { host: TENANT_ONE_HOST }, payload: { email: victim } });
    await ctx.deliver();
    const token = linkToken(ctx.mail.last(victim), '/auth/resetpassword');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/resetpassword',
      headers: { host: TENANT_ONE_HOST },
      payload: { token, password: 'Victim#Own-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const linked = await social(await idToken({ email: victim, sub: 'victim-google' }));
    expect(linked.statusCode).toBe(200);
    // The attacker's password no longer works: the reset replaced it.
    expect((await signIn(ctx.app, TENANT_ONE_HOST, attacker)).statusCode).toBe(401);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token and an unverified email', async () => {
    const cases = [
      await idToken({ aud: 'someone-else' }),
      await idToken({ iss: 'https://evil.example' }),
      await idToken({ iat: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
      await idToken({ email_verified: false }),
      await idToken({ email: undefined }),
    ];
    for (const token of cases) {
      const response = await social(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(REFUSED);
    }
  });

  it('refuses another key, alg none, an HMAC token, an unknown provider and another tenant', async () => {
    const { privateKey: attackerKey } = await generateKeyPair('RS256');
    const good = await idToken();
    const [, payload] = good.split('.');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hmac = await new SignJWT(decodePart(good, 1)).setProtectedHeader({ alg: 'HS256', kid: 'test-key' }).sign(new TextEncoder().encode('x'.repeat(32)));
    for (const token of [
      await idToken({}, { key: attackerKey }),
      await idToken({}, { key: attackerKey, kid: 'other' }),
      `${b64({ alg: 'none' })}.${payload}.`,
      hmac,
    ]) {
      expect((await social(token)).json()).toEqual(REFUSED);
    }
    expect((await social(good, 'unknown')).json()).toEqual(REFUSED);
    expect((await social(good, 'example', TENANT_TWO_HOST)).json()).toEqual(REFUSED);
  });

  it('validates the body and header, and answers 503 when the provider is unreachable', async () => {
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/oauth/social', headers: { host: TENANT_ONE_HOST }, payload: { provider: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ provider: 'Provider is required', idToken: 'ID token is required' });
    const noClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/social',
      headers: { host: TENANT_ONE_HOST },
      payload: { provider: 'example', idToken: await idToken() },
    });
    expect(noClient.json().fields).toEqual({ 'client-id': 'client-id must be "web"' });
    const offline = await social(await idToken(), 'offline');
    expect(offline.statusCode).toBe(503);
    expect(offline.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
