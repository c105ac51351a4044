import { sql } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { TenantRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../http/errors';

/**
 * The production budget (issue 32): how many print jobs may be queued in a rolling day for one
 * customer's orders, and for one shop. Drawing a job's files takes a worker for seconds to minutes,
 * so a customer (or a shop) who could queue jobs without end would starve every other one. Each
 * job queued is charged here, in the transaction that queues it (queueProduction); past either
 * limit the queuing is refused with 429, saying the limit and when the next job may be queued.
 * A shop changes its limits in `settings.productionBudget` ({ perCustomerPerDay, perShopPerDay }).
 */
export const DEFAULT_PRODUCTION_JOBS_PER_CUSTOMER_PER_DAY = 20;
export const DEFAULT_PRODUCTION_JOBS_PER_SHOP_PER_DAY = 500;

const DAY_MS = 24 * 60 * 60_000;

const ProductionBudgetSettings = z.object({
  perCustomerPerDay: z.number().int().min(1).max(100_000).optional(),
  perShopPerDay: z.number().int().min(1).max(1_000_000).optional(),
});

export interface ProductionBudget {
  perCustomerPerDay: number;
  perShopPerDay: number;
}

/** `tenants.settings.productionBudget`: the shop's limits, the defaults where unset or invalid. */
export function productionBudgetOf(tenant: Pick<TenantRow, 'settings'>): ProductionBudget {
  const parsed = ProductionBudgetSettings.safeParse(tenant.settings.productionBudget ?? {});
  const set = parsed.success ? parsed.data : {};
  return {
    perCustomerPerDay: set.perCustomerPerDay ?? DEFAULT_PRODUCTION_JOBS_PER_CUSTOMER_PER_DAY,
    perShopPerDay: set.perShopPerDay ?? DEFAULT_PRODUCTION_JOBS_PER_SHOP_PER_DAY,
  };
}

/** Who a job is charged to: the order's customer and the shop, or (`customerId` null) the shop alone. */
export interface ProductionCharge {
  tenantId: string;
  customerId: string | null;
  orderId: string;
  orderNumber: number;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Charges one queued job to the budget, or refuses it (429 PRODUCTION_BUDGET_REACHED) when the
 * customer or the shop has had its limit of jobs in the last 24 hours. `enforce: false` charges
 * without refusing: the files of a shop's open orders made again after it changed its own settings
 * (the settings are saved; they count against what the shop queues next).
 */
export async function chargeProduction(tx: TenantTx, clock: Clock, tenant: Pick<TenantRow, 'settings'>, charge: ProductionCharge, options: { enforce: boolean }): Promise<void> {
  // A shop's charges are counted and written one transaction at a time, so two approvals at once cannot both take the last place.
  await sql`select pg_advisory_xact_lock(hashtext(${`production-budget:${charge.tenantId}`}))`.execute(tx);
  const now = clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  // Charges older than the window count for nothing: they go as new ones come.
  await tx.deleteFrom('production_charges').where('tenant_id', '=', charge.tenantId).where('created_at', '<=', since).execute();
  if (options.enforce) {
    const budget = productionBudgetOf(tenant);
    const limits = [
      ...(charge.customerId === null
        ? []
        : [{ limit: budget.perCustomerPerDay, customerId: charge.customerId, who: `Order ${charge.orderNumber}'s customer has`, per: 'per customer' }]),
      { limit: budget.perShopPerDay, customerId: null, who: 'The shop has', per: 'per shop' },
    ];
    for (const { limit, customerId, who, per } of limits) {
      let charged = tx
        .selectFrom('production_charges')
        .where('tenant_id', '=', charge.tenantId)
        .where('created_at', '>', since);
      if (customerId !== null) charged = charged.where('user_id', '=', customerId);
      // The charge that frees a place when it leaves the day: the limit-th newest.
      const counted = await charged.select('created_at').orderBy('created_at', 'desc').limit(limit).execute();
      const oldest = counted[limit - 1];
      if (oldest) {
        const freesAt = new Date(oldest.created_at.getTime() + DAY_MS);
        throw new HttpError(
          429,
          'PRODUCTION_BUDGET_REACHED',
          `${who} had ${limit} print jobs queued in the last 24 hours, the most the shop allows ${per}: the next can be queued after ${utc(freesAt)}`,
          { headers: { 'retry-after': String(Math.max(1, Math.ceil((freesAt.getTime() - now.getTime()) / 1000))) } },
        );
      }
    }
  }
  await tx
    .insertInto('production_charges')
    .values({ tenant_id: charge.tenantId, user_id: charge.customerId, order_id: charge.orderId, created_at: now })
    .execute();
}
