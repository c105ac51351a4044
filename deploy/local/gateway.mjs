// The local stand-in for the production gateway (deploy/nginx): serves the shell, answers
// /remotes.json, and proxies /api and /whoami to the API so the browser calls one origin.
import fs from 'node:fs/promises';
import fastifyHttpProxy from '@fastify/http-proxy';
import { refuseMalformedHost } from './host-header.mjs';
import { API_BODY_LIMIT, limitRequestBodies } from './request-body-limit.mjs';
import { startStaticServer } from './static-server.mjs';
import { answerUpstreamFailure } from './upstream-errors.mjs';
import { upstreamRequestHeaders } from './upstream-headers.mjs';

/**
 * @param {{ port: number, host?: string, shellDist: string, apiUrl: string, bodyLimit?: number,
 *           remotes: (hostname: string) => Record<string, string> | Promise<Record<string, string>> }} options
 */
export function startGateway({ port, host, shellDist, apiUrl, remotes, bodyLimit = API_BODY_LIMIT }) {
  return startStaticServer({
    root: shellDist,
    port,
    host,
    spaFallback: true,
    async setup(app) {
      app.addHook('onRequest', refuseMalformedHost);
      limitRequestBodies(app, bodyLimit);
      app.get('/remotes.json', async (request, reply) => {
        reply.header('Cache-Control', 'no-cache, no-store');
        return { remotes: await remotes(request.hostname) };
      });
      for (const prefix of ['/api', '/whoami']) {
        await app.register(fastifyHttpProxy, {
          upstream: apiUrl,
          prefix,
          rewritePrefix: prefix,
          replyOptions: { rewriteRequestHeaders: upstreamRequestHeaders, onError: answerUpstreamFailure },
        });
      }
    },
  });
}

/** remotes.json from a file (one per environment, see deploy/remotes/) … */
export async function remotesFromFile(file) {
  const json = JSON.parse(await fs.readFile(file, 'utf8'));
  return () => json.remotes;
}

/** … or, locally, each remote on its own port of whatever host the browser used. */
export function remotesOnPorts(ports) {
  return (hostname) =>
    Object.fromEntries(
      Object.entries(ports).map(([name, remotePort]) => [name, `http://${hostname}:${remotePort}/mf-manifest.json`]),
    );
}
