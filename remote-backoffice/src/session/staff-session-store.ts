import { createStore } from 'zustand/vanilla';
import { decodeAccessToken, isAdmin, isTokenUnexpired, type SessionTokens } from '@teamwear/shared/session';
import type { ClientId } from '@teamwear/shared/contracts';
import { shopRoleOf, type ShopRole } from '@teamwear/shared/contracts/plain';

/**
 * The staff's session: the tokens of the shop team's client (`provider`), kept under a key of their
 * own. A customer's session (`teamwear.session`) is never read here, so a customer signed in on the
 * same browser is a visitor to the back office, and signing one out never signs the other out.
 */
export const STAFF_SESSION_KEY = 'teamwear.backoffice.session';

/** The shop team's client application: its tokens are an ADMIN's of this client only. */
export const STAFF_CLIENT = 'provider' satisfies ClientId;

export interface StaffMember {
  name: string;
  email: string;
  /** Their role in the shop (null for a token without one: the API refuses them everything). */
  role: ShopRole | null;
}

export interface StaffSessionState {
  tokens: SessionTokens | null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage unavailable (a sandboxed frame): a session for this page only
  }
}

/** Whether tokens are a shop administrator's of the team's client (any other is not kept). */
export function isStaffTokens(tokens: SessionTokens): boolean {
  return isAdmin(decodeAccessToken(tokens.access_token), STAFF_CLIENT);
}

export function readStoredStaffTokens(): SessionTokens | null {
  try {
    const raw = storage()?.getItem(STAFF_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    if (typeof value.access_token !== 'string' || typeof value.refresh_token !== 'string') return null;
    const tokens = { access_token: value.access_token, refresh_token: value.refresh_token };
    return isStaffTokens(tokens) ? tokens : null;
  } catch {
    return null;
  }
}

export const staffSession = createStore<StaffSessionState>()(() => ({ tokens: readStoredStaffTokens() }));

export function keepStaffTokens(tokens: SessionTokens): void {
  try {
    storage()?.setItem(STAFF_SESSION_KEY, JSON.stringify(tokens));
  } catch {
    // full or unavailable storage: the session lasts as long as this page
  }
  staffSession.setState({ tokens });
}

export function clearStaffSession(): void {
  try {
    storage()?.removeItem(STAFF_SESSION_KEY);
  } catch {
    // nothing kept
  }
  staffSession.setState({ tokens: null });
}

/** The signed-in team member as the access token names them (the server checked it when it signed it). */
export function staffMemberOf(tokens: SessionTokens | null): StaffMember | null {
  const claims = tokens ? decodeAccessToken(tokens.access_token) : null;
  if (!claims) return null;
  const name = `${claims.given_name ?? ''} ${claims.family_name ?? ''}`.trim();
  return { name: name || (claims.email ?? ''), email: claims.email ?? '', role: shopRoleOf(claims.resource_access?.[STAFF_CLIENT]?.roles ?? []) };
}

/** Whether the access token may still be sent as it is (else it is refreshed first). */
export function hasFreshAccess(tokens: SessionTokens | null, nowSeconds?: number): boolean {
  return tokens !== null && isTokenUnexpired(decodeAccessToken(tokens.access_token), nowSeconds);
}
