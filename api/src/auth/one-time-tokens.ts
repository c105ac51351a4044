import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import type { AccountTokenPurpose, AccountTokenRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { hashRefreshToken, newRefreshToken } from './refresh-token';

/**
 * Secrets mailed to a user: unlock and password-reset links (256 random bits, stored as sha-256,
 * single use, expiring) and six-digit sign-in codes (stored as sha-256 of row id + code, expiring,
 * single use, a few wrong tries). Issuing one voids the user's earlier open ones of the same purpose.
 */

/** Secrets mailed as a link (the others are sign-in codes). */
export type LinkPurpose = Exclude<AccountTokenPurpose, 'otp'>;

/** Voids the user's open tokens of these purposes. */
export async function voidOpenTokens(
  tx: TenantTx,
  clock: Clock,
  tenantId: string,
  userId: string,
  purposes: AccountTokenPurpose[],
): Promise<void> {
  await tx
    .updateTable('account_tokens')
    .set({ used_at: clock.now() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** A new link token (unlock, reset): returns the secret to put in the mailed link. */
export async function issueLinkToken(
  tx: TenantTx,
  clock: Clock,
  link: { tenantId: string; userId: string; purpose: LinkPurpose; ttlSeconds: number },
): Promise<string> {
  await voidOpenTokens(tx, clock, link.tenantId, link.userId, [link.purpose]);
  const token = newRefreshToken();
  const now = clock.now();
  await tx
    .insertInto('account_tokens')
    .values({
      id: randomUUID(),
      tenant_id: link.tenantId,
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: hashRefreshToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + link.ttlSeconds * 1000),
    })
    .execute();
  return token;
}

/** The user a link token is for while it is open and unexpired, without spending it; else null. */
export async function openLinkTokenUser(
  tx: TenantTx,
  clock: Clock,
  tenantId: string,
  purpose: LinkPurpose,
  token: string,
): Promise<string | null> {
  const row = await tx
    .selectFrom('account_tokens')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashRefreshToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', clock.now())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Spends a link token: the user id when it was open and unexpired, else null. Never usable twice. */
export async function consumeLinkToken(
  tx: TenantTx,
  clock: Clock,
  tenantId: string,
  purpose: LinkPurpose,
  token: string,
): Promise<string | null> {
  const now = clock.now();
  const row = await tx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashRefreshToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** When the user's latest token of a purpose was issued (to throttle mail). */
export async function latestTokenIssuedAt(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<Date | null> {
  const row = await tx
    .selectFrom('account_tokens')
    .select('created_at')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`, 'utf8').digest('hex');

/** A new six-digit sign-in code for a user (earlier open codes are void). Returns the code to mail. */
export async function issueOtp(
  tx: TenantTx,
  clock: Clock,
  otp: { tenantId: string; userId: string; clientId: string; ttlSeconds: number; resends?: number },
): Promise<string> {
  await voidOpenTokens(tx, clock, otp.tenantId, otp.userId, ['otp']);
  const id = randomUUID();
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = clock.now();
  await tx
    .insertInto('account_tokens')
    .values({
      id,
      tenant_id: otp.tenantId,
      user_id: otp.userId,
      purpose: 'otp',
      token_hash: hashCode(id, code),
      client_id: otp.clientId,
      resends: otp.resends ?? 0,
      created_at: now,
      expires_at: new Date(now.getTime() + otp.ttlSeconds * 1000),
    })
    .execute();
  return code;
}

/** The user's latest sign-in code row, locked for update (whatever its state). */
export async function latestOtp(tx: TenantTx, tenantId: string, userId: string): Promise<AccountTokenRow | undefined> {
  return tx
    .selectFrom('account_tokens')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('purpose', '=', 'otp')
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export type OtpCheck = { ok: true; clientId: string } | { ok: false };

/**
 * Checks a code against the user's open one. Right: the code is spent. Wrong: one try is used;
 * after `maxAttempts` wrong tries the code is spent too (sign in again, or ask for a new code).
 */
export async function checkOtp(
  tx: TenantTx,
  clock: Clock,
  check: { tenantId: string; userId: string; code: string; maxAttempts: number },
): Promise<OtpCheck> {
  const now = clock.now();
  const row = await latestOtp(tx, check.tenantId, check.userId);
  if (!row || row.used_at || row.expires_at <= now) return { ok: false };
  const expected = Buffer.from(row.token_hash, 'hex');
  const given = Buffer.from(hashCode(row.id, check.code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await tx.updateTable('account_tokens').set({ used_at: now }).where('id', '=', row.id).execute();
    return { ok: true, clientId: row.client_id ?? 'web' };
  }
  const attempts = row.attempts + 1;
  await tx
    .updateTable('account_tokens')
    .set({ attempts, ...(attempts >= check.maxAttempts ? { used_at: now } : {}) })
    .where('id', '=', row.id)
    .execute();
  return { ok: false };
}
