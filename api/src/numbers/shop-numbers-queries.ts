import { sql } from 'kysely';
import { ADMIN_ROLE, DesignProduct, ORDER_STATUSES, SHOP_NUMBERS_TOP_GARMENTS, type ShopNumbers, type ShopNumbersWeek } from '@teamwear/shared/contracts';
import type { TenantTx } from '../db/tenant-scope';
import type { ShopWeek } from './shop-weeks';

/** An order that was neither canceled nor rejected: it counts in the revenue. */
const COUNTED = sql`status not in ('CANCELED', 'REJECTED')`;

/**
 * The boundaries of the weeks as one array parameter (its text form, which both drivers pass as it
 * is): `width_bucket` puts a moment in week 1 … n, the bucket past the last boundary being n + 1.
 */
function boundariesOf(weeks: readonly ShopWeek[], end: Date): string {
  return `{${[...weeks.map((week) => week.from), end].map((moment) => moment.toISOString()).join(',')}}`;
}

/** bigint sums come back from pg as text. */
const whole = (value: string | number | null): number => Number(value ?? 0);

interface WeekOrders {
  week: number;
  placed: number;
  counted: number;
  pieces: string | number | null;
  revenue: string | number | null;
  paid: string | number | null;
}

/**
 * The shop's numbers, read in the tenant's scope (row-level security hides every other shop's rows;
 * the `tenant_id` conditions let the planner use the tenant's indexes). Four statements, each one
 * pass over the weeks' rows of one table through `(tenant_id, created_at)` indexes, and one count
 * per status over the status index.
 */
export async function readShopNumbers(tx: TenantTx, tenantId: string, weeks: readonly ShopWeek[], end: Date): Promise<Omit<ShopNumbers, 'timeZone'>> {
  const first = weeks[0]?.from ?? end;
  const bounds = boundariesOf(weeks, end);
  const bucket = (column: string) => sql<number>`width_bucket(${sql.ref(column)}, ${bounds}::timestamptz[])`;

  const orders = await sql<WeekOrders>`
    select ${bucket('created_at')} as week,
      count(*)::int as placed,
      (count(*) filter (where ${COUNTED}))::int as counted,
      sum(quantity) filter (where ${COUNTED}) as pieces,
      sum(grand_total_cents) filter (where ${COUNTED}) as revenue,
      sum(least(paid_amount_cents, grand_total_cents)) filter (where ${COUNTED}) as paid
    from orders
    where tenant_id = ${tenantId} and created_at >= ${first} and created_at < ${end}
    group by 1`.execute(tx);

  // A design counts as ordered when any order (in any status) was placed from it. Joined to the
  // set of ordered designs (one hash of the shop's orders): an EXISTS in the count's filter would
  // be a sub-plan run per design, a scan of the orders each (10,000 designs: seconds).
  const designs = await sql<{ week: number; saved: number; ordered: number }>`
    select ${bucket('d.created_at')} as week, count(*)::int as saved, count(o.design_id)::int as ordered
    from designs d
    left join (select distinct design_id from orders where tenant_id = ${tenantId} and design_id is not null) o on o.design_id = d.id
    where d.tenant_id = ${tenantId} and d.created_at >= ${first} and d.created_at < ${end}
    group by 1`.execute(tx);

  const customers = await sql<{ week: number; joined: number }>`
    select ${bucket('created_at')} as week, count(*)::int as joined
    from users
    where tenant_id = ${tenantId} and created_at >= ${first} and created_at < ${end} and not (${ADMIN_ROLE} = any(roles))
    group by 1`.execute(tx);

  const statuses = await sql<{ status: string; count: number }>`
    select status, count(*)::int as count from orders where tenant_id = ${tenantId} group by status`.execute(tx);

  const garments = await sql<{ product: string; orders: number; pieces: string | number }>`
    select product, count(*)::int as orders, sum(quantity) as pieces
    from orders
    where tenant_id = ${tenantId} and created_at >= ${first} and created_at < ${end} and ${COUNTED}
    group by product
    order by sum(quantity) desc, count(*) desc, product
    limit ${SHOP_NUMBERS_TOP_GARMENTS}`.execute(tx);

  const ordersOf = new Map(orders.rows.map((row) => [Number(row.week), row]));
  const designsOf = new Map(designs.rows.map((row) => [Number(row.week), row]));
  const customersOf = new Map(customers.rows.map((row) => [Number(row.week), row]));
  const countOf = new Map(statuses.rows.map((row) => [row.status, row.count]));

  return {
    weeks: weeks.map((week, index): ShopNumbersWeek => {
      const row = ordersOf.get(index + 1);
      const revenueCents = whole(row?.revenue ?? 0);
      const paidCents = whole(row?.paid ?? 0);
      const counted = row?.counted ?? 0;
      const design = designsOf.get(index + 1);
      return {
        start: week.start,
        ordersPlaced: row?.placed ?? 0,
        ordersCounted: counted,
        pieces: whole(row?.pieces ?? 0),
        revenueCents,
        paidCents,
        dueCents: revenueCents - paidCents,
        averageOrderCents: counted ? Math.round(revenueCents / counted) : 0,
        designsSaved: design?.saved ?? 0,
        designsOrdered: design?.ordered ?? 0,
        newCustomers: customersOf.get(index + 1)?.joined ?? 0,
      };
    }),
    statuses: ORDER_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    // A garment the studio no longer makes is left out rather than failing the page.
    topGarments: garments.rows.flatMap((row) => {
      const product = DesignProduct.safeParse(row.product);
      return product.success ? [{ product: product.data, orders: row.orders, pieces: whole(row.pieces) }] : [];
    }),
  };
}
