import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountDetailsResponse,
  AccountSummaryResponse,
  ApiError,
  DestroyTokenRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
  TokenRequest,
  TokenResponse,
  UpdateAccountDetailsRequest,
} from '@teamwear/shared/contracts';
import { loadAccountSummary } from '../accounts/summary';
import { withTenant } from '../db/tenant-scope';
import { HttpError, invalidCredentials, invalidToken } from '../http/errors';
import { signInRateLimit } from '../http/rate-limits';
import { tenantOf } from '../tenancy/tenant-plugin';
import { principalOf } from './bearer-auth';
import { clearFailedSignIns, isLocked } from './brute-force';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { revokeSession, revokeSessionByRefreshToken, rotateRefreshToken } from './session-store';
import { clientRefusal, finishSignIn, noStore, SignInStepRequired, tokenPair } from './sign-in-flow';
import { findUserByEmail, findUserById, toAccountDetails } from './user-queries';
import { recordWrongPassword } from './wrong-password';

const invalidRefreshToken = () => new HttpError(401, 'INVALID_TOKEN', 'The refresh token is invalid or has expired');

/** Sign-in, token refresh, sign-out, and the signed-in user's details and dashboard summary. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/accounts/token',
    {
      config: signInRateLimit(app.config),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        description:
          'Answers the tokens, or 403 OTP_REQUIRED (a code was mailed: new device) or TERMS_REQUIRED (accept the ' +
          'updated terms). Wrong password, unknown email and a locked account all answer 401 INVALID_CREDENTIALS. ' +
          'After 5 wrong passwords in a row the account is locked for 1 minute, doubling with each lock up to ' +
          '15 minutes, and an unlock link is mailed.',
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ApiError, 401: ApiError, 403: SignInStepRequired, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { email, password, clientId } = request.body;
      const { clock } = app;
      noStore(reply);
      const user = await withTenant(app.db, tenant.id, (tx) => findUserByEmail(tx, tenant.id, email));
      if (!user) {
        await burnPasswordCheck(password);
        throw invalidCredentials();
      }
      // The hash is checked even while locked, so a locked account answers in the same time.
      const passwordOk = await verifyPassword(user.password_hash, password);
      if (isLocked(user, clock.now())) {
        request.log.info({ userId: user.id }, 'sign-in refused: account locked');
        throw invalidCredentials();
      }
      if (!passwordOk) {
        const locked = await withTenant(app.db, tenant.id, (tx) => recordWrongPassword(tx, app, tenant, user));
        if (locked) {
          app.mailer.kick();
          request.log.warn({ userId: user.id }, 'account locked after repeated failed sign-ins');
        }
        throw invalidCredentials();
      }
      if (user.failed_sign_ins > 0 || user.lockouts > 0) {
        await withTenant(app.db, tenant.id, (tx) => clearFailedSignIns(tx, tenant.id, user.id));
      }
      return finishSignIn({ app, request, reply, tenant }, user, clientId);
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
      // A session begun before the client rules (an administrator on the customer app) ends here.
      if (clientRefusal(user, clientId)) {
        await withTenant(app.db, tenant.id, (tx) => revokeSession(tx, tenant.id, rotation.sessionId, 'client_not_allowed'));
        throw invalidRefreshToken();
      }
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
        response: { 200: AccountDetailsResponse, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = await withTenant(app.db, principal.tenantId, (tx) => findUserById(tx, principal.tenantId, principal.userId));
      if (!user) throw invalidToken();
      return { data: toAccountDetails(user) };
    },
  );

  app.put(
    '/api/accounts/details',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's name and phone number (the email is the sign-in name and stays)",
        security: [{ bearerAuth: [] }],
        body: UpdateAccountDetailsRequest,
        response: { 200: AccountDetailsResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { firstName, lastName, phoneNumber } = request.body;
      const user = await withTenant(app.db, principal.tenantId, (tx) =>
        tx
          .updateTable('users')
          .set({ first_name: firstName, last_name: lastName, phone: phoneNumber, updated_at: new Date() })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', principal.userId)
          .returningAll()
          .executeTakeFirst(),
      );
      if (!user) throw invalidToken();
      return { data: toAccountDetails(user) };
    },
  );

  app.get(
    '/api/accounts/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "The dashboard's counts: designs, players, orders in progress and completed",
        security: [{ bearerAuth: [] }],
        response: { 200: AccountSummaryResponse, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return {
        data: await withTenant(app.db, principal.tenantId, (tx) => loadAccountSummary(tx, principal.tenantId, principal.userId, app.clock.now())),
      };
    },
  );
};
