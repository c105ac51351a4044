import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_ROLE,
  PROVIDER_CLIENT,
  type ClientId,
  type TokenResponse,
} from '@teamwear/shared/contracts';
import type { AppConfig } from '../config';
import type { TenantRow, UserRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { HttpError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { otpMail } from '../mail/templates';
import { otpOnNewDevice } from '../tenancy/tenant-settings';
import { signAccessToken, type AccessTokenSettings } from './access-token';
import { deviceCookieOf, isKnownDevice } from './devices';
import type { SigningKeys } from './keys';
import { issueOtp } from './one-time-tokens';
import { startSession } from './session-store';
import { signTermsToken, termsToAccept } from './terms';

export function tokenSettings(config: AppConfig): AccessTokenSettings {
  return { issuer: config.auth.issuer, ttlSeconds: config.auth.accessTokenTtlSeconds };
}

export async function tokenPair(
  keys: SigningKeys,
  config: AppConfig,
  user: UserRow,
  session: { sessionId: string; refreshToken: string; clientId: ClientId },
): Promise<TokenResponse> {
  const settings = tokenSettings(config);
  const accessToken = await signAccessToken(keys, settings, {
    userId: user.id,
    tenantId: user.tenant_id,
    sessionId: session.sessionId,
    clientId: session.clientId,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    roles: user.roles,
  });
  return { access_token: accessToken, refresh_token: session.refreshToken, expires_in: settings.ttlSeconds, token_type: 'Bearer' };
}

/** Token answers (and their 403 steps) must never be cached (RFC 6749 §5.1). */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

export const OTP_REQUIRED_MESSAGE = 'Enter the code we sent to your email';
export const ADMIN_NOT_ALLOWED_MESSAGE = 'This app is for customers. Administrators work in the back office.';
export const PROVIDER_ONLY_MESSAGE = "Only the shop's team can sign in to its tools";

/**
 * Which accounts a client application may hold tokens for: the customer app (`web`) customers only,
 * the shop team's tools (`provider`) administrators only. Null when allowed, else the 403 to answer.
 * The browser also drops an administrator's tokens, but the rule must hold for any client.
 */
export function clientRefusal(user: Pick<UserRow, 'roles'>, clientId: ClientId): HttpError | null {
  const admin = user.roles.includes(ADMIN_ROLE);
  if (clientId === PROVIDER_CLIENT) return admin ? null : new HttpError(403, 'FORBIDDEN', PROVIDER_ONLY_MESSAGE);
  return admin ? new HttpError(403, 'ADMIN_NOT_ALLOWED', ADMIN_NOT_ALLOWED_MESSAGE) : null;
}
export const TERMS_REQUIRED_MESSAGE = 'Please accept the updated terms and conditions';

export interface SignInStep {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: TenantRow;
}

/**
 * The steps after the user is known to be who they say (password or ID token checked, not locked):
 * 1. a new browser on a tenant that asks for it → mail a code, 403 OTP_REQUIRED (unless the code
 *    was just confirmed: `deviceVerified`);
 * 2. newer terms than the user accepted → 403 TERMS_REQUIRED with a terms token;
 * 3. otherwise start a session and answer the tokens.
 */
export async function finishSignIn(
  step: SignInStep,
  user: UserRow,
  clientId: ClientId,
  options: { deviceVerified?: boolean } = {},
): Promise<TokenResponse> {
  const { app, request, reply, tenant } = step;
  const { config, clock } = app;
  noStore(reply);
  const refusal = clientRefusal(user, clientId);
  if (refusal) {
    request.log.info({ userId: user.id, clientId }, 'sign-in refused: account not allowed on this client');
    throw refusal;
  }

  if (!options.deviceVerified && otpOnNewDevice(tenant, config)) {
    const cookie = deviceCookieOf(request);
    const challenged = await withTenant(app.db, tenant.id, async (tx) => {
      if (await isKnownDevice(tx, clock, tenant.id, user.id, cookie)) return false;
      const code = await issueOtp(tx, clock, { tenantId: tenant.id, userId: user.id, clientId, ttlSeconds: config.auth.otpTtlSeconds });
      const mail = otpMail(tenant.name, { firstName: user.first_name, language: user.language }, code, Math.round(config.auth.otpTtlSeconds / 60));
      await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
      return true;
    });
    if (challenged) {
      app.mailer.kick();
      request.log.info({ userId: user.id }, 'sign-in code sent (new device)');
      throw new HttpError(403, 'OTP_REQUIRED', OTP_REQUIRED_MESSAGE, { extra: { username: user.email } });
    }
  }

  const terms = await withTenant(app.db, tenant.id, (tx) => termsToAccept(tx, user, clock.now()));
  if (terms) {
    const termsToken = await signTermsToken(
      app.signingKeys,
      { issuer: config.auth.issuer, ttlSeconds: config.auth.termsTokenTtlSeconds },
      { user, clientId, termsId: terms.id },
    );
    throw new HttpError(403, 'TERMS_REQUIRED', TERMS_REQUIRED_MESSAGE, { extra: { termsToken } });
  }

  const session = await withTenant(app.db, tenant.id, (tx) =>
    startSession(tx, user, { clientId, userAgent: request.headers['user-agent'], ipAddress: request.ip }, config.auth.sessionTtlSeconds),
  );
  request.log.info({ userId: user.id, sessionId: session.sessionId }, 'signed in');
  return tokenPair(app.signingKeys, config, user, { ...session, clientId });
}
