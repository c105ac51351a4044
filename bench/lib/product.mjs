// Builds what changed and starts the whole product, as `npm start` does, on the benchmarks' own
// ports with a fresh database; stops everything it started, also when a benchmark fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_URL, PORTS, SHOP_URL, repo } from './env.mjs';

/** Runs `node scripts/build.mjs` at the repository root (it builds only the apps that changed). */
export function buildChangedApps() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (exit code ${code})`))));
  });
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) {
    throw new Error(
      `Port(s) ${busy.join(', ')} already in use: something else would be measured. Stop it, or move the ` +
        'benchmarks with BENCH_PORT_BASE / BENCH_API_PORT.',
    );
  }
}

async function waitFor(url, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product stopped while starting (exit code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `deploy/local/serve-all.mjs` in its own process group (the API is its child), waits for
 * /healthz and the shell, and answers a `stop()` that ends that group and removes the database.
 */
export async function startProduct() {
  await assertPortsFree([PORTS.shell, PORTS.marketing, PORTS.designer, PORTS.account, PORTS.backoffice, PORTS.partner, PORTS.api, PORTS.bare, PORTS.postgresApi]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-bench-'));
  const logFile = path.join(dataDir, 'product.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['deploy/local/serve-all.mjs'], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORTS.shell),
      API_PORT: String(PORTS.api),
      MARKETING_PORT: String(PORTS.marketing),
      DESIGNER_PORT: String(PORTS.designer),
      ACCOUNT_PORT: String(PORTS.account),
      BACKOFFICE_PORT: String(PORTS.backoffice),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The API benchmark signs in hundreds of times a second from one address.
      RATE_LIMIT: 'off',
    },
  });
  fs.closeSync(log);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
    const signal = (name) => {
      try {
        process.kill(-child.pid, name); // the whole group this function started, and nothing else
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    // The API is the group's other member: make sure it is gone before the data folder goes.
    signal('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitFor(`${API_URL}/healthz`, { timeoutMs: 120_000, child });
    await waitFor(`${SHOP_URL}/`, { timeoutMs: 30_000, child });
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${error.message}\n--- product log ---\n${tail}`);
  }
  /** Synchronous, for process 'exit': kills the group at once; the data folder is left in tmp. */
  function killNow() {
    if (stopped) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return { dataDir, logFile, stop, killNow };
}
