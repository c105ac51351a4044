import { sql } from 'kysely';
import type { AccountSummary } from '@teamwear/shared/contracts';
import type { TenantTx } from '../db/tenant-scope';

/** Monday 00:00 UTC of the ISO week `now` is in. */
export function startOfIsoWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - daysSinceMonday);
  return day;
}

/**
 * The dashboard's counts for one user: `total` and `thisWeek` (created since the start of the ISO
 * week, UTC). Players and orders do not exist yet: each later issue adds its count here.
 */
export async function loadAccountSummary(tx: TenantTx, tenantId: string, userId: string, now: Date): Promise<AccountSummary> {
  const weekStart = startOfIsoWeek(now);
  const designs = await tx
    .selectFrom('designs')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where created_at >= ${weekStart}))::int`.as('thisWeek'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    designs: { total: designs.total, thisWeek: designs.thisWeek },
    players: { total: 0, thisWeek: 0 },
    ordersInProgress: 0,
    ordersCompleted: 0,
  };
}
