import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@teamwear/shared/contracts';
import { HttpError } from '../http/errors';

const HealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });

/** `GET /healthz`: answers 200 only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/healthz', '/api/healthz']) {
    app.get(
      url,
      {
        logLevel: 'warn',
        schema: {
          hide: url !== '/healthz',
          tags: ['operations'],
          summary: 'Liveness and database reachability',
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
        return { status: 'ok' as const, db: 'ok' as const };
      },
    );
  }
};
