import type { Clock } from '../clock';
import type { BruteForceConfig } from '../config';
import type { UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/**
 * Keycloak's brute-force model. `maxFailures` wrong passwords in a row lock the account for
 * `waitIncrementSeconds`; each further lock doubles the wait, up to `maxWaitSeconds`. Failures
 * during a lock do not count (and even the right password is refused, with the same answer as a
 * wrong one). A success, an unlock link or a password reset clears everything; failures and locks
 * older than `failureResetSeconds` are forgotten.
 */

export function isLocked(user: Pick<UserRow, 'locked_until'>, now: Date): boolean {
  return user.locked_until !== null && user.locked_until > now;
}

/** How long the n-th lock in a row lasts (n ≥ 1). */
export function lockSeconds(policy: BruteForceConfig, lockNumber: number): number {
  return Math.min(policy.waitIncrementSeconds * 2 ** Math.max(0, lockNumber - 1), policy.maxWaitSeconds);
}

export type FailureOutcome = { locked: false } | { locked: true; until: Date; seconds: number };

/** Counts one wrong password (in the caller's transaction, row locked). */
export async function recordFailedSignIn(
  tx: TenantTx,
  clock: Clock,
  policy: BruteForceConfig,
  tenantId: string,
  userId: string,
): Promise<FailureOutcome> {
  const now = clock.now();
  const row = await tx
    .selectFrom('users')
    .select(['failed_sign_ins', 'last_failed_sign_in_at', 'lockouts', 'locked_until'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || isLocked(row, now)) return { locked: false };

  const stale =
    row.last_failed_sign_in_at === null || now.getTime() - row.last_failed_sign_in_at.getTime() > policy.failureResetSeconds * 1000;
  const failures = (stale ? 0 : row.failed_sign_ins) + 1;
  const lockouts = stale ? 0 : row.lockouts;
  if (failures < policy.maxFailures) {
    await tx
      .updateTable('users')
      .set({ failed_sign_ins: failures, lockouts, last_failed_sign_in_at: now })
      .where('id', '=', userId)
      .execute();
    return { locked: false };
  }
  const seconds = lockSeconds(policy, lockouts + 1);
  const until = new Date(now.getTime() + seconds * 1000);
  await tx
    .updateTable('users')
    .set({ failed_sign_ins: 0, lockouts: lockouts + 1, last_failed_sign_in_at: now, locked_until: until })
    .where('id', '=', userId)
    .execute();
  return { locked: true, until, seconds };
}

/** Forgets failures and locks (successful sign-in, unlock link, password reset). */
export async function clearFailedSignIns(tx: TenantTx, tenantId: string, userId: string): Promise<void> {
  await tx
    .updateTable('users')
    .set({ failed_sign_ins: 0, lockouts: 0, last_failed_sign_in_at: null, locked_until: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}
