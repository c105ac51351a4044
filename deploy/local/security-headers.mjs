// Headers every response of the local servers carries (the gateway and each remote's static
// server), as nginx adds them in production.

/** An onRequest hook: set first, so a proxied API answer that brings its own keeps those. */
export async function addSecurityHeaders(_request, reply) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
}
