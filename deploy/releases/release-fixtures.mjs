// For the tests of promotion: small releases of a remote as `npm run release` adds them to a store
// (a manifest naming its remote entry, and that entry), a shell's manifest they run under, a
// stand-in for the site's gateway serving both, and `npm run promote` run as a child process.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { addRelease, REMOTE_NAMES } from './release-store.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
export const SHELL_CONTRACT = '2.11';
export const DESIGN_SCHEMA = 3;

export const shellManifest = () => ({ name: 'shell', metaData: { shellContract: SHELL_CONTRACT }, shared: [] });

/**
 * Adds a release of `name` to `store` whose remote entry says `content`; `metaData` goes into its
 * manifest (e.g. another shellContract).
 * @returns {{ release: string, dir: string }}
 */
export function makeRelease(store, name, content, metaData = {}) {
  const dist = fs.mkdtempSync(path.join(path.dirname(store), `dist-${name}-`));
  const manifest = {
    name,
    metaData: { shellContract: SHELL_CONTRACT, ...(name === 'designer' ? { designSchema: DESIGN_SCHEMA } : {}), remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData },
    shared: [],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(content)};`);
  const { release, dir } = addRelease({ store, name, dist, version: '1.0.0' });
  fs.rmSync(dist, { recursive: true, force: true });
  return { release, dir };
}

/**
 * A stand-in for the site: the shell's manifest at /mf-manifest.json, and the store's releases
 * under /remotes/ as the remotes' pods serve them, but only those `serves(name, release)` allows
 * (a release whose image is not rolled out yet is a 404).
 */
export async function startSite(store, { serves = () => true } = {}) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://site');
    if (url.pathname === '/mf-manifest.json') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(shellManifest()));
      return;
    }
    const match = /^\/remotes\/([a-z]+)\/([^/]+)\/(.+)$/.exec(url.pathname);
    const file = match && REMOTE_NAMES.includes(match[1]) && !match[3].includes('..') ? path.join(store, match[1], match[2], match[3]) : null;
    if (!file || !serves(match[1], match[2]) || !fs.existsSync(file)) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    response.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Runs `npm run promote -- <args>` (scripts/promote.mjs) with `env` added to this process's.
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function runPromote(args, env) {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(repo, 'scripts/promote.mjs'), ...args], { env: { ...process.env, PROMOTED_BY: 'tests', ...env }, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
