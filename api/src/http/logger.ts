import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, stdSerializers, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Where log lines go; stdout when omitted. Tests pass one to read the lines. */
export interface LogStream {
  write: (line: string) => void;
}

/**
 * The `req` and `res` serializers Fastify gives the pino logger it makes from `logger` options
 * (fastify/lib/logger-pino.js), so a line carries the same fields now that the API makes the logger
 * itself: `req` is a Fastify request, `res` a Fastify reply.
 */
const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url,
      version: request.headers['accept-version'],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket ? request.socket.remotePort : undefined,
    };
  },
  res(reply: FastifyReply) {
    return { statusCode: reply.statusCode };
  },
  err: stdSerializers.err,
};

/**
 * The API's logger: pino, JSON lines, as Fastify made it from `logger: { level, redact, stream }`.
 * The API makes it itself and gives Fastify `logger: false` (see request-logging.ts for why).
 */
export function createLogger(level: string, stream?: LogStream): Logger {
  const options = { level, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers };
  return stream ? pino(options, stream) : pino(options);
}
