import { createHash } from 'node:crypto';
import type { OrderStatus, ProductionStatus } from '@teamwear/shared/contracts';
import type { Clock } from '../../clock';
import type { OrderRow, ProductionJobRow, TenantRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { snapshotHash } from '../../orders/snapshot-hash';
import { productionSettingsHash } from '../production-settings';

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
] as const;
export type ProductionJobStatusRow = Omit<ProductionJobRow, 'zip'>;

/**
 * What a job's files are made of (its `snapshot_hash` column): the order's snapshot and the shop's
 * production settings (inks, print areas). A change of either makes the files again.
 */
export function jobHash(order: Pick<OrderRow, 'snapshot'>, tenant: Pick<TenantRow, 'settings'>): string {
  return createHash('sha256').update(snapshotHash(order.snapshot)).update(productionSettingsHash(tenant)).digest('hex');
}

/** Orders whose print files are still to be printed from: made again when the shop's settings change. */
export const OPEN_FOR_PRODUCTION: readonly OrderStatus[] = ['APPROVED', 'PROCESSING'];

/**
 * Queues again the jobs of the shop's open orders whose files were made (or are being made) with
 * other settings than `tenant`'s; answers how many. Orders further on (READY, shipped) keep the
 * files they were printed from.
 */
export async function requeueOpenOrders(tx: TenantTx, clock: Clock, tenant: Pick<TenantRow, 'id' | 'settings'>): Promise<number> {
  const orders = await tx
    .selectFrom('orders')
    .innerJoin('production_jobs', (join) => join.onRef('production_jobs.order_id', '=', 'orders.id').onRef('production_jobs.tenant_id', '=', 'orders.tenant_id'))
    .selectAll('orders')
    .select('production_jobs.snapshot_hash as job_hash')
    .where('orders.tenant_id', '=', tenant.id)
    .where('orders.status', 'in', [...OPEN_FOR_PRODUCTION])
    .execute();
  let queued = 0;
  for (const { job_hash: hash, ...order } of orders) {
    if (hash === jobHash(order, tenant)) continue;
    await queueProduction(tx, clock, order);
    queued += 1;
  }
  return queued;
}

/**
 * Asks for an order's print files as the order is now: a new job, or the order's job queued again
 * when its snapshot or the shop's production settings changed (or, with `retryFailed`, when its attempts failed for good). A job
 * already made (or being made) for this snapshot stays as it is. Answers the job.
 */
export async function queueProduction(tx: TenantTx, clock: Clock, order: OrderRow, options: { retryFailed?: boolean } = {}): Promise<ProductionJobStatusRow> {
  const tenant = await tx.selectFrom('tenants').select('settings').where('id', '=', order.tenant_id).executeTakeFirstOrThrow();
  const hash = jobHash(order, tenant);
  const now = clock.now();
  const existing = await tx
    .selectFrom('production_jobs')
    .select(STATUS_COLUMNS)
    .where('tenant_id', '=', order.tenant_id)
    .where('order_id', '=', order.id)
    .forUpdate()
    .executeTakeFirst();
  if (existing && existing.snapshot_hash === hash && (existing.state !== 'failed' || !options.retryFailed)) return existing;
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

/** Claims the next due job of a tenant (SKIP LOCKED: several API instances share the queue), leased until `leaseUntil`. */
export async function claimJob(tx: TenantTx, tenantId: string, now: Date, leaseUntil: Date): Promise<ProductionJobStatusRow | undefined> {
  return tx
    .updateTable('production_jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, updated_at: now, last_error: null }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('production_jobs')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('state', 'in', ['queued', 'running'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
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
