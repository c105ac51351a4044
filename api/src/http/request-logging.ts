import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import type { Logger } from './logger';
import { RequestLogger, requestLoggerFactory, type Level } from './request-logger';

/**
 * The Fastify options that leave logging to the API's own logger.
 *
 * Fastify given any logger (`logger` options or `loggerInstance`) listens for the end of every answer
 * (`finish` and `error` listeners on the response, two clock reads, a closure: fastify/lib/route.js
 * calls setupResponseListeners when `hasLogger` is true), to write its completion line, even at a level
 * where that line is not written. With `logger: false` it does so only for routes with an `onResponse`
 * hook. So Fastify gets `logger: false`, and:
 * - `request.log` / `reply.log` still log, with the request id, through the API's logger: Fastify calls
 *   `childLoggerFactory` for every request whatever `logger` is, unless it is the default factory
 *   (see request-logger.ts);
 * - the one completion line is written by an `onResponse` hook registered only when `info` is on
 *   (installRequestLogging), so below `info` no listener is added at all;
 * - `app.log` is the API's logger (installRequestLogging), so Fastify's own lines (`Server listening
 *   at …`, errors of onListen hooks, client errors at `trace`) and the plugins' are still written.
 */
export function requestLoggingOptions(log: Logger) {
  return {
    logger: false,
    childLoggerFactory: requestLoggerFactory(log),
    logController: new OneLinePerRequest(),
  } as const;
}

/** The other half of requestLoggingOptions, once the app is made. */
export function installRequestLogging(app: FastifyInstance, log: Logger): void {
  // Fastify's `log` is a plain property of the root instance, which encapsulated instances inherit;
  // Fastify's own server lines are written through it (`this.log`), never through a copy.
  app.log = log;
  if (log.isLevelEnabled('info')) app.addHook('onResponse', logCompletion);
}

function levelEnabled(log: FastifyBaseLogger, level: Level): boolean {
  const aware = log as Partial<Pick<Logger, 'isLevelEnabled'>>;
  return aware.isLevelEnabled ? aware.isLevelEnabled(level) : true;
}

/**
 * The one line a request writes when it is answered: the request (method, url, host, remote address),
 * the status and the time taken. Its fields are built only when its level is on for the request (a
 * route can log at its own level), and it goes through the request's RequestLogger without making a
 * pino child for it (see request-logger.ts). A request that is never answered leaves no line of its own.
 */
function logCompletion(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const log = reply.log;
  if (log instanceof RequestLogger) {
    if (log.isLevelEnabled('info')) log.writeLine('info', { req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  } else if (levelEnabled(log, 'info')) {
    log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
  done();
}

/**
 * Fastify's log lines about requests, which it writes through `request.log` / `reply.log` whatever
 * `logger` is: its "incoming request" line is folded into the completion line, which logCompletion
 * writes. Its other lines (a 404 it answers itself, a stream that fails once the headers are sent, a
 * serializer that throws, …) are Fastify's own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into the line logCompletion writes.
  }

  /**
   * Called after the `onResponse` hooks, so only where Fastify listens for the end of the answer (at
   * `info`, see installRequestLogging), with the error of an `onResponse` hook that failed, if any.
   */
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error || this.isLogDisabled(request)) return;
    const log = reply.log;
    const fields = { req: request, res: reply, err: error, responseTime: reply.elapsedTime };
    if (log instanceof RequestLogger) {
      if (log.isLevelEnabled('error')) log.writeLine('error', fields, 'request errored');
    } else {
      log.error(fields, 'request errored');
    }
  }
}
