import type { Clock } from '../clock';
import type { OrderRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/**
 * What the life cycle asks of production when a move queues or drops an order's print files.
 * Production provides it (production/jobs/print-files.ts) and app.ts hands it to the orders'
 * life cycle (order-life.ts), so orders/ never imports production/: production reads orders, not
 * the other way round.
 */
export interface PrintFilesQueue {
  /** Queues the order's print files as it is now, in the move's transaction (charged to the production budget: 429 past it). */
  queue(tx: TenantTx, clock: Clock, order: OrderRow): Promise<void>;
  /** Drops the order's print job and files (it was canceled or rejected). */
  drop(tx: TenantTx, order: OrderRow): Promise<void>;
  /** Asks the worker to look at its queue soon: called once the transaction that queued files committed. */
  wake(): void;
}
