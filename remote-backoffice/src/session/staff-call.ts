import { callEndpoint, downloadEndpoint, type ApiResult } from '@teamwear/shared/api';
import { refreshStaffSession } from './staff-auth';
import { hasFreshAccess, staffSession } from './staff-session-store';

const SIGNED_OUT = { code: 'SIGNED_OUT', message: 'Sign in to the back office again' };

/**
 * Sends a call with the staff's access token (never the customer's: `auth: false` keeps the
 * customer's session out of it), renewing the token first when it has expired and once more when
 * the API refuses it (401). A session the API will not renew is forgotten: the pages' guard then
 * sends the team member to sign in.
 */
async function asStaff<T>(send: (authorization: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let tokens = staffSession.getState().tokens;
  if (tokens && !hasFreshAccess(tokens)) tokens = (await refreshStaffSession()) ? staffSession.getState().tokens : null;
  if (!tokens) return { ok: false, status: 401, error: SIGNED_OUT };
  const first = await send(`Bearer ${tokens.access_token}`);
  if (first.ok || first.status !== 401) return first;
  // Another call may have renewed the token while this one was under way.
  const current = staffSession.getState().tokens;
  const renewed = current && current.access_token !== tokens.access_token ? current : (await refreshStaffSession()) ? staffSession.getState().tokens : null;
  return renewed ? send(`Bearer ${renewed.access_token}`) : first;
}

type Parts = { headers?: Record<string, string> } & Record<string, unknown>;

function withToken(parts: Parts | undefined, authorization: string): never {
  return { ...parts, auth: false, headers: { ...parts?.headers, Authorization: authorization } } as never;
}

/**
 * A checked answer's schemas (a route's `answers`, the contracts' chunk on a first check) start
 * downloading with the call rather than after its answer: the check then finds them there, and
 * the page waits for the slower of the two, not for one after the other. A route loads them once;
 * a failed download is tried again by the check, which reports it.
 */
function startAnswerSchemas(endpoint: unknown, parts: Parts | undefined): void {
  if (parts?.check !== true) return;
  const answers = (endpoint as { answers?: unknown }).answers;
  if (typeof answers === 'function') void Promise.resolve(answers()).catch(() => undefined);
}

/** callEndpoint (same arguments, same answer) as the signed-in team member. */
export const staffCall = ((endpoint: Parameters<typeof callEndpoint>[0], parts?: Parts) => {
  startAnswerSchemas(endpoint, parts);
  return asStaff((authorization) => callEndpoint(endpoint, withToken(parts, authorization)));
}) as typeof callEndpoint;

/** downloadEndpoint (a file, as a Blob) as the signed-in team member. */
export const staffDownload = ((endpoint: Parameters<typeof downloadEndpoint>[0], parts?: Parts) =>
  asStaff((authorization) => downloadEndpoint(endpoint, withToken(parts, authorization)))) as typeof downloadEndpoint;
