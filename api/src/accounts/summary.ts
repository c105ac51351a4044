import { sql } from 'kysely';
import { ACTIVITY_WEEKS, type AccountSummary, type WeeklyActivity } from '@teamwear/shared/contracts';
import { IN_PROGRESS_STATUSES } from '@teamwear/shared/orders';
import type { TenantTx } from '../db/tenant-scope';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the ISO week `now` is in. */
export function startOfIsoWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - daysSinceMonday);
  return day;
}

/** The Mondays of the last `weeks` ISO weeks, oldest first, this week's last. */
export function activityWeeks(now: Date, weeks = ACTIVITY_WEEKS): Date[] {
  const thisWeek = startOfIsoWeek(now).getTime();
  return Array.from({ length: weeks }, (_, index) => new Date(thisWeek - (weeks - 1 - index) * WEEK_MS));
}

/**
 * Counts per week into the weeks of `activityWeeks`: `created` are the creation times of what was
 * added; anything before the first week is left out.
 */
export function weeklyActivity(weeks: Date[], designs: Date[], players: Date[]): WeeklyActivity[] {
  const first = weeks[0]?.getTime() ?? 0;
  const activity = weeks.map((week) => ({ weekStart: week.toISOString().slice(0, 10), designs: 0, players: 0 }));
  const count = (times: Date[], field: 'designs' | 'players') => {
    for (const time of times) {
      const index = Math.floor((time.getTime() - first) / WEEK_MS);
      const week = activity[index];
      if (index >= 0 && week) week[field] += 1;
    }
  };
  count(designs, 'designs');
  count(players, 'players');
  return activity;
}

/**
 * The dashboard's counts for one user: `total` and `thisWeek` (created since the start of the ISO
 * week, UTC), what was added in each of the last 12 weeks, and their orders in progress and completed.
 */
export async function loadAccountSummary(tx: TenantTx, tenantId: string, userId: string, now: Date): Promise<AccountSummary> {
  const weekStart = startOfIsoWeek(now);
  const weeks = activityWeeks(now);
  const since = weeks[0] ?? weekStart;
  const counts = (table: 'designs' | 'players') =>
    tx
      .selectFrom(table)
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where created_at >= ${weekStart}))::int`.as('thisWeek'),
        sql<Date[]>`coalesce(array_agg(created_at) filter (where created_at >= ${since}), '{}')`.as('recent'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  const designs = await counts('designs');
  const players = await counts('players');
  const orders = await tx
    .selectFrom('orders')
    .select([
      sql<number>`(count(*) filter (where status in (${sql.join(IN_PROGRESS_STATUSES)})))::int`.as('inProgress'),
      sql<number>`(count(*) filter (where status = 'COMPLETED'))::int`.as('completed'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const times = (values: (Date | string)[]) => values.map((value) => new Date(value));
  return {
    designs: { total: designs.total, thisWeek: designs.thisWeek },
    players: { total: players.total, thisWeek: players.thisWeek },
    ordersInProgress: orders.inProgress,
    ordersCompleted: orders.completed,
    activity: weeklyActivity(weeks, times(designs.recent), times(players.recent)),
  };
}
