// The gateway's limit on request bodies, the local counterpart of nginx's client_max_body_size.

/** The API's own limit (bodyLimit in api/src/app.ts). A body over it is refused here, before the
 *  client sends it: the API refuses such a body without reading it and closes the connection,
 *  and its 413 is then lost in a race with the proxy still writing the body (through a proxy,
 *  1.5 MiB came back as the API's 413 or a 500 "write EPIPE" at random; 5 MiB always failed). */
export const API_BODY_LIMIT = 1024 * 1024;

/** The API's own answer to a body over its limit, word for word. */
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };

/**
 * Answers `Expect: 100-continue` itself: 413 at once when the declared body is over `limit`,
 * otherwise 100 Continue. (Node would send 100 Continue before any handler ran, and the body
 * would follow whether or not it was wanted.) Register after the hooks that refuse a request
 * on its headers alone, so that a refused request never sends its body.
 * @param {import('fastify').FastifyInstance} app
 * @param {number} limit bytes
 */
export function limitRequestBodies(app, limit) {
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) return reply.code(413).header('Connection', 'close').send(TOO_LARGE);
    if (request.headers.expect?.toLowerCase() === '100-continue') reply.raw.writeContinue();
  });
}
