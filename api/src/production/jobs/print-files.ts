import { OrderStatus } from '@teamwear/shared/contracts';
import { ORDER_STATUS_FACTS, type PrintFiles } from '@teamwear/shared/orders/life-cycle';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { OrderRow, TenantRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../http/errors';
import type { PrintFilesQueue } from '../../orders/print-files-queue';
import { dropProduction, jobHash, productionJobOf, queueProduction, type ProductionJobStatusRow } from './production-jobs';

/**
 * An order's print files as its status has them (issue 32; the life cycle's table,
 * ORDER_STATUS_FACTS.printFiles): production's side of the one rule. The life cycle queues and
 * drops them on a move (orders/order-life.ts, through printFilesQueue), the shop's production
 * routes ask printFilesJob, a change of the shop's production settings remakes what is made, the
 * worker draws and keeps files only for an order in STATUSES_WITH_PRINT_FILES.
 *
 * - REVIEWING: none yet. The shop has not approved what will be printed; the customer approving
 *   the proof queues nothing (that let a customer have files drawn for any order they placed).
 * - APPROVED, PROCESSING: made once the shop approves the order, and made again when its snapshot
 *   or the shop's production settings change.
 * - READY, ON_THE_WAY, COMPLETED: kept as they were printed from (made once for an order without).
 * - CANCELED, REJECTED: none. The job goes with its files when the order is canceled or
 *   rejected, and a worker drawing it at that moment keeps nothing.
 */
export function printFilesOf(status: OrderStatus): PrintFiles {
  return ORDER_STATUS_FACTS[status].printFiles;
}

/** Statuses in which an order's print files are made, and made again when what they are made of changes. */
const MADE_IN: readonly OrderStatus[] = OrderStatus.options.filter((status) => printFilesOf(status) === 'made');

/** Statuses in which an order has print files (made or kept): the worker draws and keeps only for these. */
export const STATUSES_WITH_PRINT_FILES: readonly OrderStatus[] = OrderStatus.options.filter((status) => printFilesOf(status) !== 'none');

/**
 * Production's queue as the orders' life cycle uses it on a move (orders/print-files-queue.ts):
 * the shop's approval queues the files (charged to the production budget, so the approval answers
 * 429 past it), a cancelation or rejection drops them, and the app's worker is woken once the move
 * committed.
 */
export function printFilesQueue(app: Pick<FastifyInstance, 'production'>): PrintFilesQueue {
  return {
    queue: async (tx, clock, order) => void (await queueProduction(tx, clock, order)),
    drop: async (tx, order) => void (await dropProduction(tx, order)),
    wake: () => app.production.kick(),
  };
}

const noPrintFiles = (order: OrderRow, status: OrderStatus) =>
  new HttpError(
    409,
    'NO_PRINT_FILES',
    status === 'REVIEWING'
      ? `Order ${order.number} has no print files yet: they are made once the shop approves it`
      : `Order ${order.number} is ${status}: it has no print files`,
  );

/**
 * The job of the print files a (locked) order has in its status, for the shop: queued if it has
 * none for the order as it is while it is APPROVED or PROCESSING (with `retryFailed`, also when its
 * last attempts failed), the one it was printed from once it is further on. 409 NO_PRINT_FILES in
 * a status without print files.
 */
export async function printFilesJob(tx: TenantTx, clock: Clock, order: OrderRow, options: { retryFailed?: boolean } = {}): Promise<ProductionJobStatusRow> {
  const status = OrderStatus.parse(order.status);
  const files = printFilesOf(status);
  if (files === 'none') throw noPrintFiles(order, status);
  if (files === 'kept') {
    const kept = await productionJobOf(tx, order);
    if (kept && (kept.state !== 'failed' || !options.retryFailed)) return kept;
  }
  return queueProduction(tx, clock, order, options);
}

/**
 * After the shop changed its production settings: queues again the jobs of its orders whose files
 * are made (APPROVED, PROCESSING) and were made (or are being made) with other settings; answers
 * how many. Orders further on keep the files they were printed from. The shop's own change: charged
 * to the shop alone, never refused (its settings are saved already).
 */
export async function remakePrintFilesAfterSettings(tx: TenantTx, clock: Clock, tenant: Pick<TenantRow, 'id' | 'settings'>): Promise<number> {
  const orders = await tx
    .selectFrom('orders')
    .innerJoin('production_jobs', (join) => join.onRef('production_jobs.order_id', '=', 'orders.id').onRef('production_jobs.tenant_id', '=', 'orders.tenant_id'))
    .selectAll('orders')
    .select('production_jobs.snapshot_hash as job_hash')
    .where('orders.tenant_id', '=', tenant.id)
    .where('orders.status', 'in', [...MADE_IN])
    .execute();
  let queued = 0;
  for (const { job_hash: hash, ...order } of orders) {
    if (hash === jobHash(order, tenant)) continue;
    await queueProduction(tx, clock, order, { chargedTo: 'shop' });
    queued += 1;
  }
  return queued;
}
