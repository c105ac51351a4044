import type { ChangeRoleRequest, InviteMemberRequest } from '@teamwear/shared/contracts';
import { shopTeamRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../session';

/** The shop's team, with the owner's session (../session adds the token and refreshes it once). */
export const fetchTeam = (signal?: AbortSignal) => staffCall(shopTeamRoutes.list, { signal, check: true });

export const inviteMember = (body: InviteMemberRequest) => staffCall(shopTeamRoutes.invite, { body });

export const resendInvitation = (id: string) => staffCall(shopTeamRoutes.resendInvite, { params: { id } });

export const changeRole = (id: string, body: ChangeRoleRequest) => staffCall(shopTeamRoutes.changeRole, { params: { id }, body });

export const removeMember = (id: string) => staffCall(shopTeamRoutes.remove, { params: { id } });
