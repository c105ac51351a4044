import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEMA_VERSION } from '@teamwear/design';
import { ApiError } from '@teamwear/shared/contracts';
import { HttpError } from '../http/errors';

/** The newest design document schema this API reads (older ones are migrated): what a designer
 *  release may write (`npm run released -- pull` records it; build/design-schema.mjs). */
const DesignSchema = z.number().int().describe('The newest design document schema version this API reads');
const HealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok'), designSchema: DesignSchema });
const LivenessResponse = z.object({ status: z.literal('ok'), designSchema: DesignSchema });

/**
 * `GET /livez`: the process answers (Kubernetes' liveness probe). It never asks the database, so
 * a database that is down makes the API unready (`/healthz`) but does not get it restarted, which
 * would not help and would drop the requests it is serving.
 *
 * `GET /healthz`: answers 200 only when the database answers a query (the readiness probe).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return { status: 'ok' as const, designSchema: SCHEMA_VERSION };
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
          summary: 'Readiness: the database answers a query',
          response: { 200: HealthResponse, 503: ApiError },
        },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(app.db);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, db: 'ok' as const, designSchema: SCHEMA_VERSION };
      },
    );
  }
};
