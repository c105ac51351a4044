import { callEndpoint, type ApiErrorBody, type ApiResult } from '@teamwear/shared/api';
import { signInRoutes } from '@teamwear/shared/api-routes';
import { tokensFrom, type SessionTokens } from '@teamwear/shared/session';
import { clearStaffSession, isStaffTokens, keepStaffTokens, readStoredStaffTokens, staffSession, STAFF_CLIENT } from './staff-session-store';

/**
 * The staff's sign-in and its steps, refresh and sign-out: the customer's calls (docs/product.md §4)
 * with the team's client, `provider`. The API answers only a shop administrator's account on it; a
 * customer's is refused (403), and the sign-in code, lockout and terms are the same as a customer's.
 * None of these throws.
 */

export type StaffSignInOutcome =
  | { kind: 'signed-in' }
  /** A one-time code was mailed: finish with completeStaffOtp(username, code). */
  | { kind: 'otp-required'; username: string }
  /** The terms changed: accept them with acceptStaffTerms(termsToken). */
  | { kind: 'terms-required'; termsToken: string }
  | { kind: 'error'; status: number; error: ApiErrorBody };

const MALFORMED: ApiErrorBody = { code: 'BAD_ANSWER', message: 'Something went wrong!' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Ends a server session we will not keep; fire-and-forget. */
function discard(tokens: SessionTokens): void {
  void callEndpoint(signInRoutes.signOut, {
    body: { token: tokens.refresh_token },
    auth: false,
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    keepalive: true,
  });
}

function outcomeOf(result: ApiResult<unknown>): StaffSignInOutcome {
  if (result.ok) {
    const tokens = tokensFrom(result.data);
    if (!tokens) return { kind: 'error', status: 0, error: MALFORMED };
    if (!isStaffTokens(tokens)) {
      // Not a shop administrator's (an API that answered one): kept nowhere.
      discard(tokens);
      return { kind: 'error', status: 403, error: { code: 'NOT_STAFF', message: 'Only the shop team can sign in here' } };
    }
    keepStaffTokens(tokens);
    return { kind: 'signed-in' };
  }
  const body = isRecord(result.body) ? result.body : {};
  if (result.error.code === 'OTP_REQUIRED' && typeof body.username === 'string') return { kind: 'otp-required', username: body.username };
  if (result.error.code === 'TERMS_REQUIRED' && typeof body.termsToken === 'string') return { kind: 'terms-required', termsToken: body.termsToken };
  return { kind: 'error', status: result.status, error: result.error };
}

/** POST /api/accounts/token with the team's client. */
export async function signInStaff(email: string, password: string): Promise<StaffSignInOutcome> {
  return outcomeOf(await callEndpoint(signInRoutes.token, { body: { email: email.trim(), password, clientId: STAFF_CLIENT }, auth: false }));
}

/** POST /api/oauth/confirmotp: the username and code travel as headers. */
export async function completeStaffOtp(username: string, code: string): Promise<StaffSignInOutcome> {
  return outcomeOf(
    await callEndpoint(signInRoutes.confirmOtp, {
      auth: false,
      credentials: 'include',
      headers: { Username: username, 'OTP-Token': code.trim(), 'client-id': STAFF_CLIENT },
    }),
  );
}

/** POST /api/oauth/resendotp: mails a new code. */
export function resendStaffOtp(username: string): Promise<ApiResult<unknown>> {
  return callEndpoint(signInRoutes.resendOtp, { auth: false, headers: { Username: username } });
}

/** POST /api/oauth/accepttermsandconditions with the terms token of the sign-in that asked. */
export async function acceptStaffTerms(termsToken: string): Promise<StaffSignInOutcome> {
  return outcomeOf(await callEndpoint(signInRoutes.acceptTerms, { auth: false, headers: { Authorization: `Bearer ${termsToken}` } }));
}

// Statuses by which the server refuses the refresh token itself; anything else (offline, 5xx, a
// rate limit) is passing, and the token is kept for a later try.
const REFUSED = new Set([400, 401, 403]);

async function refreshOnce(): Promise<boolean> {
  const held = staffSession.getState().tokens;
  // Refresh tokens rotate: if another tab refreshed first, ours is spent (reusing it would revoke
  // the whole session). Take the stored pair instead.
  const stored = readStoredStaffTokens();
  if (stored && held && stored.refresh_token !== held.refresh_token) {
    staffSession.setState({ tokens: stored });
    return true;
  }
  const tokens = stored ?? held;
  if (!tokens) return false;
  const result = await callEndpoint(signInRoutes.refresh, { body: { token: tokens.refresh_token, clientId: STAFF_CLIENT }, auth: false });
  if (!result.ok) {
    if (REFUSED.has(result.status)) clearStaffSession();
    return false;
  }
  const fresh = tokensFrom(result.data);
  if (!fresh || !isStaffTokens(fresh)) {
    if (fresh) discard(fresh);
    clearStaffSession();
    return false;
  }
  keepStaffTokens(fresh);
  return true;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

let refreshing: Promise<boolean> | undefined;

/**
 * Renews the staff's access token with its refresh token. One at a time across this site's tabs
 * (Web Locks, under a name apart from the customer's) and in this tab (callers share one refresh).
 * False when there is no session any more.
 */
export function refreshStaffSession(): Promise<boolean> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  refreshing ??= (locks ? locks.request('teamwear.backoffice.refresh', refreshOnce) : refreshOnce())
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function signOutStaff(): Promise<void> {
  const tokens = staffSession.getState().tokens;
  clearStaffSession();
  if (tokens) discard(tokens);
}
