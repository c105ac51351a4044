import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductionWorker } from './jobs/production-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes orders' print files in the background; `kick()` after queuing a job, `drain()` in tests. */
    production: ProductionWorker;
  }
}

export interface ProductionPluginOptions {
  log: FastifyBaseLogger;
}

/**
 * The print files' worker as a plugin, in the API process: started once the app is ready and
 * stopped, after the job in hand, when it closes. It polls as often as the mail outbox does, and
 * not at all where that is off (tests drain both by hand).
 */
export const productionPlugin = fp(
  async (app: FastifyInstance, { log }: ProductionPluginOptions) => {
    const worker = new ProductionWorker(app.db, app.clock, log.child({ component: 'production' }), {
      pollIntervalMs: app.config.mail.pollIntervalMs > 0 ? Math.max(app.config.mail.pollIntervalMs, 5000) : 0,
      leaseMs: app.config.production?.leaseMs,
      onJobFinished: app.hasDecorator('metrics') ? (seconds, outcome) => app.metrics.productionJobFinished(seconds, outcome) : undefined,
    });
    app.decorate('production', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'production', dependencies: ['context'] },
);
