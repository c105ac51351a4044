import { apiRequest, setRefreshHandler, type ApiErrorBody, type ApiResult } from '../api/client';
import { CLIENT_ID, decodeAccessToken, isAdmin, isTokenUnexpired } from './jwt';
import { readStoredTokens, sessionStore, SESSION_STORAGE_KEY, type SessionDetails, type SessionTokens } from './session-store';

/**
 * The session's calls (docs/product.md §4, §6, §7): sign-in and its extra steps (one-time code,
 * terms), refresh, details and sign-out. Like the API client, none of these throws.
 * Payloads are those of @teamwear/shared/contracts; they are checked by hand here, so that
 * zod stays off the shell's first load.
 */

/** Local-storage key of the stored notification, cleared on sign-out (docs/product.md §4). */
export const NOTIFICATION_STORAGE_KEY = 'notification';

export type SignInOutcome =
  | { kind: 'signed-in' }
  /** A one-time code was mailed: finish with completeOtp(username, code). */
  | { kind: 'otp-required'; username: string }
  /** The terms changed: read them with fetchTerms(termsToken), then acceptTerms(termsToken). */
  | { kind: 'terms-required'; termsToken: string }
  /** Administrators may not use this app (docs/product.md §6); nothing is kept. */
  | { kind: 'admin-rejected' }
  | { kind: 'error'; status: number; error: ApiErrorBody };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** TokenResponse, or `{ data: TokenResponse }` as the refresh call answers. */
export function tokensFrom(body: unknown): SessionTokens | null {
  const candidate = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (isRecord(candidate) && typeof candidate.access_token === 'string' && typeof candidate.refresh_token === 'string') {
    return { access_token: candidate.access_token, refresh_token: candidate.refresh_token };
  }
  return null;
}

function detailsFrom(body: unknown): SessionDetails | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return null;
  const { firstName, lastName, email, phoneNumber, emailVerified } = data;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  return {
    firstName,
    lastName,
    email,
    ...(typeof phoneNumber === 'string' ? { phoneNumber } : {}),
    ...(typeof emailVerified === 'boolean' ? { emailVerified } : {}),
  };
}

const MALFORMED_ANSWER: ApiErrorBody = { code: 'BAD_ANSWER', message: 'Something went wrong!' };

/** Ends a server session we will not keep (an admin's); fire-and-forget. */
function discardServerSession(tokens: SessionTokens): void {
  void apiRequest('/api/accounts/token/destroy', {
    method: 'POST',
    body: { token: tokens.refresh_token },
    auth: false,
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    keepalive: true,
  });
}

/** What an answer to GET /api/accounts/details begun elsewhere says: its details, or none (it did
 *  not come, failed, or was refused: `refused`, a 401, the token needs its refresh). */
async function readEarlyAnswer(answer: Promise<Response | null>): Promise<{ details: SessionDetails | null; refused: boolean }> {
  try {
    const response = await answer;
    if (response?.status === 401) return { details: null, refused: true };
    return { details: response?.ok ? detailsFrom(await response.json()) : null, refused: false };
  } catch {
    return { details: null, refused: false };
  }
}

/** GET /api/accounts/details into the store. False when the call failed (the tokens stay).
 *  `early`: the same request, begun before the shell's code had arrived (shell's start-up script,
 *  with the stored token): its details are taken when it succeeded; otherwise they are asked for
 *  here. */
export async function fetchDetails(early: Promise<Response | null> | null = null): Promise<boolean> {
  if (early) {
    const { details, refused } = await readEarlyAnswer(early);
    if (details) {
      sessionStore.getState().setDetails(details);
      return true;
    }
    // The token was refused: refreshed first, rather than sent again to be refused again.
    if (refused && !(await refreshSession())) return false;
  }
  const result = await apiRequest<unknown>('/api/accounts/details');
  const details = result.ok ? detailsFrom(result.data) : null;
  if (details) sessionStore.getState().setDetails(details);
  return details !== null;
}

/** Keeps the tokens of a finished sign-in, unless they are an administrator's. */
async function keepTokens(tokens: SessionTokens | null): Promise<SignInOutcome> {
  if (!tokens) return { kind: 'error', status: 0, error: MALFORMED_ANSWER };
  if (isAdmin(decodeAccessToken(tokens.access_token))) {
    discardServerSession(tokens);
    sessionStore.getState().clear();
    return { kind: 'admin-rejected' };
  }
  sessionStore.getState().setTokens(tokens);
  await fetchDetails();
  return { kind: 'signed-in' };
}

/** What a sign-in step answered: tokens, one more step, or an error. */
async function outcomeOf(result: ApiResult<unknown>): Promise<SignInOutcome> {
  if (result.ok) return keepTokens(tokensFrom(result.data));
  const body = isRecord(result.body) ? result.body : {};
  if (result.error.code === 'OTP_REQUIRED' && typeof body.username === 'string') {
    return { kind: 'otp-required', username: body.username };
  }
  if (result.error.code === 'TERMS_REQUIRED' && typeof body.termsToken === 'string') {
    return { kind: 'terms-required', termsToken: body.termsToken };
  }
  // The API refuses administrators on the customer client itself (the check above on the tokens
  // is for an API that would not).
  if (result.error.code === 'ADMIN_NOT_ALLOWED') return { kind: 'admin-rejected' };
  return { kind: 'error', status: result.status, error: result.error };
}

/** POST /api/accounts/token. */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const result = await apiRequest<unknown>('/api/accounts/token', {
    method: 'POST',
    body: { email: email.trim(), password, clientId: CLIENT_ID },
    auth: false,
  });
  return outcomeOf(result);
}

/** POST /api/oauth/confirmotp: no body; the username and code travel as headers. */
export async function completeOtp(username: string, otp: string): Promise<SignInOutcome> {
  const result = await apiRequest<unknown>('/api/oauth/confirmotp', {
    method: 'POST',
    auth: false,
    credentials: 'include',
    headers: { Username: username, 'OTP-Token': otp.trim(), 'client-id': CLIENT_ID },
  });
  return outcomeOf(result);
}

/** POST /api/oauth/resendotp: mails a new code. */
export function resendOtp(username: string): Promise<ApiResult<unknown>> {
  return apiRequest<unknown>('/api/oauth/resendotp', { method: 'POST', auth: false, headers: { Username: username } });
}

export interface TermsDocument {
  version: string;
  title: string;
  body: string;
  publishedAt: string;
}

/** GET /api/oauth/termsandconditions: with the terms token of the sign-in that asked for it, the
 *  version to accept; without one, the current version (shown on sign-up). */
export async function fetchTerms(termsToken?: string): Promise<ApiResult<TermsDocument>> {
  const result = await apiRequest<unknown>('/api/oauth/termsandconditions', {
    auth: false,
    ...(termsToken ? { headers: { Authorization: `Bearer ${termsToken}` } } : {}),
  });
  if (!result.ok) return result;
  const data = isRecord(result.data) ? result.data.data : undefined;
  if (isRecord(data) && typeof data.title === 'string' && typeof data.body === 'string') {
    return {
      ok: true,
      status: result.status,
      data: {
        title: data.title,
        body: data.body,
        version: typeof data.version === 'string' ? data.version : '',
        publishedAt: typeof data.publishedAt === 'string' ? data.publishedAt : '',
      },
    };
  }
  return { ok: false, status: result.status, error: MALFORMED_ANSWER };
}

/** POST /api/oauth/accepttermsandconditions: answers the tokens. */
export async function acceptTerms(termsToken: string): Promise<SignInOutcome> {
  const result = await apiRequest<unknown>('/api/oauth/accepttermsandconditions', {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${termsToken}` },
  });
  return outcomeOf(result);
}

// Statuses by which the server refuses the refresh token itself; anything else (offline,
// 5xx, rate limit) is transient, and the token is kept for a later try.
const REFUSED = new Set([400, 401, 403]);

function isUsable(tokens: SessionTokens): boolean {
  const claims = decodeAccessToken(tokens.access_token);
  return isTokenUnexpired(claims) && !isAdmin(claims);
}

async function refreshOnce(): Promise<boolean> {
  const store = sessionStore.getState();
  const held = store.tokens;
  // Refresh tokens rotate: if another tab refreshed first, ours is spent and reusing it would
  // revoke the whole session. Take the stored pair instead.
  const stored = readStoredTokens();
  if (stored && stored.refresh_token !== held?.refresh_token) {
    sessionStore.setState({ tokens: stored });
    if (isUsable(stored)) return true;
  }
  const tokens = stored ?? held;
  if (!tokens) return false;

  const result = await apiRequest<unknown>('/api/accounts/refreshtoken', {
    method: 'POST',
    body: { token: tokens.refresh_token, clientId: CLIENT_ID },
    auth: false,
  });
  if (!result.ok) {
    if (REFUSED.has(result.status)) store.clear();
    return false;
  }
  const fresh = tokensFrom(result.data);
  if (!fresh) return false;
  if (isAdmin(decodeAccessToken(fresh.access_token))) {
    discardServerSession(fresh);
    store.clear();
    return false;
  }
  store.setTokens(fresh);
  return true;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** One refresh at a time across the tabs of this site, where the browser supports Web Locks. */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('teamwear.session.refresh', task) : task();
}

let refreshing: Promise<boolean> | undefined;

/**
 * POST /api/accounts/refreshtoken with the stored refresh token; stores the new pair. Single
 * flight: callers that ask while a refresh is under way share it. True when the session has a
 * fresh access token; false when there is none (the session is cleared when the server refused
 * the token or the result is an admin's).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= acrossTabs(refreshOnce)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Refresh this long before the access token expires, so that a signed-in visitor who comes back
 *  after a pause is not sent to sign-in by the route guard (which only reads exp). */
export const REFRESH_AHEAD_SECONDS = 30;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(tokens: SessionTokens | null): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const claims = tokens ? decodeAccessToken(tokens.access_token) : null;
  // Expired already: start-up or the next 401 refreshes (no retry loop after a failed refresh).
  if (!claims || isAdmin(claims) || !isTokenUnexpired(claims)) return;
  const delay = Math.min((claims.exp ?? 0) * 1000 - Date.now() - REFRESH_AHEAD_SECONDS * 1000, 2 ** 31 - 1);
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(0, delay));
}

/** Timers sleep in background tabs: on coming back, refresh a token that is about to expire. */
function refreshIfDue(): void {
  const tokens = sessionStore.getState().tokens;
  const claims = tokens ? decodeAccessToken(tokens.access_token) : null;
  if (tokens && !isTokenUnexpired(claims, Math.floor(Date.now() / 1000) + REFRESH_AHEAD_SECONDS)) void refreshSession();
}

let installed = false;

function followOtherTabs(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  const before = sessionStore.getState().tokens;
  const tokens = readStoredTokens();
  if (!tokens) {
    sessionStore.setState({ tokens: null, details: null });
    return;
  }
  const sameUser = before && decodeAccessToken(before.access_token)?.sub === decodeAccessToken(tokens.access_token)?.sub;
  sessionStore.setState(sameUser ? { tokens } : { tokens, details: null });
  if (!sameUser) void fetchDetails();
}

/**
 * Lets the API client refresh once on a 401 and retry, refreshes the access token shortly before it
 * expires, and follows sign-in, refresh and sign-out done in other tabs. Call once at start-up.
 */
export function installSessionHandling(): void {
  setRefreshHandler(refreshSession);
  if (installed) return;
  installed = true;
  sessionStore.subscribe((state, previous) => {
    if (state.tokens !== previous.tokens) scheduleRefresh(state.tokens);
  });
  scheduleRefresh(sessionStore.getState().tokens);
  if (typeof globalThis.addEventListener === 'function') globalThis.addEventListener('storage', followOtherTabs);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refreshIfDue();
    });
  }
}

function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/**
 * docs/product.md §4 logout: the destroy call is fire-and-forget (keepalive, so leaving the page
 * does not cancel it); the stored notification and the session are cleared; then the browser
 * goes to the site root.
 */
export function signOut(goTo: (path: string) => void = (path) => globalThis.location?.assign(path)): void {
  const tokens = sessionStore.getState().tokens;
  if (tokens) {
    void apiRequest('/api/accounts/token/destroy', { method: 'POST', body: { token: tokens.refresh_token }, keepalive: true });
  }
  removeStored(NOTIFICATION_STORAGE_KEY);
  sessionStore.getState().clear();
  goTo('/');
}
