/** Claims the apps read from an access token. The server verifies signatures; the browser
 *  only reads exp and roles to decide what to show, so decoding is enough here. */
export interface AccessClaims {
  exp?: number;
  sub?: string;
  sid?: string;
  tid?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  resource_access?: Record<string, { roles?: string[] }>;
}

export const CLIENT_ID = 'web';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeAccessToken(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}

/** docs/product.md §5: a token is valid only if exp is later than now, in seconds. */
export function isTokenUnexpired(claims: AccessClaims | null, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return typeof claims?.exp === 'number' && claims.exp > nowSeconds;
}

/** docs/product.md §6: admin when ADMIN is among the roles of this client application. */
export function isAdmin(claims: AccessClaims | null, clientId = CLIENT_ID): boolean {
  return claims?.resource_access?.[clientId]?.roles?.includes('ADMIN') ?? false;
}
