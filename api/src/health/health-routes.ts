import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEMA_VERSION } from '@teamwear/design';
import { ApiError } from '@teamwear/shared/contracts';
import { HttpError } from '../http/errors';
import { Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process may be sent requests (/healthz); main.ts sets `closing` on SIGTERM. */
    readiness: Readiness;
  }
}

/** The newest design document schema this API reads (older ones are migrated): what a designer
 *  release may write (`npm run released -- pull` records it; build/design-schema.mjs). */
const DesignSchema = z.number().int().describe('The newest design document schema version this API reads');
/** The image's release (TEAMWEAR_RELEASE): `npm run released -- pull` records it. */
const Release = z.string().optional().describe('The release this process runs (its image tag); absent when run from a checkout');
const HealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok'), designSchema: DesignSchema, release: Release });
const LivenessResponse = z.object({ status: z.literal('ok'), designSchema: DesignSchema, release: Release });

/**
 * `GET /livez`: the process answers (Kubernetes' liveness probe). It never asks the database, so
 * a database that is down makes the API unready (`/healthz`) but does not get it restarted, which
 * would not help and would drop the requests it is serving.
 *
 * `GET /healthz`: the readiness probe, 200 only when the process is not shutting down and the
 * database answers and has this code's newest migration (readiness.ts), else 503
 * `SERVICE_UNAVAILABLE` whose message says which.
 *
 * Both say the design schema this code reads and, in an image, the release it runs (`release`).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const readiness = new Readiness(app.db);
  app.decorate('readiness', readiness);
  const release = app.config.release === undefined ? {} : { release: app.config.release };

  app.get(
    '/livez',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: LivenessResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, designSchema: SCHEMA_VERSION, ...release };
    },
  );

  for (const url of ['/healthz', '/api/healthz']) {
    app.get(
      url,
      {
        logLevel: 'warn',
        schema: {
          hide: url !== '/healthz',
          tags: ['operations'],
          summary: 'Readiness: not shutting down, the database answers and is migrated',
          response: { 200: HealthResponse, 503: ApiError },
        },
      },
      async (request, reply) => {
        const notReady = await readiness.check();
        if (notReady) {
          if (notReady.code === 'SERVICE_UNAVAILABLE') request.log.error({ err: notReady.cause }, 'health check: database unreachable');
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', notReady.message);
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, db: 'ok' as const, designSchema: SCHEMA_VERSION, ...release };
      },
    );
  }
};

/** Not encapsulated (fastify-plugin), so `app.readiness` is the root instance's, which main.ts reaches. */
export const healthRoutes = fp(routes, { name: 'health', dependencies: ['context'] });
