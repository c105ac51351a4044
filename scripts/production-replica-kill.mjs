// The production smoke's last check (scripts/test.mjs, after the @smoke tests), issue 39 points 2
// and 3 on the production setup (scripts/production-smoke.mjs: two API replicas behind nginx, on
// PostgreSQL): the metrics are on each replica's own port and never through the gateway; then, while customers
// save designs and place keyed orders and the shop moves orders through nginx, the replica drawing
// an order's print files is killed with SIGKILL. Nothing acknowledged is lost, no key places two
// orders, no idempotent request is answered 5xx, and the survivor makes the print files once the
// dead one's lease (PRODUCTION_LEASE_MS) has ended. Kept short: a few seconds of load.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findPostgresBin } from './postgres-cluster.mjs';
import { answersByStatus, gatewayClient, loadThroughKill, problemsAfterKill, until } from './replica-kill-load.mjs';

const SHOP_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
const CUSTOMERS = 3;
/** The order whose print files are being drawn when its replica is killed: enough players to take a few seconds. */
const PLAYERS = 200;

/** Rows of one query, as psql prints them unaligned: one array of fields per row. */
function query(databaseUrl, statement) {
  const psql = path.join(findPostgresBin() ?? '', 'psql');
  const out = execFileSync(psql, ['-X', '-q', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', statement], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean).map((line) => line.split('\t'));
}

const quoted = (values) => (values.length ? values.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(',') : "''");

async function json(answer, what) {
  if (answer.status < 200 || answer.status > 299) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body);
}

const isMetrics = (answer) => answer.body.includes('# HELP teamwear_');

/**
 * The metrics: served on each replica's METRICS_PORT, and nowhere through the gateway: /metrics
 * there is a page path (the shell's page, as every path the gateway does not route), /api/metrics
 * and the API's own port answer 404.
 */
async function metricsProblems(call, replicas) {
  const problems = [];
  const page = await call('GET', '/metrics');
  if (isMetrics(page)) problems.push(`GET /metrics through the gateway answered the metrics (${page.status})`);
  const underApi = await call('GET', '/api/metrics');
  if (underApi.status !== 404 || isMetrics(underApi)) problems.push(`GET /api/metrics through the gateway answered ${underApi.status}, not 404`);
  for (const [index, replica] of replicas.entries()) {
    const apiPort = await call('GET', '/metrics', undefined, undefined, {}, replica.port);
    if (apiPort.status !== 404 || isMetrics(apiPort)) problems.push(`replica ${index + 1}'s API port answered ${apiPort.status} to /metrics, not 404`);
    const own = await call('GET', '/metrics', undefined, undefined, {}, replica.metricsPort);
    if (own.status !== 200 || !own.body.includes('teamwear_http_request_duration_seconds')) problems.push(`replica ${index + 1}'s metrics port answered ${own.status} without the request metrics`);
  }
  return problems;
}

/**
 * Runs the check; resolves to what went wrong (nothing: passed) and what was measured.
 * @param {{ port: number, databaseUrl: string, leaseMs: number, replicas: { port: number, metricsPort: number, child: import('node:child_process').ChildProcess }[] }} production
 */
export async function replicaKillCheck({ port, databaseUrl, leaseMs, replicas }) {
  const startedAt = Date.now();
  const call = gatewayClient(port, `localhost:${port}`);
  const problems = await metricsProblems(call, replicas);

  // A shop, and customers with a design and players; the first with the big order's many players.
  const signIn = async (credentials, clientId) => (await json(await call('POST', '/api/accounts/token', undefined, { ...credentials, clientId }), 'signing in')).access_token;
  const shop = await signIn(SHOP_ADMIN, 'provider');
  const customers = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const credentials = { email: `replica-${index}-${randomUUID().slice(0, 8)}@example.test`, password: 'Str0ng#Secret-pass' };
    await json(
      await call('POST', '/api/accounts/register', undefined, { firstName: 'Replica', lastName: 'Customer', phoneNumber: '+855 12 345 678', ...credentials, confirmPassword: credentials.password }),
      'registering',
    );
    const token = await signIn(credentials, 'web');
    const design = await json(
      await call('POST', '/api/designs', token, { document: { schemaVersion: 2, product: 'polo', teamName: `Replica FC ${index}`, parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] } }),
      'saving a design',
    );
    const count = index === 0 ? PLAYERS : 1;
    const playerIds = [];
    // Eight at a time: the players are the setup, not the test.
    for (let first = 1; first <= count; first += 8) {
      const numbers = Array.from({ length: Math.min(8, count - first + 1) }, (_, i) => first + i);
      const made = await Promise.all(numbers.map(async (number) => (await json(await call('POST', '/api/players', token, { name: `Player ${number}`, number: number % 100, size: 'L' }), 'adding a player')).data.id));
      playerIds.push(...made);
    }
    customers.push({ token, designId: design.data.id, playerIds, ordering: index > 0 });
  }

  // The big order, approved on replica 1 itself, whose worker takes its print files up at once.
  const big = customers[0];
  const bigOrder = (
    await json(
      await call('POST', '/api/orders', big.token, { designId: big.designId, players: big.playerIds.map((playerId) => ({ playerId, size: 'L' })), address: 'Street 1', phone: '012 345 678' }, { 'idempotency-key': randomUUID() }),
      'the big order',
    )
  ).data;
  await json(await call('POST', `/api/provider/orders/${bigOrder.id}/transition`, shop, { to: 'APPROVED' }, {}, replicas[0].port), 'approving the big order on replica 1');
  const productionState = async () => (await json(await call('GET', `/api/provider/orders/${bigOrder.id}/production`, shop), 'the production state')).data?.state;
  await until('replica 1 drawing the print files', async () => ((await productionState()) === 'running' ? true : undefined), 20_000);
  const setupMs = Date.now() - startedAt;

  let killedWhile = null;
  const result = await loadThroughKill({
    call,
    customers,
    shop,
    killAfterMs: 300,
    runAfterKillMs: 3000,
    kill: async () => {
      killedWhile = await productionState();
      replicas[0].child.kill('SIGKILL');
    },
  });
  if (killedWhile !== 'running') problems.push(`replica 1 was killed with the print files ${killedWhile}, not running: the test proves nothing about its lease`);

  let doneAfterKillMs = null;
  try {
    await until('replica 2 making the print files', async () => ((await productionState()) === 'done' ? true : undefined), leaseMs + 20_000);
    doneAfterKillMs = Date.now() - result.killedAt;
  } catch (error) {
    problems.push(error.message);
  }

  const keys = [...result.placedOrders.keys()];
  const stored = {
    designIds: query(databaseUrl, `select id from designs where id in (${quoted(result.savedDesigns)})`).map(([id]) => id),
    orders: query(databaseUrl, `select id, status from orders where idempotency_key in (${quoted(keys)})`).map(([id, status]) => ({ id, status })),
    duplicateKeys: query(databaseUrl, 'select idempotency_key from orders where idempotency_key is not null group by tenant_id, user_id, idempotency_key having count(*) > 1').map(([key]) => key),
  };
  problems.push(...problemsAfterKill(result, stored));
  const [job] = query(databaseUrl, `select state, attempts from production_jobs where order_id = '${bigOrder.id}'`);
  // Claimed by the killed replica, then by the survivor after the lease.
  if (!job || job[0] !== 'done' || job[1] !== '2') problems.push(`the big order's print files job is ${JSON.stringify(job)}, not done at its second attempt`);

  const measured = { ...answersByStatus(result.seen), savedDesigns: result.savedDesigns.length, placedOrders: keys.length, movedOrders: result.movedOrders.length, setupMs, doneAfterKillMs, totalMs: Date.now() - startedAt };
  return { problems, measured };
}
