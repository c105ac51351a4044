// API load: requests per second and latency with autocannon for GET /whoami, a signed-in list call
// (GET /api/designs) and the token call, each beside a bare Fastify hello-world started here, in the
// same run, on the same machine: the ratio to it is the figure that travels between machines.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createDesigns, registerAndSignIn } from './lib/accounts.mjs';
import { API_URL, HOST, PORTS } from './lib/env.mjs';
import { ms, table } from './lib/report.mjs';

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 8);
const CONNECTIONS = 20;
/** Sign-in hashes with argon2 on purpose (~60 ms of CPU each): few connections, several users. */
const TOKEN_CONNECTIONS = 4;
const TOKEN_USERS = 4;
export const TARGETS = { whoamiRatio: 0.6, errors: 0, timeouts: 0 };

function startBareServer() {
  const worker = new Worker(new URL('./lib/bare-server.mjs', import.meta.url), { workerData: { port: PORTS.bare } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () =>
      resolve({
        url: `http://127.0.0.1:${PORTS.bare}/`,
        stop: () =>
          new Promise((done) => {
            worker.once('exit', done);
            worker.postMessage('stop');
            setTimeout(() => worker.terminate(), 3000).unref();
          }),
      }),
    );
  });
}

async function load(name, options) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    warmup: { connections: options.connections ?? CONNECTIONS, duration: 2 },
    ...options,
  });
  return {
    name,
    connections: options.connections ?? CONNECTIONS,
    durationS: options.duration ?? DURATION_S,
    rps: result.requests.average,
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

  const bare = await startBareServer();
  const runs = [];
  try {
    runs.push(await load('bare Fastify hello-world', { url: bare.url }));
    runs.push(await load('GET /whoami', { url: `${API_URL}/whoami`, headers: { host: HOST } }));
    // Not a target: one `select 1` through the API's stack and database, to tell the framework's and
    // the database's share of a call apart.
    runs.push(await load('GET /healthz (reference: one select 1)', { url: `${API_URL}/healthz` }));
    runs.push(
      await load('GET /api/designs (signed in, 12 rows)', {
        url: `${API_URL}/api/designs`,
        headers: { host: HOST, authorization: `Bearer ${users[0].tokens.access_token}` },
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
  const bareRps = runs[0].rps;
  for (const run of runs) run.ratio = bareRps ? run.rps / bareRps : null;

  const whoami = runs.find((run) => run.name === 'GET /whoami');
  const checks = [
    { target: `/whoami ≥ ${TARGETS.whoamiRatio * 100}% of bare`, met: whoami.ratio >= TARGETS.whoamiRatio, actual: whoami.ratio },
    ...runs.map((run) => ({
      target: `0 errors, 0 timeouts: ${run.name}`,
      met: run.errors === 0 && run.timeouts === 0 && run.non2xx === 0,
      actual: { errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx },
    })),
  ];
  const missed = checks.filter((check) => !check.met);
  const lines = [`API (autocannon, ${DURATION_S} s each after a 2 s warm-up; API at ${API_URL} with Host: ${HOST})`];
  lines.push(
    table(
      ['call', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'errors', 'timeouts', 'non-2xx'],
      runs.map((run) => [
        run.name,
        run.connections,
        Math.round(run.rps).toLocaleString('en-US'),
        latency(run.p50Ms),
        latency(run.p99Ms),
        run.ratio == null ? '—' : `${(run.ratio * 100).toFixed(1)}%`,
        run.errors,
        run.timeouts,
        run.non2xx,
      ]),
    ),
  );
  lines.push(
    '',
    `Targets (reported, not failing): ${checks.length - missed.length}/${checks.length} met` +
      (missed.length
        ? `; missed: ${missed
            .map((check) => `${check.target} (${typeof check.actual === 'number' ? `${(check.actual * 100).toFixed(1)}%` : JSON.stringify(check.actual)})`)
            .join('; ')}`
        : ''),
  );
  return { name: 'api', text: lines.join('\n'), failed: [], data: { targets: TARGETS, checks, runs } };
}
