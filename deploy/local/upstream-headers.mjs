// The headers the gateway sends the API for a browser's request.
import { randomUUID } from 'node:crypto';

/** Headers that concern only the connection between the browser and the gateway (RFC 9110
 *  §7.6.1), plus `expect`: the gateway's own server has already answered `100 Continue`, and
 *  undici, which makes the upstream request, refuses `expect`, `keep-alive`, `upgrade` and
 *  `transfer-encoding` outright (the proxy then answered 500 to every curl upload over 1 MiB).
 *  `proxy-authorization` is meant for a proxy, not for the API. */
const HOP_BY_HOP = ['connection', 'proxy-connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', 'proxy-authorization'];

/**
 * The request's end-to-end headers, and where it came from: the API tells shops apart by
 * X-Forwarded-Host and trusts these from the gateway only (it listens on loopback). X-Request-Id
 * is the gateway's own (a browser's is replaced), as nginx's `$request_id`: the API writes it on
 * every log line of the request and answers it.
 * @param {import('fastify').FastifyRequest} request
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function upstreamRequestHeaders(request, headers) {
  const endToEnd = { ...headers };
  for (const name of HOP_BY_HOP) delete endToEnd[name];
  return {
    ...endToEnd,
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': request.protocol,
    'x-forwarded-for': request.ip,
    'x-request-id': randomUUID(),
  };
}
