import type { FastifyInstance } from 'fastify';
import type { Db } from './db/schema';

export interface ShutdownParts {
  app: FastifyInstance;
  db: Db;
  /** The metrics' own server, if one runs. */
  metricsServer?: { close: () => Promise<void> };
  graceMs: number;
}

/**
 * How the API process stops on SIGTERM (a rolling update, a scale-down) without losing work:
 * 1. /healthz answers 503 at once, so the gateway and Kubernetes stop sending requests here;
 * 2. the print files' job in hand is handed back (another process takes it up now, not when its
 *    lease would end);
 * 3. the server stops accepting connections and the requests in flight finish, for up to
 *    `graceMs`; then the connections still open are closed;
 * 4. the mail dispatcher and the keepers stop after their round in flight (the app's onClose),
 *    the metrics server closes, then the pool (PGlite's files are left consistent).
 * Answers the exit code: 0 when every step held.
 */
export async function shutDown({ app, db, metricsServer, graceMs }: ShutdownParts): Promise<number> {
  const log = app.log;
  app.readiness.closing = true;
  let code = 0;
  try {
    await app.production.stop({ handBack: true });
  } catch (error) {
    log.error({ err: error }, 'shutdown: the print files job could not be handed back (it is taken up again when its lease ends)');
    code = 1;
  }
  const grace = setTimeout(() => {
    log.warn({ graceMs }, 'shutdown: requests still in flight after the grace period, their connections closed');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
    await metricsServer?.close();
    await db.destroy();
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    code = 1;
  } finally {
    clearTimeout(grace);
  }
  log.info({ code }, 'shut down');
  return code;
}
