import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordEndpoints } from '@teamwear/shared/contracts';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { invalidLink, invalidToken, validationFailed } from '../http/errors';
import { accountMailRateLimit, signInRateLimit } from '../http/rate-limits';
import { answerNoSoonerThan } from '../http/uniform-timing';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { alreadyRegisteredMail, passwordChangedMail, resetPasswordMail, verifyEmailMail, welcomeMail } from '../mail/templates';
import { tenantOf } from '../tenancy/tenant-plugin';
import { principalOf } from './bearer-auth';
import { clearFailedSignIns, isLocked } from './brute-force';
import { consumeLinkToken, issueLinkToken, latestTokenIssuedAt, openLinkTokenUser, voidOpenTokens } from './one-time-tokens';
import { passwordWeakness } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './session-store';
import { currentTerms } from './terms';
import { findUserByEmail, findUserById, insertUser, markEmailVerified } from './user-queries';
import { recordWrongPassword } from './wrong-password';
import { routeOf } from '../http/endpoint-route';

export const REGISTERED_MESSAGE = 'Registration done: please go to sign in';
export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset: please sign in';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';
export const UNLOCKED_MESSAGE = 'Your account is unlocked: please sign in';
export const EMAIL_VERIFIED_MESSAGE = 'Your email is confirmed';
export const VERIFY_EMAIL_SENT_MESSAGE = 'We sent a new confirmation link to your email';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email is already confirmed';

/** A second reset (or confirmation) mail for the same account is not sent within this time. */
const RESET_MAIL_INTERVAL_MS = 60_000;

const currentPasswordIncorrect = () => validationFailed('currentPassword', 'The current password is incorrect');

function checkNewPassword(field: string, password: string, email?: string): void {
  const weakness = passwordWeakness(password, email);
  if (weakness) throw validationFailed(field, weakness);
}

/** Registration, forgotten and changed passwords, and the unlock link. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock, config } = app;
  const verifyLinkDays = () => Math.round(config.auth.verifyEmailTokenTtlSeconds / 86_400);
  const issueVerifyEmailToken = (tx: TenantTx, tenantId: string, userId: string) =>
    issueLinkToken(tx, clock, { tenantId, userId, purpose: 'verify_email', ttlSeconds: config.auth.verifyEmailTokenTtlSeconds });

  app.route({
    ...routeOf(passwordEndpoints.register, {
      tags: ['accounts'],
      summary: 'Create a customer account',
      description:
        'Answers 201 with the same message whether or not the email already has an account in this shop (the ' +
        'owner of an existing address is mailed instead). Registering accepts the current terms and conditions.',
    }),
    config: accountMailRateLimit(config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const body = request.body;
      checkNewPassword('password', body.password, body.email);
      // Hashed whether or not the email is taken, so both answers take the same time.
      const passwordHash = await hashPassword(body.password);
      await withTenant(app.db, tenant.id, async (tx) => {
        const now = clock.now();
        const to = await shopLinks(tx, tenant);
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
          language: body.language,
        });
        const user = created ?? (await findUserByEmail(tx, tenant.id, body.email));
        if (!user) return;
        // A new account works at once but is unverified until the mailed link is followed.
        const mail = created
          ? welcomeMail(tenant.name, { firstName: user.first_name, language: user.language }, to.verifyEmail(await issueVerifyEmailToken(tx, tenant.id, user.id)), verifyLinkDays())
          : alreadyRegisteredMail(tenant.name, { firstName: user.first_name, language: user.language }, to.signIn, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, created: Boolean(created) }, created ? 'registered' : 'registration for a known email');
      });
      app.mailer.kick();
      return reply.code(201).send({ message: REGISTERED_MESSAGE });
    },
  });

  app.route({
    ...routeOf(passwordEndpoints.forgot, {
      tags: ['accounts'],
      summary: 'Mail a password reset link (valid 30 minutes, once)',
      description: 'Always answers 200 with the same message, in about the same time, whether or not the email is known.',
    }),
    config: accountMailRateLimit(config),
    handler: async (request) => {
      const startedAt = performance.now();
      const tenant = tenantOf(request);
      const sent = await withTenant(app.db, tenant.id, async (tx) => {
        const user = await findUserByEmail(tx, tenant.id, request.body.email);
        if (!user) return false;
        const to = await shopLinks(tx, tenant);
        const now = clock.now();
        const last = await latestTokenIssuedAt(tx, tenant.id, user.id, 'reset_password');
        if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return false;
        const token = await issueLinkToken(tx, clock, {
          tenantId: tenant.id,
          userId: user.id,
          purpose: 'reset_password',
          ttlSeconds: config.auth.resetTokenTtlSeconds,
        });
        const mail = resetPasswordMail(tenant.name, { firstName: user.first_name, language: user.language }, to.reset(token), Math.round(config.auth.resetTokenTtlSeconds / 60));
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        return true;
      });
      if (sent) app.mailer.kick();
      await answerNoSoonerThan(startedAt, config.auth.uniformResponseMs);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  });

  app.route({
    ...routeOf(passwordEndpoints.reset, {
      tags: ['accounts'],
      summary: 'Set a new password with the token of a reset link; ends every session of the user',
      description: 'The token works once and for 30 minutes; otherwise 400 INVALID_TOKEN. Also unlocks the account.',
    }),
    config: signInRateLimit(config),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const { token, password } = request.body;
      // The owner is looked up first (without spending the link) so the new password meets the
      // same rules as on registering and changing it, the email rule included.
      const owner = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await openLinkTokenUser(tx, clock, tenant.id, 'reset_password', token);
        return userId ? findUserById(tx, tenant.id, userId) : undefined;
      });
      if (!owner) throw invalidLink();
      checkNewPassword('password', password, owner.email);
      const passwordHash = await hashPassword(password);
      const reset = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await consumeLinkToken(tx, clock, tenant.id, 'reset_password', token);
        const user = userId === owner.id ? await findUserById(tx, tenant.id, userId) : undefined;
        if (!user) return false;
        const now = clock.now();
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        // The reset link reached this address: that proves the address is the user's.
        await markEmailVerified(tx, tenant.id, user.id, now);
        const to = await shopLinks(tx, tenant);
        await clearFailedSignIns(tx, tenant.id, user.id);
        await voidOpenTokens(tx, clock, tenant.id, user.id, ['reset_password', 'unlock', 'otp']);
        const ended = await revokeUserSessions(tx, tenant.id, user.id, 'password_reset');
        const mail = passwordChangedMail(tenant.name, { firstName: user.first_name, language: user.language }, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, endedSessions: ended }, 'password reset');
        return true;
      });
      if (!reset) throw invalidLink();
      app.mailer.kick();
      return { message: PASSWORD_RESET_MESSAGE };
    },
  });

  app.route({
    ...routeOf(passwordEndpoints.unlock, {
      tags: ['accounts'],
      summary: 'Unlock an account with the token of the mailed unlock link (once, within an hour)',
    }),
    config: accountMailRateLimit(config),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(passwordEndpoints.change, {
      tags: ['accounts'],
      summary: "Change the signed-in user's password; ends the user's other sessions",
      description: 'A wrong current password answers 400 VALIDATION_FAILED on currentPassword.',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticate,
    config: signInRateLimit(config),
    handler: async (request) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const { currentPassword, newPassword } = request.body;
      const user = await withTenant(app.db, tenant.id, (tx) => findUserById(tx, tenant.id, principal.userId));
      if (!user) throw invalidToken();
      // The current password is checked like a sign-in: wrong ones count toward the lock, and a
      // locked account is refused even the right one, with the same answer and in the same time.
      const currentOk = await verifyPassword(user.password_hash, currentPassword);
      if (isLocked(user, clock.now())) throw currentPasswordIncorrect();
      if (!currentOk) {
        const locked = await withTenant(app.db, tenant.id, (tx) => recordWrongPassword(tx, app, tenant, user));
        if (locked) {
          app.mailer.kick();
          request.log.warn({ userId: user.id }, 'account locked after repeated wrong current passwords');
        }
        throw currentPasswordIncorrect();
      }
      checkNewPassword('newPassword', newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      await withTenant(app.db, tenant.id, async (tx) => {
        const now = clock.now();
        const to = await shopLinks(tx, tenant);
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await voidOpenTokens(tx, clock, tenant.id, user.id, ['reset_password', 'unlock', 'otp']);
        const ended = await revokeUserSessions(tx, tenant.id, user.id, 'password_changed', principal.sessionId);
        const mail = passwordChangedMail(tenant.name, { firstName: user.first_name, language: user.language }, to.forgot);
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        request.log.info({ userId: user.id, endedSessions: ended }, 'password changed');
      });
      app.mailer.kick();
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });

  app.route({
    ...routeOf(passwordEndpoints.verifyEmail, {
      tags: ['accounts'],
      summary: 'Confirm the email address with the token of the mailed link (once, within 7 days)',
      description: 'No sign-in needed: the link may be opened on another device. 400 INVALID_TOKEN for an unknown, used or expired link.',
    }),
    config: accountMailRateLimit(config),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const verified = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await consumeLinkToken(tx, clock, tenant.id, 'verify_email', request.body.token);
        if (!userId) return false;
        await markEmailVerified(tx, tenant.id, userId, clock.now());
        request.log.info({ userId }, 'email confirmed');
        return true;
      });
      if (!verified) throw invalidLink();
      return { message: EMAIL_VERIFIED_MESSAGE };
    },
  });

  app.route({
    ...routeOf(passwordEndpoints.resendVerifyEmail, {
      tags: ['accounts'],
      summary: "Mail the signed-in user a new link that confirms their email (earlier links stop working)",
      description: 'At most one mail a minute; asking again sooner answers the same message and sends nothing.',
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticate,
    config: accountMailRateLimit(config),
    handler: async (request) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const outcome = await withTenant(app.db, tenant.id, async (tx) => {
        const user = await findUserById(tx, tenant.id, principal.userId);
        if (!user) throw invalidToken();
        if (user.email_verified_at) return 'verified' as const;
        const now = clock.now();
        const last = await latestTokenIssuedAt(tx, tenant.id, user.id, 'verify_email');
        if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return 'throttled' as const;
        const to = await shopLinks(tx, tenant);
        const mail = verifyEmailMail(tenant.name, { firstName: user.first_name, language: user.language }, to.verifyEmail(await issueVerifyEmailToken(tx, tenant.id, user.id)), verifyLinkDays());
        await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
        return 'sent' as const;
      });
      if (outcome === 'sent') app.mailer.kick();
      return { message: outcome === 'verified' ? EMAIL_ALREADY_VERIFIED_MESSAGE : VERIFY_EMAIL_SENT_MESSAGE };
    },
  });
};
