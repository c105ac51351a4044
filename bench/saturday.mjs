// A busy Saturday, measured (issue 39, point 5): scripted customers, players and staff
// (lib/saturday-users.mjs) against one API replica and then two behind the production nginx on
// PostgreSQL (lib/saturday-topology.mjs), each endpoint's rate and latencies, the ratio of the two,
// and the evidence of where the next limit is (lib/saturday-evidence.mjs).
//
// Phases, each after a warm-up of the same users: (1) one replica, every user sending its next
// request when the last answered: what one replica holds; (2) two replicas, the same: what two
// hold; (3) two replicas offered phase 1's rate: their latencies at the load one replica holds.
import fs from 'node:fs';
import os from 'node:os';
import { findPostgresBin, startPostgres } from '../scripts/postgres-cluster.mjs';
import { postgresPidsOf, sampleEvidence } from './lib/saturday-evidence.mjs';
import { SATURDAY_PORTS, buildApi, childPidsOf, startGateway, startReplica, tempRoot } from './lib/saturday-topology.mjs';
import { Recorder, clientOf, prepareRosters, prepareSaturday, runUsers, signInAgain } from './lib/saturday-users.mjs';
import { ms, table } from './lib/report.mjs';
import { onInterrupt } from './lib/cleanup.mjs';

export const SATURDAY_TARGETS = { ratio: 1.7, readP99Ms: 100, writeP99Ms: 250, errors: 0 };

/**
 * The bench's rate limits: the shared counter (RATE_LIMIT_STORE=database) counts every request as
 * in production, but its budgets are raised: each scripted user sends its next request as soon as
 * the last one answered, many times what a person does. The users' addresses are spread
 * (X-Forwarded-For, one per user) so the counter's rows are as many as a crowd's, not one hot row.
 */
const RATE_LIMIT_ENV = {
  RATE_LIMIT_STORE: 'database',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
  RATE_LIMIT_ACCOUNT_MAIL_PER_MINUTE: '1000',
  RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_ACCOUNT_READS_PER_MINUTE: '1000000',
  RATE_LIMIT_JOIN_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_COLLECTION_WRITES_PER_MINUTE: '1000000',
};
const ORDER_CAP_SQL =
  "update tenants set settings = jsonb_set(settings, '{orders}', coalesce(settings->'orders', '{}'::jsonb) || '{\"maxOpenPerCustomer\": 10000}')";

function settingsOf(quick) {
  const number = (name, fallback) => Number(process.env[name] ?? fallback);
  return {
    quick,
    warmupS: number('BENCH_SATURDAY_WARMUP_S', quick ? 2 : 10),
    seconds: number('BENCH_SATURDAY_SECONDS', quick ? 5 : 60),
    customers: number('BENCH_SATURDAY_CUSTOMERS', quick ? 12 : 48),
    players: number('BENCH_SATURDAY_PLAYERS', quick ? 3 : 8),
    staff: number('BENCH_SATURDAY_STAFF', 2),
  };
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : null);

/** Each endpoint's row: rate, p50/p95/p99/max, errors. */
function summarize(recorder, seconds) {
  const rows = [...recorder.endpoints.values()].map((row) => {
    const sorted = [...row.latencies].sort((a, b) => a - b);
    return {
      name: row.name,
      kind: row.kind,
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? null,
      errors: row.errors,
      statuses: row.statuses,
    };
  });
  rows.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'read' ? -1 : 1));
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  return { seconds, requests, rps: requests / seconds, errors: rows.reduce((sum, row) => sum + row.errors, 0), endpoints: rows };
}

/** Runs the users for a warm-up (not kept), then `seconds` kept, with the evidence sampled meanwhile. */
async function phase(name, { client, prepared, settings, rate, evidence, runId }) {
  const recorder = new Recorder();
  const signal = { stopped: false };
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
  const users = runUsers(client, prepared, recorder, { players: settings.players, staff: settings.staff, rate, signal, runId: `${runId}-${name.replace(/\W+/g, '')}` });
  await new Promise((resolve) => setTimeout(resolve, settings.warmupS * 1000));
  const sampler = await sampleEvidence(evidence);
  recorder.recording = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000));
  recorder.recording = false;
  const seconds = (performance.now() - started) / 1000;
  signal.stopped = true;
  const sampled = await sampler.stop();
  await users;
  return { name, rate: rate ?? null, loadAverage, loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))), ...summarize(recorder, seconds), evidence: sampled };
}

const latency = (value) => (value == null ? '—' : value < 1 ? '<1' : ms(value));

function phaseTable(result) {
  const rows = result.endpoints.map((row) => [row.name, row.kind, row.rps.toFixed(1), latency(row.p50Ms), latency(row.p95Ms), latency(row.p99Ms), latency(row.maxMs), row.errors]);
  rows.push(['all', '', result.rps.toFixed(1), '', '', '', '', result.errors]);
  return `${result.name}${result.rate ? ` (offered ${result.rate.toFixed(0)} req/s)` : ''}, ${result.seconds.toFixed(1)} s, load average ${result.loadAverage.join(' ')} → ${result.loadAverageAtEnd.join(' ')}\n${table(['Endpoint', 'Kind', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'Errors'], rows)}`;
}

function evidenceTable(results) {
  const names = [...new Set(results.flatMap((result) => Object.keys(result.evidence.cpuPercentOfOneCore)))];
  const cpu = table(['CPU, % of one core', ...results.map((result) => result.name)], names.map((name) => [name, ...results.map((result) => result.evidence.cpuPercentOfOneCore[name] ?? '—')]));
  const pools = table(
    ['Pool', 'Phase', 'open/max', 'waiting (max)', 'acquires', 'mean wait ms'],
    results.flatMap((result) => result.evidence.pools.map((pool) => [pool.replica, result.name, `${pool.open ?? '—'}/${pool.max ?? '—'}`, pool.waitingMax, pool.acquires, pool.meanWaitMs.toFixed(2)])),
  );
  const states = [...new Set(results.flatMap((result) => Object.keys(result.evidence.backendStates)))];
  const backends = table(['PostgreSQL backends (mean active)', ...results.map((result) => result.name)], states.map((state) => [state, ...results.map((result) => result.evidence.backendStates[state] ?? 0)]));
  const locks = results
    .map(
      (result) =>
        `Lock waits seen in ${result.name} (samples a second apart: who waits, who holds):\n${result.evidence.lockedStatements.map((row) => `  ${String(row.seen).padStart(4)}  ${row.statement}`).join('\n') || '  none'}\n` +
        `Rows waited for, by table:\n${result.evidence.rowsWaitedIn.map((row) => `  ${String(row.seen).padStart(4)}  ${row.table}`).join('\n') || '  none'}`,
    )
    .join('\n');
  return `${cpu}\n\n${pools}\n\n${backends}\n\n${locks}`;
}

/** The targets, checked: the ratio of phases 2 and 1, p99 of every read and write in phases 1 and 3, errors in all. */
function checksOf(one, two, twoAtOne) {
  const ratio = two.rps / one.rps;
  const checks = [{ target: `two replicas serve ≥ ${SATURDAY_TARGETS.ratio}× one`, met: ratio >= SATURDAY_TARGETS.ratio, actual: `${ratio.toFixed(2)}×` }];
  for (const result of [one, twoAtOne]) {
    for (const row of result.endpoints) {
      const limit = row.kind === 'read' ? SATURDAY_TARGETS.readP99Ms : SATURDAY_TARGETS.writeP99Ms;
      checks.push({ target: `${result.name}: ${row.name} p99 ≤ ${limit} ms`, met: row.p99Ms <= limit, actual: `${Math.round(row.p99Ms)} ms` });
    }
  }
  for (const result of [one, two, twoAtOne]) checks.push({ target: `${result.name}: 0 errors`, met: result.errors === 0, actual: String(result.errors) });
  return { ratio, checks };
}

/**
 * `npm run bench -- saturday [--quick] [--no-build]`: starts its own PostgreSQL, API replicas and
 * nginx on ports 6100–6199, needs neither the apps' build nor the product.
 */
export async function runSaturday({ quick = false, build = true } = {}) {
  if (!findPostgresBin()) return { name: 'saturday', text: 'saturday: PostgreSQL is not installed (initdb, pg_ctl): skipped.', failed: [], warnings: ['saturday skipped: no PostgreSQL'] };
  const settings = settingsOf(quick);
  const runId = Date.now().toString(36);
  if (build) {
    const t = Date.now();
    buildApi();
    console.log(`API built (api/dist/main.js) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const root = tempRoot();
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  const unregister = onInterrupt(stopAll);
  const client = clientOf(`http://127.0.0.1:${SATURDAY_PORTS.gateway}`, settings.customers + settings.players + settings.staff + 4);
  try {
    const cluster = await startPostgres({ port: SATURDAY_PORTS.postgres });
    stops.push(cluster.stop);
    const databaseUrl = await cluster.createDatabase('teamwear_saturday');
    const replicas = [await startReplica({ index: 0, databaseUrl, dataDir: root, env: RATE_LIMIT_ENV })];
    stops.push(replicas[0].stop);
    let gateway = await startGateway({ dir: `${root}/gateway-1`, upstreams: [`127.0.0.1:${replicas[0].port}`] });
    stops.push(gateway.stop);
    await cluster.runSql('teamwear_saturday', ORDER_CAP_SQL);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the API's tenant cache follows the change feed
    const t = Date.now();
    const prepared = await prepareSaturday(client, { customers: settings.customers, runId });
    await prepareRosters(client, prepared);
    await cluster.runSql('teamwear_saturday', 'vacuum analyze');
    console.log(`${settings.customers} customers with a design, a roster and a size collection, 3 orders to download, print files ${prepared.printFilesOrder ? 'made' : 'NOT made (no ZIP downloads)'}: ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const postgresPids = await postgresPidsOf(databaseUrl);
    const evidenceOf = (running) => ({
      databaseUrl,
      replicas: running.map((replica, i) => ({ name: `API ${i + 1}`, metricsPort: replica.metricsPort })),
      groups: {
        ...Object.fromEntries(running.map((replica, i) => [`API ${i + 1}`, () => [replica.pid]])),
        nginx: () => [gateway.pid, ...childPidsOf(gateway.pid)],
        PostgreSQL: postgresPids,
      },
    });
    const context = { client, prepared, settings, runId };

    await signInAgain(client, prepared);
    console.log(`▶ one replica: ${settings.customers} customers, ${settings.players} players, ${settings.staff} staff, ${settings.warmupS} s warm-up + ${settings.seconds} s`);
    const one = await phase('1 replica', { ...context, evidence: evidenceOf(replicas) });
    console.log(`  ${one.rps.toFixed(1)} req/s, ${one.errors} errors`);

    replicas.push(await startReplica({ index: 1, databaseUrl, dataDir: root, env: RATE_LIMIT_ENV }));
    stops.push(replicas[1].stop);
    await gateway.stop();
    gateway = await startGateway({ dir: `${root}/gateway-2`, upstreams: replicas.map((replica) => `127.0.0.1:${replica.port}`) });
    stops.push(gateway.stop);
    await signInAgain(client, prepared);
    console.log('▶ two replicas');
    const two = await phase('2 replicas', { ...context, evidence: evidenceOf(replicas) });
    console.log(`  ${two.rps.toFixed(1)} req/s, ${two.errors} errors`);
    await signInAgain(client, prepared);
    console.log(`▶ two replicas at one replica's load (${one.rps.toFixed(0)} req/s)`);
    const twoAtOne = await phase("2 replicas at 1's load", { ...context, rate: one.rps, evidence: evidenceOf(replicas) });
    console.log(`  ${twoAtOne.rps.toFixed(1)} req/s, ${twoAtOne.errors} errors`);

    const phases = [one, two, twoAtOne];
    const { ratio, checks } = checksOf(one, two, twoAtOne);
    const missed = checks.filter((check) => !check.met);
    const text = [
      `Busy Saturday${quick ? ' (--quick: proves the scenario runs; not a measurement)' : ''}: ${settings.customers} customers, ${settings.players} players, ${settings.staff} staff; nginx → API replicas → PostgreSQL`,
      ...phases.map(phaseTable),
      `Two replicas / one: ${ratio.toFixed(2)}× (target ≥ ${SATURDAY_TARGETS.ratio}×)`,
      evidenceTable(phases),
      missed.length ? `Targets missed:\n${missed.map((check) => `  ✗ ${check.target}: ${check.actual}`).join('\n')}` : 'Targets: all met.',
    ].join('\n\n');
    return {
      name: 'saturday',
      resultName: quick ? 'saturday-quick' : 'saturday',
      text,
      failed: [],
      warnings: missed.length ? [`saturday: ${missed.length} target(s) missed (timings are reported, never failing)`] : [],
      data: {
        targets: SATURDAY_TARGETS,
        method: { ...settings, rateLimits: RATE_LIMIT_ENV, ports: SATURDAY_PORTS, printFiles: Boolean(prepared.printFilesOrder) },
        ratio,
        checks,
        phases,
      },
    };
  } finally {
    client.close();
    await stopAll();
    unregister();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
