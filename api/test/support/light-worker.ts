import type { Order } from '@teamwear/shared/contracts';
import { ProductionWorker } from '../../src/production/jobs/production-worker';
import type { TestContext } from '../helpers';

export interface LightWorkerOptions {
  /** Notes the id of each order whose files it made. */
  made?: string[];
  /** Runs while it draws an order's files (a test holds the drawing here). */
  during?: (order: Order) => Promise<void>;
  /** What its files are (`files of <order number>` by default). */
  zip?: string;
}

/**
 * A production worker whose drawing is light (the scheduling is under test, not the pictures),
 * reporting its jobs to the app's metrics as the API's worker does. Its drain() makes every due
 * job now, so that a test can start with an empty queue.
 */
export function lightWorker(ctx: TestContext, { made, during, zip }: LightWorkerOptions = {}): ProductionWorker {
  return new ProductionWorker(ctx.db, ctx.clock, ctx.app.log, {
    pollIntervalMs: 0,
    makeFiles: async ({ order }) => {
      await during?.(order);
      made?.push(order.id);
      return Buffer.from(zip ?? `files of ${order.number}`);
    },
    onJobFinished: (seconds, outcome) => ctx.app.metrics.productionJobFinished(seconds, outcome),
  });
}
