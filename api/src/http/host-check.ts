import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * A host as a browser sends it: DNS labels (or an IPv4 address) with an optional trailing dot, or
 * an IPv6 address in brackets, then an optional numeric port. Nothing else: no user info
 * (`localhost:3000@attacker.example`), no path, no spaces, no second host.
 */
const PLAIN_HOST =
  /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?))*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

export function isPlainHost(host: string): boolean {
  return host.length <= 260 && PLAIN_HOST.test(host);
}

export const badHost = () =>
  new HttpError(400, 'BAD_REQUEST', 'The Host header must be a host name with an optional port');

/**
 * Refuses a request whose host (Host, or X-Forwarded-Host from a trusted proxy, as Fastify reads
 * it) is not a plain host name. The tenant is chosen by this host; nothing may be built from a
 * host that is anything else. Mail links are built from the shop's configured origin in any case.
 */
export function installHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(isPlainHost(request.host) ? undefined : badHost());
  });
}
