import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITE_TTL_HOURS, shopRoleOf, shopTeamEndpoints, TEAM_MESSAGES, type ShopRole } from '@teamwear/shared/contracts';
import { recordAudit } from '../audit/audit-log';
import { principalOf } from '../auth/bearer-auth';
import { issueLinkToken, consumeLinkToken, openLinkTokenUser, voidOpenTokens } from '../auth/one-time-tokens';
import { passwordWeakness } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/session-store';
import { findUserByEmail, findUserById } from '../auth/user-queries';
import type { TenantRow, UserRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { HttpError, invalidLink, notFound, validationFailed } from '../http/errors';
import { accountMailRateLimit, signInRateLimit } from '../http/rate-limits';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { staffInviteMail } from '../mail/templates';
import { tenantOf } from '../tenancy/tenant-plugin';
import { auditedMember, isInvited, ownerCount, rolesFor, teamMemberOf, teamRow, teamRows } from './team-queries';

const bearer = [{ bearerAuth: [] }];
const INVITE_TTL_SECONDS = INVITE_TTL_HOURS * 3600;

const noSuchMember = () => notFound('No such team member');
const lastOwner = () => new HttpError(409, 'CONFLICT', TEAM_MESSAGES.lastOwner);
const invalidInvitation = () => new HttpError(400, 'INVALID_TOKEN', TEAM_MESSAGES.invalidInvitation);

/** A team member about to get a new role or be removed, with what decides whether they may. */
interface MemberToChange {
  row: UserRow;
  role: ShopRole | null;
  /** They are the shop's only owner: taking their role or removing them would leave it without one. */
  isLastOwner: boolean;
}

/**
 * The member a role change or a removal is about (404 for none in this shop), locked for the
 * transaction together with the shop's owners, counted first, so two owners demoting or removing
 * each other at once cannot leave the shop without one.
 */
async function memberToChange(tx: TenantTx, tenantId: string, userId: string): Promise<MemberToChange> {
  const owners = await ownerCount(tx, tenantId);
  const row = await teamRow(tx, tenantId, userId, true);
  if (!row) throw noSuchMember();
  const role = shopRoleOf(row.roles);
  return { row, role, isLastOwner: role === 'OWNER' && owners <= 1 };
}

/**
 * The shop's team (issue 36, `/backoffice/team`): its owners list, invite, re-role and remove the
 * people who work in the back office. An invitation is a mailed link (72 h, once) to a page where
 * the colleague chooses a password; until then they cannot sign in. The shop always keeps an
 * owner. A changed role or a removal ends the member's sessions at once: their next call is
 * refused, and they sign in again with what they may now do. Every change is in the audit log.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;

  async function mailInvitation(tx: TenantTx, tenant: TenantRow, invitee: { id: string; email: string; first_name: string; language: 'en' | 'kh' }, role: ShopRole, inviterId: string): Promise<void> {
    const token = await issueLinkToken(tx, clock, { tenantId: tenant.id, userId: invitee.id, purpose: 'staff_invite', ttlSeconds: INVITE_TTL_SECONDS });
    const inviter = await findUserById(tx, tenant.id, inviterId);
    const links = await shopLinks(tx, tenant);
    const mail = staffInviteMail(
      tenant.name,
      { firstName: invitee.first_name, language: invitee.language },
      { inviter: inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : tenant.name, role, link: links.staffInvitation(token), hours: INVITE_TTL_HOURS },
    );
    await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: invitee.email, ...mail });
  }

  app.route({
    ...routeOf(shopTeamEndpoints.list, { tags: ['provider'], summary: 'The shop’s team: each member’s role, and who is invited and has not joined yet', security: bearer }),
    onRequest: app.authenticateStaff('team'),
    handler: async (request) => {
      const principal = principalOf(request);
      const rows = await withTenant(app.db, principal.tenantId, (tx) => teamRows(tx, principal.tenantId));
      return { data: rows.map((row) => teamMemberOf(row, principal.userId)) };
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.invite, {
      tags: ['provider'],
      summary: 'Invite a colleague: mails them a link (valid 72 hours, once) to choose a password',
      description: '409 when the e-mail already has an account at this shop (a customer’s included).',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('team'),
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const { email, firstName, lastName, role, language } = request.body;
      const member = await withTenant(app.db, tenant.id, async (tx) => {
        if (await findUserByEmail(tx, tenant.id, email)) throw new HttpError(409, 'CONFLICT', TEAM_MESSAGES.alreadyMember, { fields: { email: TEAM_MESSAGES.alreadyMember } });
        const now = clock.now();
        const row = await tx
          .insertInto('users')
          .values({
            tenant_id: tenant.id,
            first_name: firstName,
            last_name: lastName,
            phone: '',
            email: email.trim(),
            password_hash: '',
            roles: rolesFor(role),
            updated_at: now,
            language,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await mailInvitation(tx, tenant, row, role, principal.userId);
        await recordAudit(tx, { tenantId: tenant.id, actorId: principal.userId, area: 'team', action: 'member.invited', subject: row.email, after: auditedMember(row) });
        return teamMemberOf(row, principal.userId);
      });
      app.mailer.kick();
      request.log.info({ memberId: member.id, role }, 'team member invited');
      return reply.code(201).send({ data: member });
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.resendInvite, {
      tags: ['provider'],
      summary: 'Mail an invited colleague a new link (the earlier one stops working)',
      description: '409 when they have already joined.',
      security: bearer,
    }),
    config: accountMailRateLimit(app.config),
    onRequest: app.authenticateStaff('team'),
    handler: async (request) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const member = await withTenant(app.db, tenant.id, async (tx) => {
        const row = await teamRow(tx, tenant.id, request.params.id, true);
        if (!row) throw noSuchMember();
        if (!isInvited(row)) throw new HttpError(409, 'CONFLICT', 'This colleague has already joined: they sign in with their own password.');
        await mailInvitation(tx, tenant, row, teamMemberOf(row, principal.userId).role ?? 'PRODUCTION', principal.userId);
        await recordAudit(tx, { tenantId: tenant.id, actorId: principal.userId, area: 'team', action: 'member.invitation-resent', subject: row.email });
        return teamMemberOf(row, principal.userId);
      });
      app.mailer.kick();
      return { data: member };
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.changeRole, {
      tags: ['provider'],
      summary: 'Change a member’s role; ends their sessions so the new role applies at once',
      description: '409 when it would leave the shop without an owner.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('team'),
    handler: async (request) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      const { role } = request.body;
      const member = await withTenant(app.db, tenant.id, async (tx) => {
        const { row, role: before, isLastOwner } = await memberToChange(tx, tenant.id, request.params.id);
        if (before === role) return teamMemberOf(row, principal.userId);
        if (isLastOwner) throw lastOwner();
        const updated = await tx
          .updateTable('users')
          .set({ roles: rolesFor(role), updated_at: clock.now() })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The old role is in their access token: ending the sessions makes them sign in with the new one.
        await revokeUserSessions(tx, tenant.id, row.id, 'role_changed');
        await recordAudit(tx, { tenantId: tenant.id, actorId: principal.userId, area: 'team', action: 'member.role-changed', subject: row.email, before: { role: before }, after: { role } });
        return teamMemberOf(updated, principal.userId);
      });
      request.log.info({ memberId: member.id, role }, 'team member role changed');
      return { data: member };
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.remove, {
      tags: ['provider'],
      summary: 'Remove a member from the team: their account and sessions end; the audit log keeps their name',
      description: '409 for yourself, or for the last owner.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('team'),
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const tenant = tenantOf(request);
      await withTenant(app.db, tenant.id, async (tx) => {
        const { row, isLastOwner } = await memberToChange(tx, tenant.id, request.params.id);
        if (row.id === principal.userId) throw new HttpError(409, 'CONFLICT', TEAM_MESSAGES.notYourself);
        if (isLastOwner) throw lastOwner();
        await revokeUserSessions(tx, tenant.id, row.id, 'removed_from_team');
        // The entry first: it names them while they still exist (actor_id of their own entries becomes null).
        await recordAudit(tx, { tenantId: tenant.id, actorId: principal.userId, area: 'team', action: 'member.removed', subject: row.email, before: auditedMember(row) });
        await tx.deleteFrom('users').where('tenant_id', '=', tenant.id).where('id', '=', row.id).execute();
      });
      request.log.info({ memberId: request.params.id }, 'team member removed');
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.invitation, {
      tags: ['accounts'],
      summary: 'Whose invitation a mailed link is (the page asks for a password next); does not spend the link',
      description: '400 INVALID_TOKEN when the link is unknown, used or older than 72 hours.',
    }),
    config: signInRateLimit(app.config),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const invitee = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await openLinkTokenUser(tx, clock, tenant.id, 'staff_invite', request.body.token);
        return userId ? teamRow(tx, tenant.id, userId) : undefined;
      });
      if (!invitee || !isInvited(invitee)) throw invalidInvitation();
      const role = teamMemberOf(invitee, '').role;
      if (!role) throw invalidInvitation();
      return { data: { email: invitee.email, firstName: invitee.first_name, role } };
    },
  });

  app.route({
    ...routeOf(shopTeamEndpoints.accept, {
      tags: ['accounts'],
      summary: 'Join the team: choose a password with the invitation link’s token (once); then sign in to the back office',
      description: '400 INVALID_TOKEN when the link is unknown, used or expired; 400 with `fields.password` for a weak password.',
    }),
    config: signInRateLimit(app.config),
    handler: async (request) => {
      const tenant = tenantOf(request);
      const { token, password } = request.body;
      // Looked up first without spending the link, so a weak password can be corrected with the same link.
      const invitee = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await openLinkTokenUser(tx, clock, tenant.id, 'staff_invite', token);
        return userId ? teamRow(tx, tenant.id, userId) : undefined;
      });
      if (!invitee || !isInvited(invitee)) throw invalidInvitation();
      const weakness = passwordWeakness(password, invitee.email);
      if (weakness) throw validationFailed('password', weakness);
      const passwordHash = await hashPassword(password);
      const joined = await withTenant(app.db, tenant.id, async (tx) => {
        const userId = await consumeLinkToken(tx, clock, tenant.id, 'staff_invite', token);
        if (userId !== invitee.id) return false;
        const now = clock.now();
        // The link reached this address: it is theirs.
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now, email_verified_at: now })
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', invitee.id)
          .where('password_hash', '=', '')
          .execute();
        await voidOpenTokens(tx, clock, tenant.id, invitee.id, ['staff_invite']);
        await recordAudit(tx, { tenantId: tenant.id, actorId: invitee.id, area: 'team', action: 'member.joined', subject: invitee.email });
        return true;
      });
      if (!joined) throw invalidLink();
      request.log.info({ memberId: invitee.id }, 'team member joined');
      return { data: { email: invitee.email } };
    },
  });
};
