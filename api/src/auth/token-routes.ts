import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInEndpoints } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { HttpError, invalidCredentials } from '../http/errors';
import { signInRateLimit } from '../http/rate-limits';
import { tenantOf } from '../tenancy/tenant-plugin';
import { clearFailedSignIns, isLocked } from './brute-force';
import { burnPasswordCheck, type PasswordChecks } from './passwords';
import { revokeSession, revokeSessionByRefreshToken, rotateRefreshToken } from './session-store';
import { clientRefusal, finishSignIn, noStore, tokenPair } from './sign-in-flow';
import { findUserByEmail, findUserById } from './user-queries';
import { recordWrongPassword } from './wrong-password';
import { routeOf } from '../http/endpoint-route';

const invalidRefreshToken = () => new HttpError(401, 'INVALID_TOKEN', 'The refresh token is invalid or has expired');

export interface TokenRoutesOptions {
  /** How a password is checked against its hash (auth/passwords.ts), handed over by app.ts. */
  passwords: PasswordChecks;
}

/** Sign-in (a token pair), token refresh and sign-out. */
export const tokenRoutes: FastifyPluginAsyncZod<TokenRoutesOptions> = async (app, { passwords }) => {
  app.route({
    ...routeOf(signInEndpoints.token, {
      tags: ['accounts'],
      summary: 'Sign in with email and password',
      description:
        'Answers the tokens, or 403 OTP_REQUIRED (a code was mailed: new device) or TERMS_REQUIRED (accept the ' +
        'updated terms). Wrong password, unknown email and a locked account all answer 401 INVALID_CREDENTIALS. ' +
        'After 5 wrong passwords in a row the account is locked for 1 minute, doubling with each lock up to ' +
        '15 minutes, and an unlock link is mailed.',
    }),
    config: signInRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { email, password, clientId } = request.body;
      const { clock } = app;
      noStore(reply);
      const user = await withTenant(app.db, tenant.id, (tx) => findUserByEmail(tx, tenant.id, email));
      if (!user) {
        await burnPasswordCheck(passwords, password);
        throw invalidCredentials();
      }
      // The hash is checked even while locked, so a locked account answers in the same time.
      const passwordOk = await passwords.verify(user.password_hash, password);
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
  });

  app.route({
    ...routeOf(signInEndpoints.refresh, {
      tags: ['accounts'],
      summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
    }),
    config: signInRateLimit(app.config),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(signInEndpoints.signOut, {
      tags: ['accounts'],
      summary: 'Sign out: end the session of this refresh token',
      description: 'Answers 204 whether or not the token was known. A bearer token is accepted but not required.',
    }),
    config: signInRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      await withTenant(app.db, tenant.id, (tx) => revokeSessionByRefreshToken(tx, tenant.id, request.body.token));
      return reply.code(204).send(null);
    },
  });
};
