import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ClientId } from '@teamwear/shared/contracts';
import type { TermsRow, UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { ACCESS_TOKEN_ALG, type SigningKeys } from './keys';

/** The tenant's current terms: the latest version published up to `now`. */
export async function currentTerms(tx: TenantTx, tenantId: string, now: Date): Promise<TermsRow | undefined> {
  return tx
    .selectFrom('terms')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function termsById(tx: TenantTx, tenantId: string, termsId: string): Promise<TermsRow | undefined> {
  return tx.selectFrom('terms').selectAll().where('tenant_id', '=', tenantId).where('id', '=', termsId).executeTakeFirst();
}

/** The terms the user must accept before signing in, or undefined when their accepted version is current. */
export async function termsToAccept(tx: TenantTx, user: UserRow, now: Date): Promise<TermsRow | undefined> {
  const current = await currentTerms(tx, user.tenant_id, now);
  if (!current || user.accepted_terms_id === current.id) return undefined;
  if (user.accepted_terms_id) {
    const accepted = await termsById(tx, user.tenant_id, user.accepted_terms_id);
    if (accepted && accepted.published_at >= current.published_at) return undefined;
  }
  return current;
}

export async function recordTermsAccepted(tx: TenantTx, user: UserRow, termsId: string, now: Date): Promise<void> {
  await tx
    .updateTable('users')
    .set({ accepted_terms_id: termsId, terms_accepted_at: now })
    .where('tenant_id', '=', user.tenant_id)
    .where('id', '=', user.id)
    .execute();
}

/**
 * The terms token: what a sign-in that passed every other check answers with TERMS_REQUIRED. A
 * short-lived ES256 JWT of its own type (`terms+jwt`, audience `terms`), so it is refused as an
 * access token and an access token is refused here. It names the user, tenant, client and the
 * terms version, and the user's password-change time (a password reset voids it). It is spent by
 * accepting: once the user's accepted version is current it is refused.
 */
const TERMS_TOKEN_TYP = 'terms+jwt';
const TERMS_AUDIENCE = 'terms';

const TermsTokenClaims = z.object({
  sub: z.string(),
  tid: z.string(),
  // The client the sign-in was for: the customer app's or the shop team's (whose new members meet
  // the terms at their first sign-in too); the tokens the acceptance answers are for that client.
  cid: ClientId,
  tv: z.string(),
  pwc: z.number(),
});
export type TermsTokenClaims = z.infer<typeof TermsTokenClaims>;

export async function signTermsToken(
  keys: SigningKeys,
  settings: { issuer: string; ttlSeconds: number },
  subject: { user: UserRow; clientId: ClientId; termsId: string },
): Promise<string> {
  return new SignJWT({ tid: subject.user.tenant_id, cid: subject.clientId, tv: subject.termsId, pwc: subject.user.password_changed_at.getTime() })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: TERMS_TOKEN_TYP, kid: keys.kid })
    .setIssuer(settings.issuer)
    .setAudience(TERMS_AUDIENCE)
    .setSubject(subject.user.id)
    .setIssuedAt()
    .setExpirationTime(`${settings.ttlSeconds}s`)
    .sign(keys.privateKey);
}

export async function verifyTermsToken(keys: SigningKeys, issuer: string, token: string): Promise<TermsTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ACCESS_TOKEN_ALG],
      typ: TERMS_TOKEN_TYP,
      issuer,
      audience: TERMS_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = TermsTokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
