import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientIdHeader,
  ConfirmOtpHeaders,
  ResendOtpHeaders,
  signInEndpoints,
  type TermsResponse,
  type ClientId,
} from '@teamwear/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { TermsRow, UserRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { HttpError, notFound } from '../http/errors';
import { accountMailRateLimit, signInRateLimit } from '../http/rate-limits';
import { answerNoSoonerThan } from '../http/uniform-timing';
import { enqueueMail } from '../mail/outbox';
import { otpMail } from '../mail/templates';
import { tenantOf } from '../tenancy/tenant-plugin';
import { authSettingsOf } from '../tenancy/tenant-settings';
import { deviceCookieHeader, deviceCookieOf, rememberDevice } from './devices';
import { IdTokenVerifier } from './oidc';
import { checkOtp, issueOtp, latestOtp } from './one-time-tokens';
import { hashPassword } from './passwords';
import { verifyAccessToken } from './access-token';
import { finishSignIn, noStore, tokenSettings } from './sign-in-flow';
import { currentTerms, recordTermsAccepted, termsById, termsToAccept, verifyTermsToken, type TermsTokenClaims } from './terms';
import { findUserByEmail, findUserById, insertUser } from './user-queries';
import { newRefreshToken } from './refresh-token';
import { routeOf } from '../http/endpoint-route';

export const OTP_RESENT_MESSAGE = 'A new code has been sent to your email';
const invalidOtp = () => new HttpError(401, 'INVALID_CREDENTIALS', 'The code is invalid or has expired');
const invalidTermsToken = () =>
  new HttpError(401, 'INVALID_TOKEN', 'The terms token is invalid or has expired: please sign in again', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });
const untrustedIdToken = () => new HttpError(401, 'INVALID_CREDENTIALS', 'The sign-in could not be verified');
export const ACCOUNT_NOT_VERIFIED_MESSAGE =
  'An account with this email already exists and its email is not confirmed: sign in with its password, or reset the password, then use this sign-in';
const accountNotVerified = () => new HttpError(409, 'ACCOUNT_NOT_VERIFIED', ACCOUNT_NOT_VERIFIED_MESSAGE);

/** A new code may be asked for no sooner than this after the last one, and at most this many times. */
const OTP_RESEND_INTERVAL_MS = 30_000;
const OTP_MAX_RESENDS = 5;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header)?.[1] ?? '';
}

function toTermsDocument(terms: TermsRow): TermsResponse['data'] {
  return { version: terms.version, title: terms.title, body: terms.body, publishedAt: terms.published_at.toISOString() };
}

/** The extra sign-in steps (one-time code, terms) and sign-in with an OpenID Connect ID token. */
export const signInStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock, config } = app;
  const idTokens = new IdTokenVerifier();

  /** A terms token for this tenant whose user exists and has not changed password since. */
  async function termsTokenUser(request: FastifyRequest, token: string): Promise<{ claims: TermsTokenClaims; user: UserRow }> {
    const tenant = tenantOf(request);
    const claims = await verifyTermsToken(app.signingKeys, config.auth.issuer, token);
    if (!claims || claims.tid !== tenant.id) throw invalidTermsToken();
    const user = await withTenant(app.db, tenant.id, (tx) => findUserById(tx, tenant.id, claims.sub));
    if (!user || user.password_changed_at.getTime() !== claims.pwc) throw invalidTermsToken();
    return { claims, user };
  }

  app.route({
    ...routeOf(signInEndpoints.confirmOtp, {
      tags: ['sign-in steps'],
      summary: 'Finish a sign-in with the mailed code (no body: headers Username, OTP-Token, client-id)',
      description:
        'Answers the tokens (or 403 TERMS_REQUIRED) and sets the httpOnly device cookie, so this browser needs no ' +
        'code next time. A wrong, used or expired code answers 401 INVALID_CREDENTIALS (after the same answer time ' +
        'whether or not the address has an account); 5 wrong codes spend it.',
      headers: ConfirmOtpHeaders.loose(),
    }),
    config: signInRateLimit(config),
    handler: async (request, reply) => {
      const startedAt = performance.now();
      const tenant = tenantOf(request);
      const headers = request.headers as unknown as ConfirmOtpHeaders;
      noStore(reply);
      // An unknown address is refused at once, a known one after checking its code: a refusal waits for
      // the same answer time either way, or the time would tell which addresses have accounts.
      const refused = async () => {
        await answerNoSoonerThan(startedAt, config.auth.uniformResponseMs);
        return invalidOtp();
      };
      const user = await withTenant(app.db, tenant.id, (tx) => findUserByEmail(tx, tenant.id, headers.username));
      if (!user) throw await refused();
      const check = await withTenant(app.db, tenant.id, (tx) =>
        checkOtp(tx, clock, { tenantId: tenant.id, userId: user.id, code: headers['otp-token'], maxAttempts: config.auth.otpMaxAttempts }),
      );
      if (!check.ok) throw await refused();
      const cookie = await withTenant(app.db, tenant.id, (tx) =>
        rememberDevice(tx, clock, { tenantId: tenant.id, userId: user.id, cookie: deviceCookieOf(request), userAgent: request.headers['user-agent'] }),
      );
      reply.header('set-cookie', deviceCookieHeader(cookie, request.protocol === 'https'));
      return finishSignIn({ app, request, reply, tenant }, user, headers['client-id'], { deviceVerified: true });
    },
  });

  app.route({
    ...routeOf(signInEndpoints.resendOtp, {
      tags: ['sign-in steps'],
      summary: 'Mail a new sign-in code (no body: header Username)',
      description:
        'Always answers 200 with the same message. A code is sent only when a sign-in from this user is waiting ' +
        'for one, at most every 30 seconds and 5 times.',
      headers: ResendOtpHeaders.loose(),
    }),
    config: accountMailRateLimit(config),
    handler: async (request) => {
      const startedAt = performance.now();
      const tenant = tenantOf(request);
      const { username } = request.headers as unknown as ResendOtpHeaders;
      const sent = await withTenant(app.db, tenant.id, async (tx) => {
        const user = await findUserByEmail(tx, tenant.id, username);
        if (!user) return false;
        const last = await latestOtp(tx, tenant.id, user.id);
        const now = clock.now().getTime();
        if (!last || last.used_at || now - last.created_at.getTime() < OTP_RESEND_INTERVAL_MS) return false;
        // A sign-in waits for a code for a while after its code expired; then it must start again.
        if (now - last.created_at.getTime() > 2 * config.auth.otpTtlSeconds * 1000 || last.resends >= OTP_MAX_RESENDS) return false;
        const code = await issueOtp(tx, clock, {
          tenantId: tenant.id,
          userId: user.id,
          clientId: last.client_id ?? 'web',
          ttlSeconds: config.auth.otpTtlSeconds,
          resends: last.resends + 1,
        });
        const mail = otpMail(tenant.name, { firstName: user.first_name, language: user.language }, code, Math.round(config.auth.otpTtlSeconds / 60));
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        return true;
      });
      if (sent) app.mailer.kick();
      await answerNoSoonerThan(startedAt, config.auth.uniformResponseMs);
      return { message: OTP_RESENT_MESSAGE };
    },
  });

  app.route({
    ...routeOf(signInEndpoints.terms, {
      tags: ['sign-in steps'],
      summary: 'The terms and conditions',
      description:
        'With `Authorization: Bearer <termsToken>` (from a 403 TERMS_REQUIRED): the version to accept. Without ' +
        'one, or with an access token: the current version, e.g. for the sign-up page. 404 when the shop has ' +
        'published none.',
      security: [{ termsToken: [] }, {}],
    }),
    config: signInRateLimit(config),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const token = bearerOf(request);
      let terms: TermsRow | undefined;
      if (token === null) {
        terms = await withTenant(app.db, tenant.id, (tx) => currentTerms(tx, tenant.id, clock.now()));
      } else if (token && (await verifyTermsToken(app.signingKeys, config.auth.issuer, token))) {
        const { claims } = await termsTokenUser(request, token);
        terms = await withTenant(app.db, tenant.id, (tx) => termsById(tx, tenant.id, claims.tv));
      } else {
        // A signed-in browser may send its access token: it reads the current terms like anyone.
        const claims = token ? await verifyAccessToken(app.signingKeys, tokenSettings(config), token) : null;
        if (!claims || claims.tid !== tenant.id) throw invalidTermsToken();
        terms = await withTenant(app.db, tenant.id, (tx) => currentTerms(tx, tenant.id, clock.now()));
      }
      if (!terms) throw notFound('No terms and conditions are published');
      return { data: toTermsDocument(terms) };
    },
  });

  app.route({
    ...routeOf(signInEndpoints.acceptTerms, {
      tags: ['sign-in steps'],
      summary: 'Accept the terms and finish the sign-in (no body; Authorization: Bearer <termsToken>)',
      description: 'Answers the tokens. The terms token works once (until the terms change again) and for 10 minutes.',
      security: [{ termsToken: [] }],
    }),
    config: signInRateLimit(config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      noStore(reply);
      const token = bearerOf(request);
      if (!token) throw invalidTermsToken();
      const { claims, user } = await termsTokenUser(request, token);
      const accepted = await withTenant(app.db, tenant.id, async (tx) => {
        const pending = await termsToAccept(tx, user, clock.now());
        const version = await termsById(tx, tenant.id, claims.tv);
        // Spent once the user's accepted version is at least this one.
        if (!pending || !version || version.published_at < pending.published_at) return false;
        await recordTermsAccepted(tx, user, version.id, clock.now());
        return true;
      });
      if (!accepted) throw invalidTermsToken();
      request.log.info({ userId: user.id, termsId: claims.tv }, 'terms accepted');
      const fresh = await withTenant(app.db, tenant.id, (tx) => findUserById(tx, tenant.id, user.id));
      if (!fresh) throw invalidTermsToken();
      // The code step (if any) was passed before the terms token was issued.
      return finishSignIn({ app, request, reply, tenant }, fresh, claims.cid, { deviceVerified: true });
    },
  });

  app.route({
    ...routeOf(signInEndpoints.social, {
      tags: ['sign-in steps'],
      summary: 'Sign in (or up, on first use) with an OpenID Connect ID token from a provider the shop trusts',
      description:
        'The ID token is verified against the issuer\'s JWKS: signature, iss, aud (the shop\'s client id at the ' +
        'provider), exp, and email_verified. Answers like the token call; an untrusted or invalid ID token ' +
        'answers 401 INVALID_CREDENTIALS.',
      headers: ClientIdHeader.loose(),
    }),
    config: signInRateLimit(config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const clientId = (request.headers as unknown as { 'client-id': ClientId })['client-id'];
      noStore(reply);
      const provider = authSettingsOf(tenant).oidcProviders.find((candidate) => candidate.id === request.body.provider);
      if (!provider) throw untrustedIdToken();
      let identity;
      try {
        identity = await idTokens.verify(provider, request.body.idToken);
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'social sign-in: the issuer keys could not be fetched');
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The sign-in provider cannot be reached, try again later');
      }
      if (!identity) throw untrustedIdToken();
      const verified = identity;

      const linked = await withTenant(app.db, tenant.id, (tx) =>
        tx
          .selectFrom('user_identities')
          .innerJoin('users', 'users.id', 'user_identities.user_id')
          .selectAll('users')
          .where('user_identities.tenant_id', '=', tenant.id)
          .where('user_identities.provider', '=', provider.id)
          .where('user_identities.subject', '=', verified.subject)
          .executeTakeFirst(),
      );
      let user = linked;
      if (!user) {
        // First use: link to the account with this (provider-verified) email, or create one with a
        // random password nobody knows (a password can be set later with "forgot password"). Never
        // onto an account whose owner has not proven the address: whoever registered it first,
        // perhaps in advance, would otherwise get the victim's social sign-ins.
        const unusableHash = await hashPassword(newRefreshToken());
        user = await withTenant(app.db, tenant.id, async (tx) => {
          const existing =
            (await findUserByEmail(tx, tenant.id, verified.email)) ??
            (await insertUser(tx, {
              tenantId: tenant.id,
              firstName: verified.givenName,
              lastName: verified.familyName,
              phone: '',
              email: verified.email,
              passwordHash: unusableHash,
              acceptedTermsId: null,
              now: clock.now(),
              emailVerified: true,
              language: request.body.language,
            })) ??
            (await findUserByEmail(tx, tenant.id, verified.email));
          if (!existing) return undefined;
          if (!existing.email_verified_at) throw accountNotVerified();
          await tx
            .insertInto('user_identities')
            .values({ tenant_id: tenant.id, user_id: existing.id, provider: provider.id, subject: verified.subject })
            .onConflict((oc) => oc.doNothing())
            .execute();
          return existing;
        });
        if (!user) throw untrustedIdToken();
        request.log.info({ userId: user.id, provider: provider.id }, 'social identity linked');
      }
      return finishSignIn({ app, request, reply, tenant }, user, clientId);
    },
  });
};

