// The product as it runs in production, on this machine, for CI's production smoke (scripts/test.mjs):
// - the API as its container runs it: the image's files made by deploy/container/api-image.sh in
//   the build context Containerfile.api copies (deploy/container/build-context.mjs), started with
//   `node api/dist/main.js` from them, on PostgreSQL;
// - each remote's build added to a release store (deploy/releases) and promoted into remotes.json,
//   as `npm run release` and `npm run promote` do;
// - Debian's nginx with deploy/nginx's templates, rendered by envsubst as the nginx image renders
//   them at start: one gateway and one static server per remote, each its own nginx (as each is its
//   own container), the gateway passing /api to the API and /remotes/<name>/ to that remote's server.
// Everything lives in one temporary folder, laid out as the images are (/srv/teamwear → <root>/srv).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiReleaseId } from '../deploy/container/api-release.mjs';
import { stageBuildContext } from '../deploy/container/build-context.mjs';
import { addRelease, REMOTE_NAMES } from '../deploy/releases/release-store.mjs';
import { integrityOfFolder } from '../deploy/releases/release-integrity.mjs';
import { manifestUrl, promote } from '../deploy/releases/remotes-file.mjs';
import { freePorts } from './postgres-cluster.mjs';
import { repo, run } from './lib.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function waitForPort(port, what, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) return reject(new Error(`${what} exited (${child.exitCode}) before it listened on ${port}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${what} did not listen on ${port} within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Waits for `url` to answer 200 and returns its body (a replica's readiness answer says which
 *  release it runs): one request when it is up, not a second to read it. */
async function waitForHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before ${url} answered`);
    const body = await fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    if (body) return body;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** envsubst with the names of the variables to replace, as the nginx image's
 *  20-envsubst-on-templates.sh runs it: nginx's own $variables are left alone. */
function renderTemplate(template, values) {
  const names = Object.keys(values)
    .map((name) => `\${${name}}`)
    .join(' ');
  return execFileSync('envsubst', [names], { input: fs.readFileSync(template, 'utf8'), env: { ...process.env, ...values }, encoding: 'utf8' });
}

/** nginx's own nginx.conf in the image, with this folder's paths: the rendered template is
 *  included at http level, teamwear/ sits beside it. One worker: what measures the gateway's CPU
 *  (bench/saturday.mjs) measures that worker. */
function mainConfig(dir, workerConnections) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  return [
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `events { worker_connections ${workerConnections}; }`,
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    keepalive_timeout 65;',
    `    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}`,
    `    include ${path.join(dir, 'conf.d')}/*.conf;`,
    '}',
    '',
  ].join('\n');
}

/** The files gateway.conf.template includes from TEAMWEAR_ROOT, for a gateway in front of no
 *  shell (the bench's, deploy/nginx's tests'): no script hashes, the remotes on its own origin. */
export function stubGatewayRoot(srv) {
  fs.mkdirSync(path.join(srv, 'shell'), { recursive: true });
  fs.mkdirSync(path.join(srv, 'config'), { recursive: true });
  fs.writeFileSync(path.join(srv, 'shell', 'csp-nginx.conf'), 'set $teamwear_script_hashes "";\n');
  fs.copyFileSync(path.join(repo, 'deploy/remotes/same-origin.origins.conf'), path.join(srv, 'config', 'remote-origins.conf'));
}

/** The DNS servers of /etc/resolv.conf as the nginx image's 15-local-resolvers.envsh writes them
 *  into NGINX_LOCAL_RESOLVERS for the gateway's resolver (an IPv6 one in brackets). The local
 *  topologies' upstreams are addresses, never names: with no resolv.conf, any server will do. */
export function localResolvers(resolvConf = '/etc/resolv.conf') {
  const text = fs.existsSync(resolvConf) ? fs.readFileSync(resolvConf, 'utf8') : '';
  const servers = [...text.matchAll(/^\s*nameserver\s+(\S+)/gm)].map(([, server]) => (server.includes(':') ? `[${server}]` : server));
  return servers.join(' ') || '127.0.0.1';
}

/** One nginx's folder (<root>/nginx/<name>) as its container has it: the template rendered into
 *  conf.d with `values` (and NGINX_LOCAL_RESOLVERS, as the image finds it), teamwear/ beside
 *  nginx.conf; `also`: more templates rendered into conf.d with the same values
 *  (api-replicas.conf.template). Checked with nginx -t; returns nginx's arguments. */
export function prepareNginx(root, name, template, values, { also = [], workerConnections = 512 } = {}) {
  const dir = path.join(root, 'nginx', name);
  fs.mkdirSync(path.join(dir, 'conf.d'), { recursive: true });
  // Writable by nginx's workers (not root) when a proxied answer outgrows its buffers; chmod, as
  // mkdir's mode is cut by the umask.
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, 'tmp', temp), { recursive: true });
    fs.chmodSync(path.join(dir, 'tmp', temp), 0o777);
  }
  fs.cpSync(path.join(repo, 'deploy/nginx/teamwear'), path.join(dir, 'teamwear'), { recursive: true });
  const rendered = { NGINX_LOCAL_RESOLVERS: localResolvers(), ...values };
  fs.writeFileSync(path.join(dir, 'conf.d', 'default.conf'), renderTemplate(path.join(repo, 'deploy/nginx', template), rendered));
  for (const more of also) fs.writeFileSync(path.join(dir, 'conf.d', more.replace(/\.template$/, '')), renderTemplate(path.join(repo, 'deploy/nginx', more), rendered));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, workerConnections));
  const args = ['-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  try {
    execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx refuses the ${name} configuration (deploy/nginx/${template}, rendered):\n${error.stderr}`, { cause: error });
  }
  return args;
}

/** One nginx, as its container runs it: prepareNginx, then nginx in the foreground; resolves
 *  once it listens on TEAMWEAR_PORT. `detached` (a process group of its own) and `stdio` are
 *  spawn's; the bench, and the deploy/nginx tests, start theirs so. */
export async function startNginx(root, name, template, values, { detached = false, stdio = ['ignore', 'inherit', 'inherit'], ...options } = {}) {
  const args = prepareNginx(root, name, template, values, options);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { detached, stdio });
  await waitForPort(Number(values.TEAMWEAR_PORT), `nginx (${name})`, child);
  return child;
}

function stopChild(child, signal = 'SIGTERM') {
  // A process that has exited, or was killed (the replica the kill -9 check killed), is stopped.
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** How long a replica's claim on a print files job lasts here: short, so that the kill -9 check
 *  (scripts/production-replica-kill.mjs) sees the survivor take over within seconds. */
export const SMOKE_LEASE_MS = 4_000;

/**
 * Starts the production setup, with two API replicas behind the gateway. Resolves to the
 * gateway's port, the API's data folder (its mail, shared by both replicas as a volume would be),
 * the replicas (API and metrics ports, process), and a stop function for everything it started.
 * @param {{ databaseUrl: string, gatewayPort?: number }} options a database of its own on a
 *   PostgreSQL server; the gateway's port (the kernel picks one, and every other port, by default)
 */
export async function startProduction({ databaseUrl, gatewayPort: wantedGatewayPort }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-production-'));
  // nginx's workers run as nobody: they read the served files and write their temp files here.
  fs.chmodSync(root, 0o755);
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const [gatewayPort, apiPort, apiNextPort, metricsPort, metricsNextPort, ...remotePorts] = await freePorts(5 + REMOTE_NAMES.length);
    const ports = { gateway: wantedGatewayPort ?? gatewayPort, ...Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, remotePorts[i]])) };

    // Made inside the build stage's context (what Containerfile.api copies, less .dockerignore), not
    // the repository: a file the build needs and the Containerfile does not copy fails here.
    console.log('The API image’s files (deploy/container/api-image.sh, in the context Containerfile.api copies) …');
    const context = path.join(root, 'api-context');
    const copied = stageBuildContext({ repo, containerfile: path.join(repo, 'deploy/container/Containerfile.api'), out: context });
    console.log(`build context: ${copied.join(', ')}`);
    const image = path.join(root, 'api-image');
    if ((await run('sh', ['deploy/container/api-image.sh', image], { cwd: context })) !== 0) throw new Error('deploy/container/api-image.sh failed in the build context');
    const dataDir = path.join(root, 'data');
    // The image's environment (Containerfile.api) and what deploy/k8s gives it, on loopback. The
    // demo shops are the smoke's customers; a production API is not asked for them.
    // The image's tag, which its build passes as TEAMWEAR_RELEASE (Containerfile.api), and the
    // replicas must say in their readiness answer (`npm run released -- pull` records it there).
    const apiRelease = apiReleaseId(repo);
    const startReplica = async (port, metrics) => {
      const child = spawn(process.execPath, ['api/dist/main.js'], {
        cwd: image,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          METRICS_PORT: String(metrics),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          DEMO_DATA: 'on',
          DEMO_PORT: String(ports.gateway),
          LOG_LEVEL: 'warn',
          RATE_LIMIT: 'off',
          PRODUCTION_LEASE_MS: String(SMOKE_LEASE_MS),
          TEAMWEAR_RELEASE: apiRelease,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      const { release } = await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
      if (release !== apiRelease) throw new Error(`the API on port ${port} says it runs ${release}, not its image's ${apiRelease}`);
      return { port, metricsPort: metrics, child };
    };
    // Two replicas, as deploy/k8s runs them; the first alone first, as it makes the signing keys
    // both read from DATA_DIR; the second starts while the remotes are released.
    const first = await startReplica(apiPort, metricsPort);
    const second = startReplica(apiNextPort, metricsNextPort);
    second.catch(() => undefined);

    // The images' /srv/teamwear: the shell and config (the gateway's), remotes/<name>/ (each remote's).
    const srv = path.join(root, 'srv');
    fs.cpSync(path.join(repo, 'shell/dist'), path.join(srv, 'shell'), { recursive: true });
    fs.mkdirSync(path.join(srv, 'config'), { recursive: true });
    fs.copyFileSync(path.join(repo, 'deploy/remotes/same-origin.origins.conf'), path.join(srv, 'config/remote-origins.conf'));
    for (const name of REMOTE_NAMES) {
      const { version } = JSON.parse(fs.readFileSync(path.join(repo, `remote-${name}`, 'package.json'), 'utf8'));
      const { release, dir } = addRelease({ store: path.join(srv, 'remotes'), name, dist: path.join(repo, `remote-${name}`, 'dist'), version });
      promote(path.join(srv, 'config/remotes.json'), name, manifestUrl(name, release), { integrity: integrityOfFolder(dir) });
      console.log(`${name}: release ${release}, promoted`);
      children.push(await startNginx(root, `remote-${name}`, 'remote.conf.template', { TEAMWEAR_PORT: String(ports[name]), TEAMWEAR_ROOT: srv, TEAMWEAR_REMOTE: name }));
    }
    const replicas = [first, await second];
    children.push(
      await startNginx(root, 'gateway', 'gateway.conf.template', {
        TEAMWEAR_PORT: String(ports.gateway),
        TEAMWEAR_ROOT: srv,
        // Two processes on one host, by their ports: the upstream block of api-replicas.conf.template.
        TEAMWEAR_API_UPSTREAM: 'teamwear_api_replicas',
        TEAMWEAR_API_REPLICA: `127.0.0.1:${apiPort}`,
        TEAMWEAR_API_REPLICA_NEXT: `127.0.0.1:${apiNextPort}`,
        // TEAMWEAR_MARKETING_UPSTREAM and one for each other remote, as the image names them.
        ...Object.fromEntries(REMOTE_NAMES.map((name) => [`TEAMWEAR_${name.toUpperCase()}_UPSTREAM`, `127.0.0.1:${ports[name]}`])),
      }, { also: ['api-replicas.conf.template'] }),
    );
    return { port: ports.gateway, dataDir, databaseUrl, leaseMs: SMOKE_LEASE_MS, replicas, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
