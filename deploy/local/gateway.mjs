// The local stand-in for the production gateway (deploy/nginx): serves the shell, answers
// /remotes.json, and proxies /api, /whoami and /favicon.png (the shop's icon, also asked for as
// /favicon.ico) to the API so the browser calls one origin.
import fs from 'node:fs';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { apiProxyOptions } from './api-failover.mjs';
import { API_PREFIXES } from './api-paths.mjs';
import { contentSecurityPolicy, remoteOrigins } from './content-security-policy.mjs';
import { refuseMalformedHost } from './host-header.mjs';
import { watchedJsonFile } from './json-file.mjs';
import { refuseLongUrl } from './oversized-requests.mjs';
import { API_BODY_LIMIT, limitRequestBodies } from './request-body-limit.mjs';
import { cacheControlFor, startStaticServer } from './static-server.mjs';
import { answerUpstreamFailure } from './upstream-errors.mjs';
import { upstreamRequestHeaders } from './upstream-headers.mjs';

/**
 * @param {{ port: number, host?: string, shellDist: string, apiUrl: string | string[], bodyLimit?: number,
 *           remotes: (hostname: string) => Record<string, string> | Promise<Record<string, string>>,
 *           releasesDir?: string }} options
 *   releasesDir: a release store (deploy/releases) served under /remotes/, as the production
 *   gateway serves the remotes' releases: /remotes/<remote>/<release>/…
 *   apiUrl: the API's origin, or several API processes' origins (api-failover.mjs: taken in turn,
 *   a request that may be sent twice goes to the next when its connection fails).
 */
export async function startGateway({ port, host, shellDist, apiUrl, remotes, releasesDir, bodyLimit = API_BODY_LIMIT }) {
  const scriptHashes = await watchedJsonFile(path.join(shellDist, 'csp.json'), checkCspJson);
  return startStaticServer({
    root: shellDist,
    port,
    host,
    spaFallback: pageFileOf,
    async setup(app) {
      app.addHook('onRequest', refuseMalformedHost);
      app.addHook('onRequest', refuseLongUrl);
      limitRequestBodies(app, bodyLimit);
      // Every page is index.html (the SPA answers each path with it), or the players' page: the policy goes on HTML.
      // The remotes' origins are those /remotes.json answers for this host, read per page, so a
      // remote moved by editing remotes.json stays allowed without rebuilding the shell.
      app.addHook('onSend', async (request, reply, payload) => {
        if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
        const pageOrigin = `${request.protocol}://${request.headers.host}`;
        const origins = remoteOrigins(await remotes(request.hostname), pageOrigin);
        reply.header('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: await scriptHashes(), remoteOrigins: origins }));
        reply.header('X-Frame-Options', 'DENY');
        return payload;
      });
      // The studio on partners' pages (deploy/examples) reads remotes.json and the embed's fonts
      // from another origin: public files, readable by any page, never with credentials.
      app.addHook('onSend', async (request, reply, payload) => {
        if (isEmbedFile(request.url)) reply.header('Access-Control-Allow-Origin', '*');
        return payload;
      });
      app.get('/remotes.json', async (request, reply) => {
        reply.header('Cache-Control', 'no-cache, no-store');
        return { remotes: await remotes(request.hostname) };
      });
      if (releasesDir && fs.existsSync(releasesDir)) {
        await app.register(fastifyStatic, {
          root: path.resolve(releasesDir),
          prefix: '/remotes/',
          decorateReply: false,
          cacheControl: false,
          setHeaders(res, filePath) {
            res.setHeader('Cache-Control', cacheControlFor(filePath));
          },
        });
      }
      const apiOrigins = [apiUrl].flat();
      for (const prefix of API_PREFIXES) {
        await app.register(fastifyHttpProxy, {
          ...apiProxyOptions(apiOrigins, { rewriteRequestHeaders: upstreamRequestHeaders, onError: answerUpstreamFailure }),
          prefix,
          rewritePrefix: prefix,
        });
      }
    },
  });
}

/** The page a page path is answered with: the players' page of a size collection (/join/<code>,
 *  its own small build in the shell's dist/join/) or the shell's index.html for every other. */
export function pageFileOf(url) {
  return url.split('?')[0].startsWith('/join/') ? 'join/index.html' : 'index.html';
}

/** What a partner's page loads from the shop: the loader, the embed host and its files, remotes.json. */
export function isEmbedFile(url) {
  const pathname = url.split('?')[0];
  return pathname === '/embed.js' || pathname === '/remotes.json' || pathname.startsWith('/embed/');
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The build's csp.json (build/csp-hashes.mjs): the hashes of index.html's inline scripts. */
function checkCspJson(json) {
  const hashes = json?.scriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => SCRIPT_HASH.test(hash))) {
    throw new Error("expected { scriptHashes: [\"'sha256-…'\", …] } as the shell's build writes it; rebuild the shell");
  }
  return hashes;
}

/** remotes.json from a file (one per environment, see deploy/remotes/), read again when edited … */
export async function remotesFromFile(file) {
  const remotes = await watchedJsonFile(file, checkRemotesJson);
  return () => remotes();
}

function checkRemotesJson(json) {
  const remotes = json?.remotes;
  if (typeof remotes !== 'object' || remotes === null || !Object.values(remotes).every((url) => typeof url === 'string')) {
    throw new Error('expected { "remotes": { "<name>": "<manifest URL>", … } }');
  }
  return remotes;
}

/** … or, locally, each remote on its own port of whatever host the browser used. */
export function remotesOnPorts(ports) {
  return (hostname) =>
    Object.fromEntries(
      Object.entries(ports).map(([name, remotePort]) => [name, `http://${hostname}:${remotePort}/mf-manifest.json`]),
    );
}
