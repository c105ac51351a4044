import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderSettings } from '../tenancy/tenant-settings';

/** What social sign-in takes from a verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Asymmetric algorithms only: `none` and HMAC (key confusion with a public key) are refused. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Verifies OpenID Connect ID tokens against each issuer's published keys (JWKS, fetched and cached
 * by jose; a token with an unknown `kid` triggers a refetch, at most every 30 s).
 */
export class IdTokenVerifier {
  private readonly keySets = new Map<string, RemoteKeySet>();

  private keySet(jwksUri: string): RemoteKeySet {
    let keySet = this.keySets.get(jwksUri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      this.keySets.set(jwksUri, keySet);
    }
    return keySet;
  }

  /**
   * Signature (issuer's keys), `iss`, `aud` (our client id), `exp`/`iat` (60 s leeway), a subject,
   * and a verified email. Null for any token that fails; throws only when the issuer's keys cannot
   * be fetched.
   */
  async verify(provider: OidcProviderSettings, idToken: string): Promise<VerifiedIdentity | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(provider.jwksUri), {
        issuer: provider.issuer,
        audience: provider.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 60,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) throw error;
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    // Some providers send email_verified as the string "true".
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    if (!payload.sub || !verified || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
    let givenName = text(payload.given_name);
    let familyName = text(payload.family_name);
    if (!givenName && !familyName) {
      const [first = '', ...rest] = text(payload.name).split(/\s+/);
      givenName = first;
      familyName = rest.join(' ');
    }
    return { subject: payload.sub, email, givenName: givenName || (email.split('@')[0] ?? ''), familyName };
  }
}
