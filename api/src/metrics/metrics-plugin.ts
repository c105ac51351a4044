import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiMetrics, UNMATCHED_ROUTE } from './api-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics; served on their own port (metrics-server.ts), never by the app. */
    metrics: ApiMetrics;
  }
}

export interface MetricsPluginOptions {
  log: FastifyBaseLogger;
}

/**
 * The metrics as a plugin: every answered request observed by its route pattern (Fastify's
 * `routeOptions.url`; a request no route matched counts as `unmatched`) and status.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { log }: MetricsPluginOptions) => {
    const metrics = new ApiMetrics({
      db: app.db,
      clock: app.clock,
      log: log.child({ component: 'metrics' }),
      listAnswers: () => (app.hasDecorator('listAnswers') ? app.listAnswers : undefined),
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestAnswered(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
