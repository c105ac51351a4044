import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@teamwear/shared/contracts';
import { SECURITY_HEADERS } from './security-headers';

/** Node's limit on a request's line and headers together (its default): requests reach the API
 *  through a gateway that refuses an address over 8 KiB itself (deploy/local, deploy/nginx). */
const MAX_HEADER_KIB = 16;

/** What node:http tells of a request it could not read (the clientError event). */
interface ClientError extends Error {
  code?: string;
  /** The bytes of the read in which it stopped. */
  rawPacket?: unknown;
  /** How far into rawPacket it got. */
  bytesParsed?: number;
}

/** 414 when the request line did not end within Node's limit, 431 when the headers after it did
 *  not. Only the last read is known: when it does not begin with the request line (a request that
 *  came in several reads), 431 for either. */
export function overflowStatus(error: ClientError): 414 | 431 {
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
  const seen = raw.subarray(0, error.bytesParsed || raw.length).toString('latin1');
  return /^[A-Z]+ \S/.test(seen) && !seen.includes('\n') ? 414 : 431;
}

function answerFor(error: ClientError): { status: number; body: ApiError } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const status = overflowStatus(error);
    const message =
      status === 414
        ? `The request's address is too long: it and the headers may have ${MAX_HEADER_KIB} KiB in all`
        : `The request's address and headers are too large: at most ${MAX_HEADER_KIB} KiB in all`;
    return { status, body: { code: 'BAD_REQUEST', message } };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { code: 'BAD_REQUEST', message: 'The request was not received in time' } };
  return { status: 400, body: { code: 'BAD_REQUEST', message: 'The request could not be read as HTTP' } };
}

/**
 * Fastify's clientErrorHandler: a request Node could not read (over its header limit, malformed,
 * too slow) gets the API's error shape and security headers, written by hand as Fastify's own
 * handler writes its `{"error":…,"statusCode":431}`, since no hook or handler runs for it.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = answerFor(error);
  const json = JSON.stringify(body);
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'cache-control: no-store',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${json}`);
}
