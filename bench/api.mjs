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
import autocannon from 'autocannon';
import { apiCall, createDesigns, createRoster, firstDesignId, orderBody, placeOrders, registerAndSignIn } from './lib/accounts.mjs';
import { onInterrupt } from './lib/cleanup.mjs';
import { API_URL, HOST, PORTS } from './lib/env.mjs';
import { ms, table } from './lib/report.mjs';

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 8);
/** Bare and /whoami alternate in this many rounds of ROUND_S seconds each. */
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 10);
const ROUND_S = Number(process.env.BENCH_API_ROUND_S ?? 2);
const WARMUP_S = 2;
const CONNECTIONS = 20;
/** Orders listed by the signed-in GET /api/orders, and orders placed by the POST run (each customer
 *  may keep only so many waiting for review: the placing customers take turns). */
const LISTED_ORDERS = 200;
const PLACED_ORDERS = 200;
const PLACING_CUSTOMERS = 20;
const ORDER_CONNECTIONS = 10;
/** Sign-in hashes with argon2 on purpose (~60 ms of CPU each): few connections, several users. */
const TOKEN_CONNECTIONS = 4;
const TOKEN_USERS = 4;
/** A whole club's roster imported at once (the shop's limit per customer), by this many customers in turn. */
const IMPORT_ROWS = 1000;
const IMPORT_RUNS = 5;
export const TARGETS = { whoamiRatio: 0.6, errors: 0, timeouts: 0, rosterImportMs: 2000 };

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

/** One autocannon run (after its own warm-up unless `warmup: false`). */
async function load(name, { warmup = true, ...options }) {
  const connections = options.connections ?? CONNECTIONS;
  const durationS = options.duration ?? DURATION_S;
  const result = await autocannon({
    connections: CONNECTIONS,
    // A run of a fixed number of requests (`amount`) has no duration.
    ...(options.amount ? {} : { duration: DURATION_S }),
    timeout: 10,
    ...(warmup ? { warmup: { connections, duration: WARMUP_S } } : {}),
    ...options,
  });
  return {
    name,
    connections,
    durationS: options.amount ? result.duration : durationS,
    // Completed requests over the time taken: for a round of a few seconds steadier than autocannon's
    // mean of its once-a-second samples (the same figure over a long run).
    rps: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The runs of one call over all rounds as one row: medians of rates and latencies, sums of counts. */
function combine(name, runs) {
  const statusCodes = {};
  for (const run of runs) {
    for (const [code, { count }] of Object.entries(run.statusCodes ?? {})) statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + count };
  }
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    name,
    connections: runs[0].connections,
    durationS: sum('durationS'),
    rounds: runs.length,
    rps: median(runs.map((run) => run.rps)),
    rpsPerRound: runs.map((run) => Math.round(run.rps)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    requests: sum('requests'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    statusCodes,
  };
}

/**
 * Bare and /whoami in alternating rounds of the same connections and duration: bare first in even
 * rounds, /whoami first in odd ones, so a load that rises or falls during the rounds favours neither.
 */
async function alternate(calls) {
  // Warm both (JIT, connections, the whoami document) before anything is recorded.
  for (const call of calls) await load(call.name, { ...call.options, duration: WARMUP_S, warmup: false });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? [...calls].reverse() : calls;
    const runs = {};
    for (const call of order) runs[call.key] = await load(call.name, { ...call.options, duration: ROUND_S, warmup: false });
    rounds.push(runs);
  }
  return rounds;
}

/** autocannon's latencies are whole milliseconds: below one shows as "<1". */
const latency = (value) => (value == null ? '—' : value < 1 ? '<1' : ms(value));

export async function runApi() {
  // Users of this run alone (the database is fresh): signing in hundreds of times must not lock
  // or slow the demo customer, and the list call answers real rows.
  const stamp = Date.now().toString(36);
  const password = 'Bench#2026pass';
  const users = [];
  for (let i = 0; i < TOKEN_USERS; i += 1) {
    const email = `bench-${stamp}-${i}@angkor.test`;
    users.push({ email, tokens: await registerAndSignIn(email, password) });
  }
  await createDesigns(users[0].tokens.access_token, 12);
  // A customer with 200 orders for the list call, and customers with a design and a roster of 12
  // for the order-placing run.
  const listed = users[1].tokens.access_token;
  await createDesigns(listed, 1);
  await placeOrders(listed, await firstDesignId(listed), await createRoster(listed, 12), LISTED_ORDERS);
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
    rounds = await alternate([
      { key: 'bare', name: 'bare Fastify hello-world', options: { url: bare.url } },
      { key: 'whoami', name: 'GET /whoami', options: { url: `${API_URL}/whoami`, headers: { host: HOST } } },
    ]);
    runs.push(combine('bare Fastify hello-world', rounds.map((round) => round.bare)));
    runs.push(combine('GET /whoami', rounds.map((round) => round.whoami)));
    // Not a target: one `select 1` through the API's stack and database, to tell the framework's and
    // the database's share of a call apart.
    runs.push(await load('GET /healthz (reference: one select 1)', { url: `${API_URL}/healthz` }));
    runs.push(
      await load('GET /api/designs (signed in, 12 rows)', {
        url: `${API_URL}/api/designs`,
        headers: { host: HOST, authorization: `Bearer ${users[0].tokens.access_token}` },
      }),
    );
    runs.push(
      await load(`GET /api/orders (signed in, ${LISTED_ORDERS} orders, page of 20)`, {
        url: `${API_URL}/api/orders`,
        headers: { host: HOST, authorization: `Bearer ${listed}` },
      }),
    );
    runs.push(
      await load('GET /api/players (signed in, 12 players)', {
        url: `${API_URL}/api/players`,
        headers: { host: HOST, authorization: `Bearer ${listed}` },
      }),
    );
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
  checks.push({
    target: `POST /api/players/import of ${IMPORT_ROWS} rows < ${TARGETS.rosterImportMs} ms (median)`,
    met: rosterImport.medianMs < TARGETS.rosterImportMs,
    actual: rosterImport.medianMs,
  });
  const missed = checks.filter((check) => !check.met);
  const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
  const lines = [
    `API (autocannon; API at ${API_URL} with Host: ${HOST}). Bare and /whoami: ${ROUNDS} alternating rounds of ${ROUND_S} s ` +
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
    `Targets (reported, not failing): ${checks.length - missed.length}/${checks.length} met` +
      (missed.length
        ? `; missed: ${missed
            .map((check) => `${check.target} (${typeof check.actual === 'number' ? `${(check.actual * 100).toFixed(1)}%` : JSON.stringify(check.actual)})`)
            .join('; ')}`
        : ''),
  );
  const method = { rounds: ROUNDS, roundS: ROUND_S, warmupS: WARMUP_S, durationS: DURATION_S, connections: CONNECTIONS };
  return { name: 'api', text: lines.join('\n'), failed: [], data: { targets: TARGETS, method, checks, runs, rounds, rosterImport } };
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
