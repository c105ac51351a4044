import { jwtDecode } from 'jwt-decode';

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

/** The token's claims, or null when it is not a JWT (jwt-decode reads the base64url JSON payload). */
export function decodeAccessToken(token: string): AccessClaims | null {
  try {
    const claims = jwtDecode<AccessClaims>(token);
    return claims && typeof claims === 'object' ? claims : null;
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
