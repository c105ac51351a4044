/**
 * The stored access token the start-up script may send, read without the session's code (the
 * script is inlined in index.html, on a byte budget). Only a token whose `exp` is still ahead:
 * an expired one would only be refused (a 401 in the console at every start-up after a pause),
 * while the shell refreshes it first (auth/startup.ts) and asks for the details itself.
 */
export function unexpiredAccessToken(stored: string | null, nowSeconds: number): string | null {
  try {
    const tokens = JSON.parse(stored ?? 'null') as { access_token?: unknown } | null;
    const token = tokens?.access_token;
    if (typeof token !== 'string') return null;
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown } | null;
    return typeof claims?.exp === 'number' && claims.exp > nowSeconds ? token : null;
  } catch {
    return null;
  }
}
