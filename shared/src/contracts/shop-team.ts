import { z } from 'zod';
import { Email } from './auth';
import { storableText } from './untrusted-input';
import { AccountLanguage, NewPassword, PersonName } from './account';
import { shopTeamAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { ShopRole } from './shop-roles';

/**
 * The shop's team (`/backoffice/team`, OWNER only): who works there, in which role, and who was
 * invited and has not yet set a password. An invitation is a mailed link, valid 72 hours, once.
 */
export const INVITE_TTL_HOURS = 72;

export const TeamMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** null for a member whose role was taken away by hand: the API lets them do nothing until an owner sets one. */
  role: ShopRole.nullable(),
  /** invited: the mailed link has not been followed yet (the member cannot sign in). */
  status: z.enum(['active', 'invited']),
  /** When the member joined, or was invited. */
  since: z.string(),
  /** The signed-in owner themselves (who cannot remove themselves or take away their own ownership). */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamResponse = z.object({ data: z.array(TeamMember) });
export const TeamMemberResponse = z.object({ data: TeamMember });

export const InviteMemberRequest = z.object({
  email: Email,
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  role: ShopRole,
  /** The language of the invitation mail and of their mail after. */
  language: AccountLanguage.default('en'),
});
export type InviteMemberRequest = z.input<typeof InviteMemberRequest>;

export const ChangeRoleRequest = z.object({
  role: ShopRole,
});
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;

export const TeamMemberParams = z.object({ id: z.uuid('No such team member') });

/** What the invitation page shows before the password is set. */
export const InvitationRequest = z.object({
  token: storableText({ error: 'Token is required' }, { label: 'Token' }).min(1, 'Token is required').max(512, 'Token is invalid'),
});
export const Invitation = z.object({
  email: z.string(),
  firstName: z.string(),
  role: ShopRole,
});
export const InvitationResponse = z.object({ data: Invitation });
export const AcceptInvitationRequest = InvitationRequest.extend({
  password: NewPassword,
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;
export const AcceptInvitationResponse = z.object({
  data: z.object({ email: z.string() }),
});

/** The messages a team change may answer with (409): the shop always keeps an owner. */
export const TEAM_MESSAGES = {
  lastOwner: 'The shop must keep at least one owner: make someone else an owner first.',
  notYourself: 'You cannot remove yourself from the team.',
  alreadyMember: 'Someone with this e-mail already has an account at this shop.',
  invalidInvitation: 'This invitation link is not valid any more. Ask the shop’s owner for a new one.',
} as const;

const errors = {
  401: ApiError,
  403: ApiError,
  404: ApiError,
  429: ApiError,
} as const;

export const shopTeamEndpoints = {
  list: defineEndpoint({
    ...shopTeamAddresses.list,
    responses: { 200: TeamResponse, ...errors },
  }),
  invite: defineEndpoint({
    ...shopTeamAddresses.invite,
    body: InviteMemberRequest,
    responses: {
      201: TeamMemberResponse,
      400: ApiError,
      409: ApiError,
      ...errors,
    },
  }),
  resendInvite: defineEndpoint({
    ...shopTeamAddresses.resendInvite,
    params: TeamMemberParams,
    responses: {
      200: TeamMemberResponse,
      409: ApiError,
      ...errors,
      400: ApiError,
    },
  }),
  changeRole: defineEndpoint({
    ...shopTeamAddresses.changeRole,
    params: TeamMemberParams,
    body: ChangeRoleRequest,
    responses: {
      200: TeamMemberResponse,
      400: ApiError,
      409: ApiError,
      ...errors,
    },
  }),
  remove: defineEndpoint({
    ...shopTeamAddresses.remove,
    params: TeamMemberParams,
    responses: { 204: z.null(), 400: ApiError, 409: ApiError, ...errors },
  }),
  /** The invitation link's page: whose it is (no sign-in; the token is the proof). */
  invitation: defineEndpoint({
    ...shopTeamAddresses.invitation,
    body: InvitationRequest,
    responses: { 200: InvitationResponse, 400: ApiError, 429: ApiError },
  }),
  accept: defineEndpoint({
    ...shopTeamAddresses.accept,
    body: AcceptInvitationRequest,
    responses: { 200: AcceptInvitationResponse, 400: ApiError, 429: ApiError },
  }),
};
