import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ProductionStatus } from '@teamwear/shared/contracts';
import type { Clock } from '../../clock';
import type { OrderRow, ProductionJobRow, TenantRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { snapshotHash } from '../../orders/snapshot-hash';
import { productionSettingsHash } from '../production-settings';
import { chargeProduction } from './production-budget';

/** The job's columns without the ZIP (a status read never loads the files). */
const STATUS_COLUMNS = [
  'id',
  'tenant_id',
  'order_id',
  'snapshot_hash',
  'state',
  'attempts',
  'steps_done',
  'steps_total',
  'next_attempt_at',
  'last_error',
  'zip_bytes',
  'created_at',
  'updated_at',
  'finished_at',
  'started_at',
] as const;
export type ProductionJobStatusRow = Omit<ProductionJobRow, 'zip'>;

/**
 * What a job's files are made of (its `snapshot_hash` column): the order's snapshot and the shop's
 * production settings (inks, print areas). A change of either makes the files again.
 */
export function jobHash(order: Pick<OrderRow, 'snapshot'>, tenant: Pick<TenantRow, 'settings'>): string {
  return createHash('sha256').update(snapshotHash(order.snapshot)).update(productionSettingsHash(tenant)).digest('hex');
}

/** An order's job as it stands, locked for the caller's change; undefined when it has none. */
export function productionJobOf(tx: TenantTx, order: Pick<OrderRow, 'tenant_id' | 'id'>): Promise<ProductionJobStatusRow | undefined> {
  return tx.selectFrom('production_jobs').select(STATUS_COLUMNS).where('tenant_id', '=', order.tenant_id).where('order_id', '=', order.id).forUpdate().executeTakeFirst();
}

/**
 * Asks for an order's print files as the order is now: a new job, or the order's job queued again
 * when its snapshot or the shop's production settings changed (or, with `retryFailed`, when its attempts failed for good). A job
 * already made (or being made) for this snapshot stays as it is. Answers the job. Whether an order
 * may have print files at all is the life cycle's rule (print-files.ts), which calls this.
 *
 * Every job queued is charged to the production budget (production-budget.ts) here, where jobs are
 * queued: to the order's customer and the shop, refused with 429 past either's limit; or
 * (`chargedTo: 'shop'`) to the shop alone, never refused.
 */
export async function queueProduction(
  tx: TenantTx,
  clock: Clock,
  order: OrderRow,
  options: { retryFailed?: boolean; chargedTo?: 'customer' | 'shop' } = {},
): Promise<ProductionJobStatusRow> {
  const tenant = await tx.selectFrom('tenants').select('settings').where('id', '=', order.tenant_id).executeTakeFirstOrThrow();
  const hash = jobHash(order, tenant);
  const now = clock.now();
  const existing = await productionJobOf(tx, order);
  if (existing && existing.snapshot_hash === hash && (existing.state !== 'failed' || !options.retryFailed)) return existing;
  const byShop = options.chargedTo === 'shop';
  await chargeProduction(tx, clock, tenant, { tenantId: order.tenant_id, customerId: byShop ? null : order.user_id, orderId: order.id, orderNumber: order.number }, { enforce: !byShop });
  const fresh = {
    snapshot_hash: hash,
    state: 'queued' as const,
    attempts: 0,
    steps_done: 0,
    steps_total: 0,
    next_attempt_at: now,
    last_error: null,
    zip: null,
    zip_bytes: null,
    updated_at: now,
    finished_at: null,
  };
  return tx
    .insertInto('production_jobs')
    .values({ tenant_id: order.tenant_id, order_id: order.id, ...fresh })
    .onConflict((oc) => oc.columns(['tenant_id', 'order_id']).doUpdateSet(fresh))
    .returning(STATUS_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Drops an order's job and its files (the order was canceled or rejected): a worker drawing it keeps nothing. Answers whether there was one. */
export async function dropProduction(tx: TenantTx, order: Pick<OrderRow, 'tenant_id' | 'id'>): Promise<boolean> {
  const dropped = await tx.deleteFrom('production_jobs').where('tenant_id', '=', order.tenant_id).where('order_id', '=', order.id).executeTakeFirst();
  return Number(dropped.numDeletedRows) > 0;
}

/** What the shop reads of a job given up on: how often it was tried, and why it stopped. */
export function givenUpMessage(attempts: number, reason: string): string {
  return `Stopped after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`.slice(0, 1000);
}

/**
 * Claims the next due job of a tenant (SKIP LOCKED: several API instances share the queue), leased
 * until `leaseUntil`. A job still `running` past its lease was claimed by a process that stopped
 * while drawing it: it is claimed again while it has attempts left, and after `maxAttempts` it is
 * left failed with why, never claimed again (a design that kills its drawing every time would
 * otherwise be drawn after every lease, forever).
 *
 * Fair between customers: of the due jobs, the one whose customer's last job started longest ago
 * (a customer never served first), then the longest due; so one customer's hundred orders wait
 * their turn behind another customer's one. (Fairness between shops is the worker's round.)
 */
export async function claimJob(tx: TenantTx, tenantId: string, now: Date, leaseUntil: Date, maxAttempts: number): Promise<ProductionJobStatusRow | undefined> {
  await tx
    .updateTable('production_jobs')
    .set((eb) => ({
      state: 'failed',
      updated_at: now,
      last_error: eb
        .case()
        .when('last_error', 'is', null)
        .then(sql<string>`'Stopped after ' || attempts || ' attempts: the drawing stopped each time before the files were made'`)
        .else(sql<string>`left('Stopped after ' || attempts || ' attempts: the last stopped while drawing; before, ' || last_error, 1000)`)
        .end(),
    }))
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'running')
    .where('next_attempt_at', '<=', now)
    .where('attempts', '>=', maxAttempts)
    .execute();
  return tx
    .updateTable('production_jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, updated_at: now, started_at: now }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('production_jobs as due')
        .innerJoin('orders', (join) => join.onRef('orders.id', '=', 'due.order_id').onRef('orders.tenant_id', '=', 'due.tenant_id'))
        .select('due.id')
        .where('due.tenant_id', '=', tenantId)
        .where('due.state', 'in', ['queued', 'running'])
        .where('due.next_attempt_at', '<=', now)
        .orderBy(
          (order) =>
            order
              .selectFrom('production_jobs as served')
              .innerJoin('orders as served_order', (join) => join.onRef('served_order.id', '=', 'served.order_id').onRef('served_order.tenant_id', '=', 'served.tenant_id'))
              .select((max) => max.fn.max('served.started_at').as('last_started'))
              .where('served.tenant_id', '=', tenantId)
              .whereRef('served_order.user_id', '=', 'orders.user_id'),
          (direction) => direction.asc().nullsFirst(),
        )
        .orderBy('due.next_attempt_at')
        .limit(1)
        .forUpdate('due')
        .skipLocked(),
    )
    .returning(STATUS_COLUMNS)
    .executeTakeFirst();
}

export function toProductionStatus(job: ProductionJobStatusRow): ProductionStatus {
  return {
    orderId: job.order_id,
    state: job.state,
    stepsDone: job.steps_done,
    stepsTotal: job.steps_total,
    attempts: job.attempts,
    lastError: job.last_error,
    finishedAt: job.finished_at ? job.finished_at.toISOString() : null,
    zipBytes: job.zip_bytes,
  };
}

/** The ZIP of a job that is done for this snapshot, else undefined. */
export async function finishedZip(tx: TenantTx, job: ProductionJobStatusRow): Promise<Buffer | undefined> {
  if (job.state !== 'done') return undefined;
  const row = await tx.selectFrom('production_jobs').select('zip').where('tenant_id', '=', job.tenant_id).where('id', '=', job.id).executeTakeFirst();
  return row?.zip ?? undefined;
}
