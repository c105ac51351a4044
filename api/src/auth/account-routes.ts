import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountDetailsResponse,
  ApiError,
  DestroyTokenRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
  TokenRequest,
  TokenResponse,
  type ClientId,
} from '@teamwear/shared/contracts';
import type { AppConfig } from '../config';
import type { UserRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { HttpError, invalidCredentials, invalidToken } from '../http/errors';
import { signInRateLimit } from '../http/rate-limits';
import { tenantOf } from '../tenancy/tenant-plugin';
import { signAccessToken, type AccessTokenSettings } from './access-token';
import { principalOf } from './bearer-auth';
import type { SigningKeys } from './keys';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { revokeSessionByRefreshToken, rotateRefreshToken, startSession } from './session-store';
import { findUserByEmail, findUserById, toAccountDetails } from './user-queries';

const invalidRefreshToken = () => new HttpError(401, 'INVALID_TOKEN', 'The refresh token is invalid or has expired');

function tokenSettings(config: AppConfig): AccessTokenSettings {
  return { issuer: config.auth.issuer, ttlSeconds: config.auth.accessTokenTtlSeconds };
}

async function tokenPair(
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

// Token answers must never be cached (RFC 6749 §5.1).
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** Sign-in, token refresh, sign-out and the signed-in user's details. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/accounts/token',
    {
      config: signInRateLimit(app.config),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { email, password, clientId } = request.body;
      const user = await withTenant(app.db, tenant.id, (tx) => findUserByEmail(tx, tenant.id, email));
      if (!user) {
        await burnPasswordCheck(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();

      const session = await withTenant(app.db, tenant.id, (tx) =>
        startSession(
          tx,
          user,
          { clientId, userAgent: request.headers['user-agent'], ipAddress: request.ip },
          app.config.auth.sessionTtlSeconds,
        ),
      );
      request.log.info({ userId: user.id, sessionId: session.sessionId }, 'signed in');
      noStore(reply);
      return tokenPair(app.signingKeys, app.config, user, { ...session, clientId });
    },
  );

  app.post(
    '/api/accounts/refreshtoken',
    {
      config: signInRateLimit(app.config),
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
        body: RefreshTokenRequest,
        response: { 200: RefreshTokenResponse, 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { token, clientId } = request.body;
      const result = await withTenant(app.db, tenant.id, async (tx) => {
        const rotation = await rotateRefreshToken(tx, tenant.id, token);
        if (rotation.outcome !== 'rotated') return { rotation, user: undefined };
        return { rotation, user: await findUserById(tx, tenant.id, rotation.userId) };
      });
      const { rotation, user } = result;
      if (rotation.outcome === 'reused') {
        request.log.warn({ sessionId: rotation.sessionId }, 'refresh token reused: session revoked');
      }
      if (rotation.outcome !== 'rotated' || !user || rotation.clientId !== clientId) throw invalidRefreshToken();
      noStore(reply);
      return {
        data: await tokenPair(app.signingKeys, app.config, user, {
          sessionId: rotation.sessionId,
          refreshToken: rotation.refreshToken,
          clientId,
        }),
      };
    },
  );

  app.post(
    '/api/accounts/token/destroy',
    {
      config: signInRateLimit(app.config),
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: end the session of this refresh token',
        description: 'Answers 204 whether or not the token was known. A bearer token is accepted but not required.',
        body: DestroyTokenRequest,
        response: { 204: z.null().describe('Signed out'), 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      await withTenant(app.db, tenant.id, (tx) => revokeSessionByRefreshToken(tx, tenant.id, request.body.token));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/accounts/details',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: AccountDetailsResponse, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = await withTenant(app.db, principal.tenantId, (tx) => findUserById(tx, principal.tenantId, principal.userId));
      if (!user) throw invalidToken();
      return { data: toAccountDetails(user) };
    },
  );
};
