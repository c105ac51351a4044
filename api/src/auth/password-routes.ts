import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  UnlockRequest,
} from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { invalidLink, invalidToken, validationFailed } from '../http/errors';
import { accountMailRateLimit, signInRateLimit } from '../http/rate-limits';
import { answerNoSoonerThan } from '../http/uniform-timing';
import { enqueueMail } from '../mail/outbox';
import { alreadyRegisteredMail, passwordChangedMail, resetPasswordMail, welcomeMail } from '../mail/templates';
import { tenantOf } from '../tenancy/tenant-plugin';
import { publicOrigin } from '../tenancy/tenant-settings';
import { principalOf } from './bearer-auth';
import { clearFailedSignIns } from './brute-force';
import { consumeLinkToken, issueLinkToken, latestTokenIssuedAt, voidOpenTokens } from './one-time-tokens';
import { passwordWeakness } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './session-store';
import { currentTerms } from './terms';
import { findUserByEmail, findUserById, insertUser } from './user-queries';

export const REGISTERED_MESSAGE = 'Registration done: please go to sign in';
export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset: please sign in';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';
export const UNLOCKED_MESSAGE = 'Your account is unlocked: please sign in';

/** A second reset mail for the same account is not sent within this time (the answer is the same). */
const RESET_MAIL_INTERVAL_MS = 60_000;

const links = (origin: string) => ({
  signIn: `${origin}/auth/signin`,
  forgot: `${origin}/auth/forgotpassword`,
  reset: (token: string) => `${origin}/auth/resetpassword?token=${token}`,
  unlock: (token: string) => `${origin}/auth/unlock?token=${token}`,
});

function checkNewPassword(field: string, password: string, email?: string): void {
  const weakness = passwordWeakness(password, email);
  if (weakness) throw validationFailed(field, weakness);
}

/** Registration, forgotten and changed passwords, and the unlock link. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock, config } = app;

  app.post(
    '/api/accounts/register',
    {
      config: accountMailRateLimit(config),
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account',
        description:
          'Answers 201 with the same message whether or not the email already has an account in this shop (the ' +
          'owner of an existing address is mailed instead). Registering accepts the current terms and conditions.',
        body: RegisterRequest,
        response: { 201: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const body = request.body;
      checkNewPassword('password', body.password, body.email);
      // Hashed whether or not the email is taken, so both answers take the same time.
      const passwordHash = await hashPassword(body.password);
      const to = links(publicOrigin(request, tenant));
      await withTenant(app.db, tenant.id, async (tx) => {
        const now = clock.now();
        const terms = await currentTerms(tx, tenant.id, now);
        const created = await insertUser(tx, {
          tenantId: tenant.id,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phoneNumber,
          email: body.email,
          passwordHash,
          acceptedTermsId: terms?.id ?? null,
          now,
        });
        const user = created ?? (await findUserByEmail(tx, tenant.id, body.email));
        if (!user) return;
        const mail = created
          ? welcomeMail(tenant.name, user.first_name, to.signIn)
          : alreadyRegisteredMail(tenant.name, user.first_name, to.signIn, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, created: Boolean(created) }, created ? 'registered' : 'registration for a known email');
      });
      app.mailer.kick();
      return reply.code(201).send({ message: REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/api/accounts/forgotpassword',
    {
      config: accountMailRateLimit(config),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (valid 30 minutes, once)',
        description: 'Always answers 200 with the same message, in about the same time, whether or not the email is known.',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const startedAt = performance.now();
      const tenant = tenantOf(request);
      const to = links(publicOrigin(request, tenant));
      const sent = await withTenant(app.db, tenant.id, async (tx) => {
        const user = await findUserByEmail(tx, tenant.id, request.body.email);
        if (!user) return false;
        const now = clock.now();
        const last = await latestTokenIssuedAt(tx, tenant.id, user.id, 'reset_password');
        if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return false;
        const token = await issueLinkToken(tx, clock, {
          tenantId: tenant.id,
          userId: user.id,
          purpose: 'reset_password',
          ttlSeconds: config.auth.resetTokenTtlSeconds,
        });
        const mail = resetPasswordMail(tenant.name, user.first_name, to.reset(token), Math.round(config.auth.resetTokenTtlSeconds / 60));
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        return true;
      });
      if (sent) app.mailer.kick();
      await answerNoSoonerThan(startedAt, config.auth.uniformResponseMs);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/accounts/resetpassword',
    {
      config: signInRateLimit(config),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset link; ends every session of the user',
        description: 'The token works once and for 30 minutes; otherwise 400 INVALID_TOKEN. Also unlocks the account.',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { token, password } = request.body;
      checkNewPassword('password', password);
      const passwordHash = await hashPassword(password);
      const to = links(publicOrigin(request, tenant));
      const reset = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await consumeLinkToken(tx, clock, tenant.id, 'reset_password', token);
        const user = userId ? await findUserById(tx, tenant.id, userId) : undefined;
        if (!user) return false;
        const now = clock.now();
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await clearFailedSignIns(tx, tenant.id, user.id);
        await voidOpenTokens(tx, clock, tenant.id, user.id, ['reset_password', 'unlock', 'otp']);
        const ended = await revokeUserSessions(tx, tenant.id, user.id, 'password_reset');
        const mail = passwordChangedMail(tenant.name, user.first_name, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, endedSessions: ended }, 'password reset');
        return true;
      });
      if (!reset) throw invalidLink();
      app.mailer.kick();
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );

  app.post(
    '/api/oauth/unlock',
    {
      config: accountMailRateLimit(config),
      schema: {
        tags: ['accounts'],
        summary: 'Unlock an account with the token of the mailed unlock link (once, within an hour)',
        body: UnlockRequest,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const unlocked = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await consumeLinkToken(tx, clock, tenant.id, 'unlock', request.body.token);
        if (!userId) return false;
        await clearFailedSignIns(tx, tenant.id, userId);
        request.log.info({ userId }, 'account unlocked by link');
        return true;
      });
      if (!unlocked) throw invalidLink();
      return { message: UNLOCKED_MESSAGE };
    },
  );

  app.put(
    '/api/oauth/password',
    {
      onRequest: app.authenticate,
      config: signInRateLimit(config),
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's password; ends the user's other sessions",
        description: 'A wrong current password answers 400 VALIDATION_FAILED on currentPassword.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const { currentPassword, newPassword } = request.body;
      const user = await withTenant(app.db, tenant.id, (tx) => findUserById(tx, tenant.id, principal.userId));
      if (!user) throw invalidToken();
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw validationFailed('currentPassword', 'The current password is incorrect');
      }
      checkNewPassword('newPassword', newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      const to = links(publicOrigin(request, tenant));
      await withTenant(app.db, tenant.id, async (tx) => {
        const now = clock.now();
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await voidOpenTokens(tx, clock, tenant.id, user.id, ['reset_password', 'unlock', 'otp']);
        const ended = await revokeUserSessions(tx, tenant.id, user.id, 'password_changed', principal.sessionId);
        const mail = passwordChangedMail(tenant.name, user.first_name, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, endedSessions: ended }, 'password changed');
      });
      app.mailer.kick();
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
