import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientReportEndpoints } from '@teamwear/shared/contracts';
import { routeOf } from '../http/endpoint-route';
import { anonymousRateLimit } from '../http/rate-limits';
import { tenantOf } from '../tenancy/tenant-plugin';

/**
 * `POST /api/client-reports/remote-failures`: a browser's shell tells that a remote's release
 * could not be loaded, or was refused (its shell contract, its integrity), so that the team that
 * released it sees it failing in the metrics and the log, not only in visitors' consoles. The
 * shell sends one per failed release and page (shell/src/federation/failure-reports.ts), and so
 * does the embedded studio's host on a partner's page, from the sites the shop allows.
 */
export const remoteFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(clientReportEndpoints.remoteFailure, {
      tags: ['client reports'],
      summary: 'Report a remote release a browser could not load or refused',
      description:
        'Counted in `teamwear_remote_failures_total` by remote, release and kind, and logged with the shop. ' +
        'Takes only the remote, the release id and the kind: nothing about the visitor.',
    }),
    // Anyone's browser may send one: the budget of the anonymous reads; from a partner's page too
    // (the embedded studio's designer), when the shop allows that site (embed/cross-origin.ts).
    config: { crossOrigin: true, ...anonymousRateLimit(app.config) },
    handler: async (request, reply) => {
      const { remote, release, kind } = request.body;
      app.metrics.remoteFailed(remote, release, kind);
      request.log.warn({ tenant: tenantOf(request).slug, remote, release, kind }, 'a browser reported a remote release it could not run');
      return reply.code(204).send(null);
    },
  });
};
