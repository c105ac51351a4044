/** The one fixed local-storage key of docs/product.md §3 for the auth session. In a module of its
 *  own so that index.html's start-up script can look for a session without the session's code. */
export const SESSION_STORAGE_KEY = 'teamwear.session';

/** Whether a session is stored (it may have expired: only the API can tell). */
export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) != null;
  } catch {
    return false; // storage unavailable (a sandboxed frame): as if signed out
  }
}
