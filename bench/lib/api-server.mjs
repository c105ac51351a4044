// The API alone, started as deploy/local/serve-all.mjs starts it (`node --import tsx src/main.ts`,
// its own process group and session), on a port and a database of the caller's choice: the API
// benchmark runs its list calls against one on PostgreSQL beside the product's own on PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onInterrupt } from './cleanup.mjs';
import { repo } from './env.mjs';

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The API stopped while starting (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API on `port` with the demo shops, rate limits off and a data folder of its own (keys,
 * mail files; PGlite's files when no `databaseUrl` is given). Resolves to `{ url, stop }`; `stop()`
 * ends the process group it started and deletes the folder.
 * `env`: more of its environment (a setting to measure).
 * @param {{ port: number, databaseUrl?: string, demoPort: number, env?: Record<string, string> }} options
 */
export async function startApi({ port, databaseUrl, demoPort, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-bench-api-'));
  const logFile = path.join(dataDir, 'api.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repo, 'api'),
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: 'on',
      DEMO_PORT: String(demoPort),
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name); // the group this function started, and nothing else
    } catch {
      // already gone
    }
  };
  const killNow = () => signal('SIGKILL');
  process.once('exit', killNow);
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const timer = setTimeout(killNow, 5000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killNow);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const unregister = onInterrupt(stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/healthz`, child, 120_000);
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${error.message}\n--- API log ---\n${tail}`);
  }
  return { url, stop };
}
