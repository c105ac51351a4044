import { sql, type RawBuilder } from 'kysely';
import type { DepositRule, LeadTimeDays, ProviderOrderSummary, ShopOrderBoardCard } from '@teamwear/shared/contracts';
import { depositOverdueSince } from '@teamwear/shared/orders';
import { orderBalance } from '@teamwear/shared/orders/balance';
import { isoOf } from '../../db/iso-text';
import { toOrderSummary, type ListedOrderRow } from '../order-queries';
import { dueBy } from './lead-times';

/** A row of the shop's table or a card of its board, as its statements select it (times as isoText). */
export type ShopOrderRow = ListedOrderRow & {
  user_id: string;
  team_name: string;
  status_changed_at: string;
  customer_name: string;
  customer_email: string;
};

const PLAIN = ['id', 'number', 'status', 'product', 'product_type', 'model', 'team_name', 'quantity', 'total_price_cents', 'grand_total_cents', 'paid_amount_cents', 'user_id'];
const TIMES = ['designed_at', 'created_at', 'approved_at', 'delivered_at', 'received_at', 'status_changed_at'];

/** The columns of `orders` a row is made of (not the snapshot: the team name has a column of its own). */
export function orderColumns(table: string): RawBuilder<unknown> {
  return sql.join([...PLAIN, ...TIMES].map((name) => sql.ref(`${table}.${name}`)));
}

/**
 * The columns of a row, from the orders cut as `table` (orderColumns) and the customer joined as
 * `users`: times as text in UTC (iso-text.ts).
 */
export function shopOrderColumns(table: string): RawBuilder<unknown> {
  const time = (name: string) => sql`(${sql.ref(`${table}.${name}`)} at time zone 'UTC')::text as ${sql.id(name)}`;
  // No picture: the board and the table show none (an order's page draws its sides), and a design's
  // picture inline (up to 200 KB each) made a board of 120 cards megabytes, too large to keep.
  return sql`${sql.join(PLAIN.map((name) => sql.ref(`${table}.${name}`)))}, null::text as thumbnail, ${sql.join(TIMES.map(time))},
    users.first_name || ' ' || users.last_name as customer_name, users.email as customer_email`;
}

/**
 * A row as the table and the board send it, marked overdue by the shop's lead times at `now`, and
 * its deposit overdue by the shop's deposit rule (none without one).
 */
export function toProviderOrderSummary(row: ShopOrderRow, leadTimes: LeadTimeDays, now: Date, depositRule: DepositRule | null = null): ProviderOrderSummary {
  const summary = toOrderSummary(row);
  const depositLate = depositOverdueSince(
    { status: summary.status, grandTotalCents: summary.grandTotalCents, paidCents: summary.paidAmountCents, approvedAt: summary.approvedAt === null ? null : new Date(summary.approvedAt) },
    depositRule,
    now,
  );
  const statusSince = isoOf(row.status_changed_at);
  const due = dueBy(summary.status, new Date(statusSince), leadTimes);
  return {
    ...summary,
    thumbnail: null,
    customer: { id: row.user_id, name: row.customer_name.trim(), email: row.customer_email },
    teamName: row.team_name,
    balanceDueCents: orderBalance(summary).dueCents,
    statusSince,
    dueBy: due ? due.toISOString() : null,
    overdue: due !== null && now.getTime() > due.getTime(),
    depositOverdueSince: depositLate ? depositLate.toISOString() : null,
  };
}

/** A row as a board card: what the card shows, no more (ShopOrderBoardCard). */
export function toBoardCard(row: ShopOrderRow, leadTimes: LeadTimeDays, now: Date, depositRule: DepositRule | null = null): ShopOrderBoardCard {
  const { id, number, status, product, model, teamName, quantity, balanceDueCents, statusSince, dueBy: due, overdue, depositOverdueSince: depositLate, customer } = toProviderOrderSummary(row, leadTimes, now, depositRule);
  return { id, number, status, product, model, teamName, quantity, balanceDueCents, statusSince, dueBy: due, overdue, depositOverdueSince: depositLate ?? null, customer: { id: customer.id, name: customer.name } };
}

/**
 * The next moment one of these orders becomes overdue (the answer stops being true then), or null:
 * by the shop's lead times, and, given the shop's deposit rule, when an approved order's deposit does.
 */
export function nextOverdue(
  orders: readonly (Pick<ProviderOrderSummary, 'overdue' | 'dueBy'> & Partial<Pick<ProviderOrderSummary, 'status' | 'approvedAt' | 'depositOverdueSince'>>)[],
  depositRule: DepositRule | null = null,
): Date | null {
  let next: number | null = null;
  const consider = (at: number) => {
    if (next === null || at < next) next = at;
  };
  for (const order of orders) {
    if (!order.overdue && order.dueBy !== null) consider(Date.parse(order.dueBy));
    // Counted from approval whether or not it is paid: an answer a little shorter-lived, never a stale mark.
    if (depositRule?.overdueAfterDays && order.status === 'APPROVED' && order.approvedAt && !order.depositOverdueSince) {
      consider(Date.parse(order.approvedAt) + depositRule.overdueAfterDays * 24 * 60 * 60 * 1000);
    }
  }
  return next === null ? null : new Date(next);
}
