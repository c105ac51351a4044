import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { notFound } from '../http/errors';
import { principalOf } from './bearer-auth';
import { listActiveSessions, revokeUserSession } from './session-store';
import { describeUserAgent } from './user-agent';
import { routeOf } from '../http/endpoint-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSuchSession = () => notFound('No such session');

/** The signed-in user's sessions (devices): list them, end one. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(accountEndpoints.sessions, {
      tags: ['sessions'],
      summary: "The signed-in user's active sessions (devices), most recently used first",
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const sessions = await withTenant(app.db, principal.tenantId, (tx) =>
        listActiveSessions(tx, principal.tenantId, principal.userId),
      );
      reply.header('cache-control', 'no-store');
      return {
        data: sessions.map((session) => ({
          id: session.id,
          userId: session.user_id,
          ...describeUserAgent(session.user_agent),
          ip: session.ip_address ?? '',
          startedAt: session.created_at.toISOString(),
          lastAccessAt: session.last_used_at.toISOString(),
          current: session.id === principal.sessionId,
        })),
      };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.endSession, {
      tags: ['sessions'],
      summary: "End one of the signed-in user's sessions (sign a device out)",
      description: "204 when ended; 404 when the user id is not the caller's own or the session is not theirs or already ended.",
      security: [{ bearerAuth: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { userId, sessionId } = request.params;
      if (userId !== principal.userId || !UUID.test(sessionId)) throw noSuchSession();
      const ended = await withTenant(app.db, principal.tenantId, (tx) =>
        revokeUserSession(tx, principal.tenantId, principal.userId, sessionId, 'ended_by_user'),
      );
      if (!ended) throw noSuchSession();
      request.log.info({ userId, sessionId }, 'session ended by its user');
      return reply.code(204).send(null);
    },
  });
};
