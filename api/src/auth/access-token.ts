import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaims, type ClientId } from '@teamwear/shared/contracts';
import { ACCESS_TOKEN_ALG, type SigningKeys } from './keys';

/** RFC 9068 media type of JWT access tokens, checked on verify so an ID token cannot pass as one. */
const ACCESS_TOKEN_TYP = 'at+jwt';

export interface AccessTokenSubject {
  userId: string;
  tenantId: string;
  sessionId: string;
  clientId: ClientId;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
}

export interface AccessTokenSettings {
  issuer: string;
  ttlSeconds: number;
}

export async function signAccessToken(
  keys: SigningKeys,
  settings: AccessTokenSettings,
  subject: AccessTokenSubject,
): Promise<string> {
  return new SignJWT({
    tid: subject.tenantId,
    sid: subject.sessionId,
    given_name: subject.firstName,
    family_name: subject.lastName,
    email: subject.email,
    resource_access: { [subject.clientId]: { roles: subject.roles } },
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYP, kid: keys.kid })
    .setIssuer(settings.issuer)
    .setAudience(subject.clientId)
    .setSubject(subject.userId)
    .setIssuedAt()
    .setExpirationTime(`${settings.ttlSeconds}s`)
    .setJti(randomUUID())
    .sign(keys.privateKey);
}

/**
 * Verifies signature, algorithm (pinned: `alg: none` and HS256 key confusion fail), type, issuer and
 * expiry, then the claim shape. Returns null for any token that is not valid; never throws for bad input.
 */
export async function verifyAccessToken(
  keys: SigningKeys,
  settings: AccessTokenSettings,
  token: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ACCESS_TOKEN_ALG],
      typ: ACCESS_TOKEN_TYP,
      issuer: settings.issuer,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const claims = AccessTokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
