// Several API processes behind the local gateway (API_ORIGINS), as nginx has several API servers
// (deploy/nginx/gateway.conf.template, upstream teamwear_api): requests take the origins in turn,
// and a request that may be sent twice goes to the next origin when its connection to one fails,
// so a replica that stops (or is killed) costs a customer nothing. What may be sent twice is what
// nginx sends twice (proxy_next_upstream): a request that never reached the API (connection
// refused), a GET, HEAD or OPTIONS, and the API's one POST that honours an Idempotency-Key (placing
// an order: the same key answers the same order). Any other request the API may have received is
// answered 502, never sent again: a design saved twice is two designs.
import { Readable } from 'node:stream';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The connection failed before an answer: the next origin may answer instead. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_CLOSED']);

/** May this request be sent again to another API process after it may have reached one? */
export function isReplayable(method, url, headers) {
  if (SAFE_METHODS.has(method)) return true;
  // The API refuses an order without a key (400), so a keyed POST here is the only kind it places.
  return method === 'POST' && url.split('?')[0] === '/api/orders' && typeof headers['idempotency-key'] === 'string' && headers['idempotency-key'] !== '';
}

/** The failure's own code under reply-from's wrapping error. */
function failureCode(error) {
  return error?.cause?.code ?? error?.code;
}

/** Whether the failure lets a request be sent to the next origin. */
export function goesToNextOrigin(error, replayable) {
  const code = failureCode(error);
  if (code === 'ECONNREFUSED') return true;
  return replayable && CONNECTION_FAILURES.has(code);
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * @fastify/http-proxy's options for the API's origins: with one origin the plain proxy (what
 * `npm start` runs), with several a handler that takes them in turn and fails over.
 * @param {string[]} origins
 * @param {{ rewriteRequestHeaders: Function, onError: (reply: any, failure: { error: Error }) => unknown }} replyOptions
 */
export function apiProxyOptions(origins, replyOptions) {
  if (origins.length === 0) throw new Error('The gateway needs at least one API origin');
  if (origins.length === 1) return { upstream: origins[0], replyOptions };
  let turn = 0;
  return {
    // (http-proxy wants a getUpstream with no upstream; the handler picks each request's own.)
    upstream: '',
    replyOptions: { ...replyOptions, getUpstream: () => origins[0] },
    async handler(request, reply, dest, options) {
      const replayable = isReplayable(request.method, request.url, request.headers);
      // Kept, to be sent again (the gateway takes at most 1 MiB: request-body-limit.mjs): even a
      // request that is never replayed goes to the next origin when the first refused its connection.
      const body = request.body instanceof Readable ? await readAll(request.body) : undefined;
      const first = turn;
      turn = (turn + 1) % origins.length;
      const send = (attempt) => {
        const origin = origins[(first + attempt) % origins.length];
        reply.from(dest, {
          ...options,
          getUpstream: () => origin,
          ...(body !== undefined ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
          onError: (failed, { error }) => {
            if (attempt + 1 < origins.length && goesToNextOrigin(error, replayable)) {
              request.log.warn({ err: error, origin }, 'the API origin failed; the request goes to the next');
              send(attempt + 1);
              return;
            }
            replyOptions.onError(failed, { error });
          },
        });
      };
      send(0);
      return reply;
    },
  };
}
