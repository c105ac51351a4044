import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { RequestLogger } from './request-logger';

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"): the
 * line written when the answer is sent carries the request (method, url, host, remote address), the
 * status and the time taken. At `info` that halves what every request writes; errors are logged as
 * before ("request errored" at `error`). A request that never completes leaves no line of its own.
 *
 * The line's fields are built only when its level is on, and it goes through the request's
 * RequestLogger without making a pino child for it (see request-logger.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into the line requestCompleted writes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log;
    if (log instanceof RequestLogger) {
      if (error) {
        if (log.isLevelEnabled('error')) {
          log.writeLine('error', { req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
        }
      } else if (log.isLevelEnabled('info')) {
        log.writeLine('info', { req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      }
      return;
    }
    if (error) log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
