import { z } from 'zod';
import { DEFAULT_LEAD_TIME_DAYS, LeadTimeDays, WAITING_STATUSES, type LeadTimesRequest, type OrderStatus, type WaitingStatus } from '@teamwear/shared/contracts';
import type { TenantRow } from '../../db/schema';

/**
 * `tenants.settings.orders.leadTimeDays`: the days the shop's orders may wait in each status before
 * its table and board mark them (`overdue`), set by its administrators
 * (`PUT /api/provider/settings/lead-times`). What the shop did not set is the default
 * (DEFAULT_LEAD_TIME_DAYS); a stored value out of range (written by hand) counts as unset.
 */
const StoredLeadTimes = z.object({ leadTimeDays: LeadTimeDays.partial().catch({}) }).partial();

const DAY_MS = 24 * 60 * 60 * 1000;

export function leadTimesOf(tenant: Pick<TenantRow, 'settings'>): LeadTimeDays {
  const parsed = StoredLeadTimes.safeParse(tenant.settings.orders ?? {});
  const own = parsed.success ? (parsed.data.leadTimeDays ?? {}) : {};
  return { ...DEFAULT_LEAD_TIME_DAYS, ...own };
}

/** The shop's `settings.orders` with the request's days set (null: back to the default), the rest kept. */
export function withLeadTimes(settings: Record<string, unknown>, change: LeadTimesRequest): Record<string, unknown> {
  const orders = { ...((settings.orders as Record<string, unknown> | undefined) ?? {}) };
  const parsed = StoredLeadTimes.safeParse(orders);
  const days: Partial<Record<WaitingStatus, number>> = { ...(parsed.success ? (parsed.data.leadTimeDays ?? {}) : {}) };
  for (const status of WAITING_STATUSES) {
    const value = change[status];
    if (value === null) delete days[status];
    else if (value !== undefined) days[status] = value;
  }
  orders.leadTimeDays = days;
  return { ...settings, orders };
}

/** When an order in `status` since `since` waits too long: null in a status without a lead time (a final one). */
export function dueBy(status: OrderStatus, since: Date, leadTimes: LeadTimeDays): Date | null {
  const days = (leadTimes as Partial<Record<OrderStatus, number>>)[status];
  return days === undefined ? null : new Date(since.getTime() + days * DAY_MS);
}
