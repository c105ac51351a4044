// `npm run released -- pull <site>` records the shell and the embed host by the release id the
// site's shell build says (/release.json), which tags the gateway's image: it once recorded their
// URL, which no image tag is, and the cluster's check of the gateway's tag failed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repo = path.resolve(import.meta.dirname, '../..');
const released = path.join(repo, 'deploy/released');
const PORT = 6301;

function serve(files) {
  const server = http.createServer((request, response) => {
    const body = files[request.url.split('?')[0]];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body === undefined ? '{}' : JSON.stringify(body));
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

async function pull(dir) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/released.mjs', 'pull', `http://127.0.0.1:${PORT}`], { cwd: repo, env: { ...process.env, RELEASED_DIR: dir } });
    return stdout;
  } catch (error) {
    throw new Error(`${error.message}\n${error.stdout}`);
  }
}

const readRecord = (dir, app) => JSON.parse(fs.readFileSync(path.join(dir, `${app}.json`), 'utf8'));

describe('released pull', () => {
  let dir;
  let server;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-released-'));
    for (const app of ['shell', 'embed', 'api', 'designer']) fs.copyFileSync(path.join(released, `${app}.json`), path.join(dir, `${app}.json`));
  });
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
    server = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const manifestOf = (app) => ({ metaData: { name: app, shellContract: readRecord(released, 'shell').shellContract }, shared: [] });
  const site = (extra) => ({
    '/mf-manifest.json': manifestOf('shell'),
    '/embed/mf-manifest.json': manifestOf('teamwear_embed'),
    '/remotes.json': { remotes: { designer: '/remotes/designer/1.0.0-0123456789/mf-manifest.json' } },
    '/remotes/designer/1.0.0-0123456789/mf-manifest.json': { metaData: { name: 'designer', designSchema: 3 }, shared: [] },
    '/api/healthz': { status: 'ok', db: 'ok', designSchema: 3 },
    ...extra,
  });

  it('records the shell and the embed host by the id in /release.json, the gateway image’s tag', async () => {
    server = await serve(site({ '/release.json': { app: '@teamwear/shell', release: '1.0.0-abcdef0123' } }));
    await pull(dir);
    expect(readRecord(dir, 'shell').release).toBe('1.0.0-abcdef0123');
    expect(readRecord(dir, 'embed').release).toBe('1.0.0-abcdef0123');
    expect(readRecord(dir, 'designer').release).toBe('1.0.0-0123456789');
    // The API says no release of its own: its recorded one (its image's tag) stays, never a URL.
    expect(readRecord(dir, 'api').release).toBe(readRecord(released, 'api').release);
  });

  it('records the API by the release its /api/healthz says it runs (the image’s TEAMWEAR_RELEASE)', async () => {
    server = await serve(site({ '/api/healthz': { status: 'ok', db: 'ok', designSchema: 3, release: '0.1.0-fedcba9876' } }));
    await pull(dir);
    expect(readRecord(dir, 'api')).toMatchObject({ release: '0.1.0-fedcba9876', designSchema: 3 });
  });

  it('leaves the shell’s and the embed host’s records as they are when the site says no release', async () => {
    server = await serve(site({}));
    const output = await pull(dir);
    expect(output).toContain('names no release');
    expect(readRecord(dir, 'shell')).toEqual(readRecord(released, 'shell'));
    expect(readRecord(dir, 'embed')).toEqual(readRecord(released, 'embed'));
  });
});
