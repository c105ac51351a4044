// API load: requests per second and latency with autocannon for GET /whoami, a signed-in list call
// (GET /api/designs) and the token call, each beside a bare Fastify hello-world started here, in the
// same run, on the same machine: the ratio to it is the figure that travels between machines.
//
// The machine's load moves while the benchmark runs (other work shares it), so the target ratio is
// not taken from one bare run and one /whoami run made seconds apart: the two alternate in short
// rounds (bare, /whoami, then /whoami, bare, …) with the same connections and duration, each round
// gives a ratio, and the median of those is the figure; the spread of the rounds is reported beside it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startPostgres } from '../scripts/postgres-cluster.mjs';
import { apiCall, createDesigns, createRoster, firstDesignId, orderBody, registerAndSignIn } from './lib/accounts.mjs';
import { startApi } from './lib/api-server.mjs';
import { onInterrupt } from './lib/cleanup.mjs';
import { API_URL, HOST, PORTS } from './lib/env.mjs';
import { LIST_TARGETS, measureLists, shopOrdersSql } from './lib/list-load.mjs';
import { measureNumbers, NUMBERS_TARGETS, shopNumbersSql } from './lib/numbers-load.mjs';
import { alternate, combine, load, median, WARMUP_S } from './lib/load.mjs';
import { ms, table } from './lib/report.mjs';

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 8);
/** Bare and /whoami alternate in this many rounds of ROUND_S seconds each. */
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 10);
const ROUND_S = Number(process.env.BENCH_API_ROUND_S ?? 2);
const CONNECTIONS = 20;
/** Orders placed by the POST run (each customer may keep only so many waiting for review: the
 *  placing customers take turns). */
const PLACED_ORDERS = 200;
const PLACING_CUSTOMERS = 20;
const ORDER_CONNECTIONS = 10;
/** Sign-in hashes with argon2 on purpose (~60 ms of CPU each): few connections, several users. */
const TOKEN_CONNECTIONS = 4;
const TOKEN_USERS = 4;
/** A whole club's roster imported at once (the shop's limit per customer), by this many customers in turn. */
const IMPORT_ROWS = 1000;
const IMPORT_RUNS = 5;
export const TARGETS = { whoamiRatio: 0.6, errors: 0, timeouts: 0, rosterImportMs: 2000, lists: LIST_TARGETS };

/** Starts lib/bare-server.mjs as its own process group and session; `stop()` ends that group. */
function startBareServer() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url)), String(PORTS.bare)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal); // the group this function started, and nothing else
    } catch {
      // already gone
    }
  };
  // A run that ends abnormally must not leave it listening.
  const killNow = () => killGroup('SIGKILL');
  process.once('exit', killNow);
  async function stop() {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      killGroup('SIGTERM');
      const timer = setTimeout(killNow, 3000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killNow);
  }
  const unregister = onInterrupt(stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    exited.then((code) => reject(new Error(`the bare Fastify server exited (${code}) before listening`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      if (text.includes('listening')) resolve({ url: `http://127.0.0.1:${PORTS.bare}/`, stop });
    });
  });
}

/** autocannon's latencies are whole milliseconds: below one shows as "<1". */
const latency = (value) => (value == null ? '—' : value < 1 ? '<1' : ms(value));

/**
 * @param {{ postgresListsOnly?: boolean, postgresNumbersOnly?: boolean }} options `postgresListsOnly`: only the list calls on
 *   PostgreSQL (`npm run bench -- api --postgres-lists`), the quick loop for a change to a list query;
 *   `postgresNumbersOnly`: only the back office's home numbers on PostgreSQL (`--postgres-numbers`).
 */
export async function runApi({ postgresListsOnly = false, postgresNumbersOnly = false } = {}) {
  if (postgresListsOnly) return runPostgresLists();
  if (postgresNumbersOnly) return runPostgresNumbers();
  // Users of this run alone (the database is fresh): signing in hundreds of times must not lock
  // or slow the demo customer.
  const stamp = Date.now().toString(36);
  const password = 'Bench#2026pass';
  const users = [];
  for (let i = 0; i < TOKEN_USERS; i += 1) {
    const email = `bench-${stamp}-${i}@angkor.test`;
    users.push({ email, tokens: await registerAndSignIn(email, password) });
  }
  // Customers with a design and a roster of 12 for the order-placing run.
  const placers = [];
  for (let i = 0; i < PLACING_CUSTOMERS; i += 1) {
    const { access_token: token } = await registerAndSignIn(`bench-${stamp}-order-${i}@angkor.test`, password);
    await createDesigns(token, 1);
    placers.push({ token, body: JSON.stringify(orderBody(await firstDesignId(token), await createRoster(token, 12))) });
  }

  const bare = await startBareServer();
  const runs = [];
  let rounds;
  try {
    rounds = await alternate(
      [
        { key: 'bare', name: 'bare Fastify hello-world', options: { url: bare.url, connections: CONNECTIONS } },
        { key: 'whoami', name: 'GET /whoami', options: { url: `${API_URL}/whoami`, headers: { host: HOST }, connections: CONNECTIONS } },
      ],
      { rounds: ROUNDS, roundS: ROUND_S },
    );
    runs.push(combine('bare Fastify hello-world', rounds.map((round) => round.bare)));
    runs.push(combine('GET /whoami', rounds.map((round) => round.whoami)));
    // Each request a new order (its own Idempotency-Key), the customers in turn: PLACED_ORDERS in all,
    // not a duration, so no customer passes the shop's limit of orders waiting for review.
    let placed = 0;
    runs.push(
      await load(`POST /api/orders (12 players + 2 extras, ${PLACING_CUSTOMERS} customers)`, {
        url: `${API_URL}/api/orders`,
        connections: ORDER_CONNECTIONS,
        amount: PLACED_ORDERS,
        warmup: false,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const placer = placers[placed % placers.length];
              placed += 1;
              return {
                ...request,
                headers: { host: HOST, 'content-type': 'application/json', authorization: `Bearer ${placer.token}`, 'idempotency-key': `bench-${stamp}-${placed}` },
                body: placer.body,
              };
            },
          },
        ],
      }),
    );
    let next = 0;
    const bodies = users.map(({ email }) => JSON.stringify({ email, password, clientId: 'web' }));
    runs.push(
      await load(`POST /api/accounts/token (argon2, ${TOKEN_USERS} users)`, {
        url: `${API_URL}/api/accounts/token`,
        connections: TOKEN_CONNECTIONS,
        requests: [
          {
            method: 'POST',
            headers: { host: HOST, 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ],
      }),
    );
  } finally {
    await bare.stop();
  }
  const rosterImport = await timeRosterImports(stamp, password);
  const lists = await measureListsOnBothDatabases();
  // /whoami: the median of its per-round ratios (each against the bare run of the same round); the
  // other calls, measured once, against the median bare rate.
  const roundRatios = rounds.map((round) => round.whoami.rps / round.bare.rps);
  const bareRps = runs[0].rps;
  for (const run of runs) run.ratio = bareRps ? run.rps / bareRps : null;
  runs[1].ratio = median(roundRatios);
  runs[1].ratioPerRound = roundRatios.map((ratio) => Number(ratio.toFixed(3)));

  const whoami = runs.find((run) => run.name === 'GET /whoami');
  const checks = [
    { target: `/whoami ≥ ${TARGETS.whoamiRatio * 100}% of bare`, met: whoami.ratio >= TARGETS.whoamiRatio, actual: whoami.ratio },
    ...runs.map((run) => ({
      target: `0 errors, 0 timeouts: ${run.name}`,
      met: run.errors === 0 && run.timeouts === 0 && run.non2xx === 0,
      actual: { errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx },
    })),
  ];
  checks.push(...listChecks(lists));
  checks.push({
    target: `POST /api/players/import of ${IMPORT_ROWS} rows < ${TARGETS.rosterImportMs} ms (median)`,
    met: rosterImport.medianMs < TARGETS.rosterImportMs,
    actual: rosterImport.medianMs,
  });
  const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
  const lines = [
    `API on PGlite (autocannon; API at ${API_URL} with Host: ${HOST}). Bare and /whoami: ${ROUNDS} alternating rounds of ${ROUND_S} s ` +
      `after a ${WARMUP_S} s warm-up, medians; the others: ${DURATION_S} s each after a ${WARMUP_S} s warm-up, against the median bare rate.`,
  ];
  lines.push(
    table(
      ['call', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'errors', 'timeouts', 'non-2xx'],
      runs.map((run) => [
        run.name,
        run.connections,
        Math.round(run.rps).toLocaleString('en-US'),
        latency(run.p50Ms),
        latency(run.p99Ms),
        run.ratio == null ? '—' : percent(run.ratio),
        run.errors,
        run.timeouts,
        run.non2xx,
      ]),
    ),
  );
  lines.push(
    '',
    `/whoami vs bare per round: ${roundRatios.map(percent).join(', ')} (median ${percent(whoami.ratio)}, ` +
      `range ${percent(Math.min(...roundRatios))}–${percent(Math.max(...roundRatios))})`,
    `POST /api/players/import, ${IMPORT_ROWS} rows, ${IMPORT_RUNS} customers in turn: median ${ms(rosterImport.medianMs)} ms, ` +
      `max ${ms(rosterImport.maxMs)} ms (each: ${rosterImport.runsMs.map(ms).join(', ')})`,
    '',
    ...lists.flatMap(listLines),
    targetsLine(checks),
  );
  const method = { rounds: ROUNDS, roundS: ROUND_S, warmupS: WARMUP_S, durationS: DURATION_S, connections: CONNECTIONS };
  return { name: 'api', text: lines.join('\n'), failed: [], data: { targets: TARGETS, method, checks, runs, rounds, rosterImport, lists } };
}

/** Only the list calls on PostgreSQL: the same figures and checks as in the whole run. */
async function runPostgresLists() {
  const measured = await measureListsOnPostgres();
  const lists = [measured];
  const checks = listChecks(lists);
  const text = [...listLines(measured), targetsLine(checks)].join('\n');
  return { name: 'api', text, failed: [], data: { targets: { lists: LIST_TARGETS }, method: { postgresListsOnly: true }, checks, lists } };
}

/**
 * The back office's home numbers (issue 36) on an API of its own on a throw-away PostgreSQL cluster,
 * for a shop of 10,000 orders and as many designs within the 13 weeks counted (lib/numbers-load.mjs).
 */
async function runPostgresNumbers() {
  if (!findPostgresBin()) {
    return { name: 'api', text: 'Numbers on PostgreSQL: skipped: PostgreSQL is not installed (initdb, pg_ctl)', failed: [], data: { skipped: true } };
  }
  const cluster = await startPostgres();
  const unregister = onInterrupt(() => cluster.stop());
  try {
    const databaseUrl = await cluster.createDatabase('teamwear_bench');
    const api = await startApi({ port: PORTS.postgresApi, databaseUrl, demoPort: PORTS.shell });
    try {
      await cluster.runSql('teamwear_bench', BENCH_ORDER_CAP_SQL);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the API's tenant cache follows the change feed
      const measured = await measureNumbers({
        apiUrl: api.url,
        fillShop: (email, ordersNow) => cluster.runSql('teamwear_bench', shopNumbersSql(email, ordersNow)),
        settle: () => cluster.runSql('teamwear_bench', 'vacuum analyze'),
      });
      const text = [
        `Numbers on PostgreSQL at ${measured.connections} connections (load average ${measured.loadAverage.join(' ')} at the start, ` +
          `${measured.loadAverageAtEnd.join(' ')} at the end): /healthz and the numbers in ${measured.rounds} alternating rounds of ${measured.roundS} s, ` +
          `medians, the data vacuumed first; target: p99 ≤ ${NUMBERS_TARGETS.p99Ms} ms.`,
        table(
          ['call', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx'],
          measured.runs.map((run) => [run.name, Math.round(run.rps).toLocaleString('en-US'), latency(run.p50Ms), latency(run.p99Ms), latency(run.maxMs), run.errors, run.timeouts, run.non2xx]),
        ),
        targetsLine(measured.checks),
      ].join('\n');
      return { name: 'api', resultName: 'api-numbers', text, failed: [], data: { targets: { numbers: NUMBERS_TARGETS }, method: { postgresNumbersOnly: true }, checks: measured.checks, numbers: measured } };
    } finally {
      await api.stop();
    }
  } finally {
    unregister();
    await cluster.stop();
  }
}

/** Each measured list call's targets (rate, p99) and its errors, as checks. */
function listChecks(lists) {
  const checks = [];
  for (const measured of lists.filter((result) => !result.skipped)) {
    for (const run of measured.runs.filter((listRun) => listRun.key !== 'healthz' && !listRun.reference)) {
      const where = `${measured.database}, ${run.name}`;
      checks.push(
        { target: `${where}: ≥ ${LIST_TARGETS.ratio * 100}% of /healthz`, met: run.ratioMet, actual: run.ratio },
        { target: `${where}: p99 ≤ ${LIST_TARGETS.p99Ms} ms`, met: run.p99Met, actual: `${run.p99Ms} ms` },
      );
    }
    for (const run of measured.runs) {
      checks.push({
        target: `0 errors, 0 timeouts: ${measured.database}, ${run.name}`,
        met: run.errors === 0 && run.timeouts === 0 && run.non2xx === 0,
        actual: { errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx },
      });
    }
  }
  return checks;
}

/** One line: how many targets were met, and each missed one with what was measured. */
function targetsLine(checks) {
  const missed = checks.filter((check) => !check.met);
  const actual = (value) => (typeof value === 'number' ? `${(value * 100).toFixed(1)}%` : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    `Targets (reported, not failing): ${checks.length - missed.length}/${checks.length} met` +
    (missed.length ? `; missed: ${missed.map((check) => `${check.target} (${actual(check.actual)})`).join('; ')}` : '')
  );
}

/**
 * The list calls on the product's API (PGlite), then on an API of their own on PostgreSQL: a
 * throw-away Debian cluster (scripts/postgres-cluster.mjs, as CI makes for the API tests) and the
 * API started as the product starts it, with the demo shops. Skipped, saying why, where PostgreSQL's
 * server programs are not installed.
 */
async function measureListsOnBothDatabases() {
  return [await measureLists({ apiUrl: API_URL, database: 'PGlite' }), await measureListsOnPostgres()];
}

/** Every shop of the bench's database takes as many open (or lately canceled) orders as the bench places. */
const BENCH_ORDER_CAP_SQL =
  "update tenants set settings = jsonb_set(settings, '{orders}', coalesce(settings->'orders', '{}'::jsonb) || '{\"maxOpenPerCustomer\": 10000}')";

/** The list calls on an API of their own on a throw-away PostgreSQL cluster, or why they were skipped. */
async function measureListsOnPostgres() {
  if (!findPostgresBin()) {
    return { database: 'PostgreSQL', skipped: 'PostgreSQL is not installed (initdb, pg_ctl): apt-get install postgresql to measure it' };
  }
  const cluster = await startPostgres();
  const unregister = onInterrupt(() => cluster.stop());
  try {
    const databaseUrl = await cluster.createDatabase('teamwear_bench');
    const api = await startApi({ port: PORTS.postgresApi, databaseUrl, demoPort: PORTS.shell });
    try {
      // The data was made seconds ago, the 200 orders placed and canceled at once: until autovacuum
      // has passed (about a minute later) the order count reads each order's row to learn whether it
      // is visible, a cost no shop's older orders have. Vacuumed as pgbench vacuums before its runs.
      const settle = () => cluster.runSql('teamwear_bench', 'vacuum analyze');
      const reading = await startApi({ port: PORTS.postgresApiReading, databaseUrl, demoPort: PORTS.shell, env: { LIST_CACHE_MB: '0' } });
      try {
        // The bench places ORDERS orders for one customer, canceling them as it goes; a shop counts a
        // customer's canceled orders of the last day against its cap on open ones (20 by default).
        await cluster.runSql('teamwear_bench', BENCH_ORDER_CAP_SQL);
        await new Promise((resolve) => setTimeout(resolve, 1000)); // the APIs' tenant caches follow the change feed
        // The shop's board is measured at SHOP_ORDERS orders: copies of the customer's, written in SQL.
        const fillShop = (email, ordersNow) => cluster.runSql('teamwear_bench', shopOrdersSql(email, ordersNow));
        return await measureLists({ apiUrl: api.url, database: 'PostgreSQL', settle, readingApiUrl: reading.url, fillShop });
      } finally {
        await reading.stop();
      }
    } finally {
      await api.stop();
    }
  } finally {
    unregister();
    await cluster.stop();
  }
}

/** The lines of one database's list calls: a table, and each call's share of /healthz per round. */
function listLines(measured) {
  if (measured.skipped) return [`List calls on ${measured.database}: skipped: ${measured.skipped}`, ''];
  const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
  const mark = (met) => (met ? 'met' : 'not met');
  return [
    `List calls on ${measured.database} at ${measured.connections} connections (load average ${measured.loadAverage.join(' ')} at the start, ${measured.loadAverageAtEnd.join(' ')} at the end): ` +
      `/healthz and the lists in ${measured.rounds} alternating rounds of ${measured.roundS} s, medians${measured.settled ? ', the data vacuumed first' : ''}; ` +
      `targets: ≥ ${LIST_TARGETS.ratio * 100}% of /healthz, p99 ≤ ${LIST_TARGETS.p99Ms} ms.`,
    table(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs /healthz', 'rate target', 'p99 target', 'errors', 'timeouts', 'non-2xx'],
      measured.runs.map((run) => [
        run.name,
        Math.round(run.rps).toLocaleString('en-US'),
        latency(run.p50Ms),
        latency(run.p99Ms),
        run.ratio === null ? '—' : percent(run.ratio),
        run.key === 'healthz' || run.reference ? '—' : mark(run.ratioMet),
        run.key === 'healthz' || run.reference ? '—' : mark(run.p99Met),
        run.errors,
        run.timeouts,
        run.non2xx,
      ]),
    ),
    ...measured.runs
      .filter((run) => run.key !== 'healthz')
      .map((run) => `  ${run.name} vs /healthz per round: ${run.ratioPerRound.map(percent).join(', ')}`),
    '',
  ];
}

/**
 * The roster import as a team manager meets it: one request with a whole club (IMPORT_ROWS rows,
 * Khmer names among them), for a customer with no players yet, measured from the request to the
 * answer, one customer after another (not under load: it is a once-a-season action).
 */
async function timeRosterImports(stamp, password) {
  const sizes = ['S', 'M', 'L', 'XL', '2XL'];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    name: i % 2 ? `កីឡាករ ${i + 1}` : `Bench Player ${i + 1}`,
    number: i % 100,
    size: sizes[i % sizes.length],
    team: `Team ${Math.floor(i / 100)}`,
  }));
  const runsMs = [];
  for (let i = 0; i < IMPORT_RUNS; i += 1) {
    const { access_token: token } = await registerAndSignIn(`bench-${stamp}-import-${i}@angkor.test`, password);
    const started = performance.now();
    const { status, data } = await apiCall('POST', '/api/players/import', { token, body: { rows } });
    const took = performance.now() - started;
    if (status !== 201) throw new Error(`Importing ${IMPORT_ROWS} players answered ${status}: ${JSON.stringify(data).slice(0, 200)}`);
    runsMs.push(took);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted[sorted.length - 1] };
}
