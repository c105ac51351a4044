import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The response headers of helmet's defaults (helmet 8, as @fastify/helmet 13 sets them), written out
 * once. @fastify/helmet builds a new helmet middleware, parsing the CSP directives again, on every
 * request: a tenth of the CPU of a cached GET /whoami. test/platform.test.ts checks that this list
 * still equals what @fastify/helmet sets, so an upgrade that changes the defaults shows up there.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';" +
    'upgrade-insecure-requests',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const NAMES = Object.keys(SECURITY_HEADERS);
const VALUES = NAMES.map((name) => SECURITY_HEADERS[name] as string);

/** Sets the security headers on one reply (answers made outside the hooks, e.g. framework errors). */
export function setSecurityHeaders(reply: FastifyReply): void {
  for (let i = 0; i < NAMES.length; i += 1) reply.header(NAMES[i] as string, VALUES[i]);
}

/**
 * Every answer carries the security headers and its request id, set as the request arrives (as helmet
 * did; errors keep them) by one synchronous hook. The names and values are listed once, so a request
 * only sets them (reply.headers() would list the object's keys and read them back each time).
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (let i = 0; i < NAMES.length; i += 1) reply.header(NAMES[i] as string, VALUES[i]);
    reply.header('x-request-id', request.id);
    done();
  });
}
