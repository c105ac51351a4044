import type { ProductionStatus } from '@teamwear/shared/contracts';
import type { Clock } from '../../clock';
import type { OrderRow, ProductionJobRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { snapshotHash } from '../../orders/snapshot-hash';

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
 * Asks for an order's print files as the order is now: a new job, or the order's job queued again
 * when its snapshot changed (or, with `retryFailed`, when its attempts failed for good). A job
 * already made (or being made) for this snapshot stays as it is. Answers the job.
 */
export async function queueProduction(tx: TenantTx, clock: Clock, order: OrderRow, options: { retryFailed?: boolean } = {}): Promise<ProductionJobStatusRow> {
  const hash = snapshotHash(order.snapshot);
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
