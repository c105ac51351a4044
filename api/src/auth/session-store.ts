import { sql } from 'kysely';
import type { ClientId } from '@teamwear/shared/contracts';
import type { UserRow } from '../db/schema';
import { announceAfterCommit, type TenantTx } from '../db/tenant-scope';
import { hashRefreshToken, newRefreshToken } from './refresh-token';

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

export interface SessionOrigin {
  clientId: ClientId;
  userAgent: string | undefined;
  ipAddress: string | undefined;
}

/** Starts a sign-in session (a refresh-token family) with an absolute expiry, and its first refresh token. */
export async function startSession(
  tx: TenantTx,
  user: Pick<UserRow, 'id' | 'tenant_id'>,
  origin: SessionOrigin,
  ttlSeconds: number,
): Promise<NewSession> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const session = await tx
    .insertInto('sessions')
    .values({
      tenant_id: user.tenant_id,
      user_id: user.id,
      client_id: origin.clientId,
      user_agent: origin.userAgent?.slice(0, 512) ?? null,
      ip_address: origin.ipAddress ?? null,
      last_used_at: new Date(),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refreshToken = await issueRefreshToken(tx, { tenantId: user.tenant_id, userId: user.id, sessionId: session.id, expiresAt });
  return { sessionId: session.id, refreshToken };
}

async function issueRefreshToken(
  tx: TenantTx,
  family: { tenantId: string; userId: string; sessionId: string; expiresAt: Date },
): Promise<string> {
  const token = newRefreshToken();
  await tx
    .insertInto('refresh_tokens')
    .values({
      tenant_id: family.tenantId,
      user_id: family.userId,
      session_id: family.sessionId,
      token_hash: hashRefreshToken(token),
      expires_at: family.expiresAt,
    })
    .execute();
  return token;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; sessionId: string; clientId: string; refreshToken: string }
  | { outcome: 'invalid' }
  | { outcome: 'reused'; sessionId: string };

/**
 * Exchanges a refresh token for a new one (RFC 9700 §4.14.2): the presented token becomes used, a
 * new one of the same family is issued with the family's unchanged absolute expiry. Presenting an
 * already used token revokes the whole family (a stolen token was replayed).
 */
export async function rotateRefreshToken(tx: TenantTx, tenantId: string, token: string): Promise<RotationResult> {
  const row = await tx
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.used_at',
      'refresh_tokens.expires_at',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.client_id',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.tenant_id', '=', tenantId)
    .where('refresh_tokens.token_hash', '=', hashRefreshToken(token))
    .executeTakeFirst();
  if (!row) return { outcome: 'invalid' };
  const now = new Date();
  if (row.revoked_at || row.session_expires_at <= now || row.expires_at <= now) return { outcome: 'invalid' };

  const claimed = await tx
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row.used_at || claimed.numUpdatedRows === 0n) {
    await revokeSession(tx, tenantId, row.session_id, 'refresh_token_reuse');
    return { outcome: 'reused', sessionId: row.session_id };
  }
  await tx.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.session_id).execute();
  const refreshToken = await issueRefreshToken(tx, {
    tenantId,
    userId: row.user_id,
    sessionId: row.session_id,
    expiresAt: row.session_expires_at,
  });
  return { outcome: 'rotated', userId: row.user_id, sessionId: row.session_id, clientId: row.client_id, refreshToken };
}

/**
 * Every revocation goes through here: the access tokens of the revoked sessions stop working in this
 * process as soon as the transaction commits (the session cache hears it), in others at its NOTIFY.
 */
function announceEnded(tx: TenantTx, rows: { id: string }[]): number {
  for (const row of rows) announceAfterCommit(tx, { kind: 'session', sessionId: row.id });
  return rows.length;
}

export async function revokeSession(tx: TenantTx, tenantId: string, sessionId: string, reason: string): Promise<void> {
  const ended = await tx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  announceEnded(tx, ended);
}

/** Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored. */
export async function revokeSessionByRefreshToken(tx: TenantTx, tenantId: string, token: string): Promise<void> {
  const row = await tx
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', hashRefreshToken(token))
    .executeTakeFirst();
  if (row) await revokeSession(tx, tenantId, row.session_id, 'sign_out');
}

/**
 * The session behind an access token while it is neither revoked nor past its absolute expiry
 * (with that expiry), else undefined.
 */
export async function findActiveSession(
  tx: TenantTx,
  tenantId: string,
  sessionId: string,
  userId: string,
): Promise<{ expiresAt: Date } | undefined> {
  const row = await tx
    .selectFrom('sessions')
    .select('expires_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row && { expiresAt: row.expires_at };
}

/** Ends every active session of a user, or every one but `exceptSessionId` (password change). */
export async function revokeUserSessions(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return announceEnded(tx, await query.returning('id').execute());
}

/** The user's sessions that still work, most recently used first. */
export async function listActiveSessions(tx: TenantTx, tenantId: string, userId: string) {
  return tx
    .selectFrom('sessions')
    .select(['id', 'user_id', 'user_agent', 'ip_address', 'created_at', 'last_used_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Ends one session of the user; false when the user has no such active session. */
export async function revokeUserSession(tx: TenantTx, tenantId: string, userId: string, sessionId: string, reason: string): Promise<boolean> {
  const result = await tx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return announceEnded(tx, result) > 0;
}
