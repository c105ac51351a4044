// Where the benchmarks run: the repository, the ports of the product they start, the browser, and
// a description of the machine so that every figure says what it was taken on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repo = path.resolve(benchDir, '..');
/** Where the figures are written: bench/results (git-ignored), or BENCH_RESULTS_DIR (CI's own folder). */
export const resultsDir = process.env.BENCH_RESULTS_DIR ? path.resolve(process.env.BENCH_RESULTS_DIR) : path.join(benchDir, 'results');

/** Every port moves with BENCH_PORT_BASE (the API's 1000 above it unless BENCH_API_PORT says), so
 *  a run can share a machine with another (CI's byte budgets beside its other stages). */
const base = Number(process.env.BENCH_PORT_BASE ?? 3450);
const apiBase = Number(process.env.BENCH_API_PORT ?? base + 1000);

/** Ports of the product the benchmarks start (clear of a developer's :3000, the e2e run's :3300 and a hand-started :3400). */
export const PORTS = {
  shell: base,
  marketing: base + 1,
  designer: base + 2,
  account: base + 3,
  /** The shop's back office (remote-backoffice). */
  backoffice: base + 4,
  api: apiBase,
  /** The bare Fastify hello-world the API figures are compared with. */
  bare: apiBase + 1,
  /** The API benchmark's own API on PostgreSQL, beside the product's on PGlite. */
  postgresApi: apiBase + 2,
  /** Beside it on the same database, an API that keeps no list answers (LIST_CACHE_MB=0): every page read. */
  postgresApiReading: apiBase + 3,
  /** The example partner site that shows the studio (serve-all.mjs: the gateway's port + 5). */
  partner: base + 5,
};

/** Which app answers on which port: every JS/CSS response is attributed by its origin. */
export const APP_BY_PORT = {
  [PORTS.shell]: 'shell',
  [PORTS.marketing]: 'marketing',
  [PORTS.designer]: 'designer',
  [PORTS.account]: 'account',
  [PORTS.backoffice]: 'backoffice',
  [PORTS.partner]: 'partner',
};
export const APP_DIRS = { shell: 'shell', marketing: 'remote-marketing', designer: 'remote-designer', account: 'remote-account', backoffice: 'remote-backoffice' };

/** The first demo shop is the one served on "localhost". */
export const HOST = 'localhost';
export const SHOP_URL = `http://${HOST}:${PORTS.shell}`;
/** The partner site (deploy/examples), an origin of its own that embeds the first shop's studio. */
export const PARTNER_URL = `http://${HOST}:${PORTS.partner}`;
export const API_URL = `http://127.0.0.1:${PORTS.api}`;
export const DEMO_CUSTOMER = { email: 'demo@angkor.test', password: 'Demo#2026pass' };
/** The customer the account's pages are measured as: one of the first demo shop's week who uses the
 *  product (api/src/db/demo-week: six designs in five garments, the four newest with the picture the
 *  studio stores, the two oldest without; 40 players; an order in every status). */
export const WEEK_CUSTOMER = { email: 'sokha.lim@example.com', password: 'Demo#2026pass' };
/** The first demo shop's admin, who signs in to the back office (`clientId: 'provider'`). */
export const SHOP_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
/** Where the back office keeps the staff's session (remote-backoffice/src/session/staff-session-store.ts), apart from a customer's. */
export const STAFF_SESSION_KEY = 'teamwear.backoffice.session';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium of the benchmarks starts with (the e2e tests use the same). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
];

function quiet(command, args) {
  try {
    return execFileSync(command, args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The machine, the software and the commit the figures were taken with. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    /** Other work on the machine skews timings (not bytes): 1, 5 and 15 minute load averages. */
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ['--version'])?.split('\n').pop(),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    dirty: Boolean(quiet('git', ['status', '--porcelain', '--untracked-files=no'])),
    takenAt: new Date().toISOString(),
  };
}
