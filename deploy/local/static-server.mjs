// Serves one built app folder the way production does: compressed, hashed assets cached for
// a year, entry files (manifest, remoteEntry, index.html) revalidated on every load.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { answerFrameworkError, answerGatewayError, GATEWAY_ERROR_ANSWERS, refuseDotSegments } from './error-answers.mjs';
import { answerClientError, MAX_HEADER_SIZE } from './oversized-requests.mjs';
import { addSecurityHeaders } from './security-headers.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css|webp|png|svg|woff2?)$/;

export function cacheControlFor(filePath) {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A path the app's router draws (/, /design/soccer), not a file: nothing under /assets/, nothing
 *  with an extension. A missing script, style sheet or manifest answers 404, never index.html,
 *  which a browser would otherwise take for the script. */
export function isPagePath(url) {
  const pathname = url.split('?')[0];
  return !pathname.startsWith('/assets/') && !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean,
 *           spaFallback?: boolean | ((url: string) => string),
 *           setup?: (app: import('fastify').FastifyInstance) => Promise<void> | void }} options
 *   spaFallback: a page path is answered with index.html (true), or with the file the function
 *   names for its address (the shell's gateway: the players' page has a page of its own).
 */
export async function startStaticServer({ root, port, host = '0.0.0.0', cors = false, spaFallback = false, setup }) {
  const pageFileOf = typeof spaFallback === 'function' ? spaFallback : spaFallback ? () => 'index.html' : null;
  const app = Fastify({ logger: false, http: { maxHeaderSize: MAX_HEADER_SIZE }, clientErrorHandler: answerClientError, frameworkErrors: answerFrameworkError });
  app.setErrorHandler(answerGatewayError);
  app.addHook('onRequest', addSecurityHeaders);
  app.addHook('onRequest', refuseDotSegments);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (cors) {
    // Remotes are loaded by the shell from another origin (another port locally).
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  if (setup) await setup(app);
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && isPagePath(request.url);
    if (pageFileOf && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(pageFileOf(request.url));
    }
    return reply.code(404).send(GATEWAY_ERROR_ANSWERS[404]);
  });
  await app.listen({ port, host });
  return app;
}
