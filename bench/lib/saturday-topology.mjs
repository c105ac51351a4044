// The busy Saturday's topology (issue 39, point 5): a throw-away PostgreSQL cluster, API replicas as
// their container runs them (`node api/dist/main.js`, built here by api/scripts/build.mjs), and
// Debian's nginx with the production gateway (deploy/nginx/gateway.conf.template rendered by
// envsubst, as scripts/production-smoke.mjs renders it) in front of one or two of them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, stubGatewayRoot } from '../../scripts/production-smoke.mjs';
import { onInterrupt } from './cleanup.mjs';
import { repo } from './env.mjs';

const base = Number(process.env.BENCH_SATURDAY_PORT_BASE ?? 6100);
/** Ports 6100–6199 (BENCH_SATURDAY_PORT_BASE moves them): the gateway, each replica's API and metrics, PostgreSQL. */
export const SATURDAY_PORTS = {
  gateway: base,
  api: [base + 1, base + 2],
  metrics: [base + 11, base + 12],
  postgres: base + 20,
  /** The remotes' static servers the gateway names: nothing listens, the load never asks for them. */
  remotes: base + 30,
};

/** Builds api/dist/main.js as the API image does (api/scripts/build.mjs; its pattern tiles first when missing). */
export function buildApi() {
  const api = path.join(repo, 'api');
  if (!fs.existsSync(path.join(api, 'generated/pattern-tiles'))) execFileSync(process.execPath, ['scripts/pattern-tiles.mjs'], { cwd: api, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'inherit' });
}

/** A child in its own process group, ended (group only) by `stop()`, on Ctrl+C and at exit. */
function supervise(child, what) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name); // the group this module started, and nothing else
    } catch {
      // already gone
    }
  };
  const killNow = () => signal('SIGKILL');
  process.once('exit', killNow);
  let unregister = () => undefined;
  async function stop() {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const timer = setTimeout(killNow, 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killNow);
  }
  unregister = onInterrupt(stop);
  return { child, pid: child.pid, what, stop };
}

/**
 * One API replica: `node api/dist/main.js` on PostgreSQL with its metrics on their own port.
 * `env`: the bench's settings (rate limits).
 */
export async function startReplica({ index, databaseUrl, dataDir, env }) {
  const port = SATURDAY_PORTS.api[index];
  const logFile = path.join(dataDir, `api-${index + 1}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(repo, 'api'),
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      METRICS_PORT: String(SATURDAY_PORTS.metrics[index]),
      // One data folder for both (the signing keys: a token one replica signed is good at the other,
      // as a Secret gives every pod the same key in k8s).
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'on',
      DEMO_PORT: String(SATURDAY_PORTS.gateway),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  fs.closeSync(log);
  const replica = supervise(child, `API replica ${index + 1}`);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { ...replica, url, port, metricsPort: SATURDAY_PORTS.metrics[index] };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await replica.stop();
  throw new Error(`API replica ${index + 1} did not answer /healthz:\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
}

/**
 * The production gateway in front of `upstreams` (one or two host:port): with one, both of
 * api-replicas.conf.template's servers name it. Only /api and /whoami are asked for, so the
 * shell's folder holds only what the template includes.
 */
export async function startGateway({ dir, upstreams }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const srv = path.join(dir, 'srv');
  stubGatewayRoot(srv);
  const remote = `127.0.0.1:${SATURDAY_PORTS.remotes}`;
  const values = {
    TEAMWEAR_PORT: String(SATURDAY_PORTS.gateway),
    TEAMWEAR_ROOT: srv,
    // The replicas by their ports (api-replicas.conf.template); the resolver asks nothing, as no
    // upstream here is a name.
    TEAMWEAR_API_UPSTREAM: 'teamwear_api_replicas',
    TEAMWEAR_API_REPLICA: upstreams[0],
    TEAMWEAR_API_REPLICA_NEXT: upstreams[1] ?? upstreams[0],
    NGINX_LOCAL_RESOLVERS: '127.0.0.1',
    TEAMWEAR_MARKETING_UPSTREAM: remote,
    TEAMWEAR_DESIGNER_UPSTREAM: remote,
    TEAMWEAR_ACCOUNT_UPSTREAM: remote,
    TEAMWEAR_BACKOFFICE_UPSTREAM: remote,
  };
  // In a process group of its own, which supervise() ends.
  const child = await startNginx(dir, 'gateway', 'gateway.conf.template', values, { also: ['api-replicas.conf.template'], workerConnections: 1024, detached: true });
  return { ...supervise(child, 'nginx'), url: `http://127.0.0.1:${SATURDAY_PORTS.gateway}` };
}

/** The nginx worker's pid (the master only forks it), for its CPU. */
export function childPidsOf(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export const tempRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-saturday-'));
