// The local stand-in for the production gateway (deploy/nginx): serves the shell, answers
// /remotes.json (only what the shell needs: each remote's manifest URL and its integrity, never a
// promotion history), and proxies /api, /whoami and /favicon.png (the shop's icon, also asked for as
// /favicon.ico) to the API so the browser calls one origin.
import fs from 'node:fs';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { apiProxyOptions } from './api-failover.mjs';
import { API_PREFIXES } from './api-paths.mjs';
import { contentSecurityPolicy, remoteOrigins } from './content-security-policy.mjs';
import { GATEWAY_ERROR_ANSWERS } from './error-answers.mjs';
import { refuseMalformedHost } from './host-header.mjs';
import { integrityOfFolder, isIntegrityEntry } from '../releases/release-integrity.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';
import { releaseOf } from '../releases/remotes-file.mjs';
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
        const served = await remotes(request.hostname);
        return { remotes: served, integrity: await integrityFor(served, await remotes.integrity?.(request.hostname), releasesDir) };
      });
      // The API's metrics are on a port of their own (METRICS_PORT) that no gateway reaches: here
      // /metrics is nothing, not a page of the shell (nginx: gateway.conf.template).
      const noMetrics = async (_request, reply) => reply.code(404).send(GATEWAY_ERROR_ANSWERS[404]);
      app.get('/metrics', noMetrics);
      app.get('/metrics/*', noMetrics);
      if (releasesDir && fs.existsSync(releasesDir)) {
        await app.register(fastifyStatic, {
          root: path.resolve(releasesDir),
          prefix: '/remotes/',
          decorateReply: false,
          cacheControl: false,
          // Only the remotes' release folders: never a remotes.json, its history or a lock kept in the store.
          allowedPath: (pathName) => REMOTE_NAMES.some((name) => pathName.startsWith(`/${name}/`)),
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

/**
 * The integrity /remotes.json pins each remote with (deploy/releases/release-integrity.mjs): what
 * the file says (npm run promote wrote it), else, for a remote it does not pin, computed from what
 * this gateway serves: a release of the store (/remotes/<name>/<release>/) or a remote's build
 * served on its port. A remote neither pins nor serves is left without.
 */
async function integrityFor(served, pinned = {}, releasesDir) {
  const integrity = {};
  for (const [name, url] of Object.entries(served)) {
    if (isIntegrityEntry(pinned[name])) integrity[name] = pinned[name];
    else if (releasesDir && REMOTE_NAMES.includes(name) && releaseOf(name, url)) {
      const found = integrityOrNull(path.join(releasesDir, name, releaseOf(name, url)));
      if (found) integrity[name] = found;
    }
  }
  return integrity;
}

function integrityOrNull(dir) {
  try {
    return integrityOfFolder(dir);
  } catch {
    return null; // not served here: the shell's load fails as it would without integrity
  }
}

/** remotes.json from a file (one per environment, see deploy/remotes/), read again when edited … */
export async function remotesFromFile(file) {
  const json = await watchedJsonFile(file, checkRemotesJson);
  return Object.assign(async () => (await json()).remotes, { integrity: async () => (await json()).integrity });
}

function checkRemotesJson(json) {
  const remotes = json?.remotes;
  if (typeof remotes !== 'object' || remotes === null || !Object.values(remotes).every((url) => typeof url === 'string')) {
    throw new Error('expected { "remotes": { "<name>": "<manifest URL>", … } }');
  }
  // Only these two keys are ever served (a `previous` history of an older file is not).
  const integrity = typeof json.integrity === 'object' && json.integrity !== null ? json.integrity : {};
  return { remotes, integrity };
}

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * … or, locally, each remote on its own port of whatever host the browser used, pinned with the
 * integrity of the build each port serves (`dists`: by default each remote's dist folder; a
 * remote whose build is missing is left unpinned).
 * @param {Record<string, number>} ports
 * @param {{ dists?: Record<string, string> }} [options]
 */
export function remotesOnPorts(ports, { dists = {} } = {}) {
  const distOf = (name) => dists[name] ?? path.join(repo, `remote-${name}`, 'dist');
  const remotes = (hostname) =>
    Object.fromEntries(
      Object.entries(ports).map(([name, remotePort]) => [name, `http://${hostname}:${remotePort}/mf-manifest.json`]),
    );
  return Object.assign(remotes, {
    integrity: async () =>
      Object.fromEntries(
        Object.keys(ports)
          .map((name) => [name, integrityOrNull(distOf(name))])
          .filter(([, integrity]) => integrity),
      ),
  });
}
