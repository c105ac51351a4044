// The back office's home (issue 36): GET /api/provider/numbers for a shop of NUMBERS_ORDERS orders
// and as many designs, all within the 13 weeks it counts (its worst case: every row is in range),
// on PostgreSQL, beside GET /healthz in alternating rounds. Target: p99 ≤ 300 ms.
import os from 'node:os';
import { apiAt } from './accounts.mjs';
import { HOST } from './env.mjs';
import { alternate, combine, median } from './load.mjs';

export const NUMBERS_ORDERS = 10_000;
export const NUMBERS_TARGETS = { p99Ms: 300 };
/** A few of the shop's team open the home page at once; 10 is well above a shop's staff. */
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_NUMBERS_ROUNDS ?? 6);
const ROUND_S = Number(process.env.BENCH_NUMBERS_ROUND_S ?? 3);
const ORDERS = 200;
const DESIGNS = 12;
const PLAYERS = 12;
const SHOP_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
const STATUSES = ['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED', 'REJECTED', 'CANCELED'];
/** The 13 weeks the numbers count, in minutes: copies are spread over them. */
const SPREAD_MINUTES = 13 * 7 * 24 * 60 - 60;

/**
 * SQL that gives the customer's shop NUMBERS_ORDERS orders and as many designs in all: copies of the
 * customer's orders in every status and of their designs, placed at moments spread over the last 13
 * weeks (placing them through the API would take many minutes). Run as the cluster's superuser.
 */
export function shopNumbersSql(email, ordersNow) {
  const missing = Math.max(0, NUMBERS_ORDERS - ordersNow);
  const copies = Math.ceil(missing / ORDERS);
  const customer = `(select id from users where email = '${email.replace(/'/g, "''")}')`;
  const ago = (seed) => `make_interval(mins => (((${seed})::bigint * 7919) % ${SPREAD_MINUTES})::int)`;
  // Written as a restore writes rows (triggers off): 20,000 rows' change notifications would keep
  // the API busy for minutes, which no shop's older rows cost it.
  return `set session_replication_role = replica;
  insert into orders (tenant_id, user_id, number, design_id, product, product_type, model, status, quantity, total_price_cents,
      grand_total_cents, paid_amount_cents, address, phone, snapshot, idempotency_key, request_hash, designed_at, created_at, updated_at, status_changed_at)
    select o.tenant_id, o.user_id, 2000000 + row_number() over (), o.design_id, o.product, o.product_type, o.model,
      (array[${STATUSES.map((status) => `'${status}'`).join(', ')}])[1 + (o.number + copy) % ${STATUSES.length}],
      o.quantity, o.total_price_cents, o.grand_total_cents, case when (o.number + copy) % 3 = 0 then o.grand_total_cents else 0 end,
      o.address, o.phone, o.snapshot, o.idempotency_key || '-numbers-' || copy,
      o.request_hash, o.designed_at, now() - ${ago('o.number * 53 + copy')}, now(), now()
    from orders o cross join generate_series(1, ${copies}) copy
    where o.user_id = ${customer}
    order by copy, o.number
    limit ${missing};
  insert into designs (tenant_id, user_id, product, name, document, thumbnail, created_at, updated_at, stored_bytes)
    select d.tenant_id, d.user_id, d.product, d.name || ' ' || copy, d.document, d.thumbnail, now() - ${ago('copy * 31')}, now(), d.stored_bytes
    from (select * from designs where user_id = ${customer} limit 1) d cross join generate_series(1, ${NUMBERS_ORDERS}) copy;`;
}

/** One customer of the first demo shop with a few designs, players and ORDERS orders, made through the API. */
async function prepareCustomer(apiUrl) {
  const api = apiAt(apiUrl);
  const credentials = { email: `bench-${Date.now().toString(36)}-numbers@angkor.test`, password: 'Bench#2026pass' };
  const { access_token: token } = await api.registerAndSignIn(credentials.email, credentials.password);
  await api.createDesigns(token, DESIGNS);
  const playerIds = await api.createRoster(token, PLAYERS);
  await api.placeOrders(token, await api.firstDesignId(token), playerIds, ORDERS);
  return credentials;
}

/** Waits until /healthz answers within 50 ms (the API is done with whatever the filling made it do). */
async function untilAnswering(apiUrl) {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const asked = performance.now();
    const response = await fetch(`${apiUrl}/healthz`, { headers: { host: HOST } }).catch(() => null);
    if (response?.ok && performance.now() - asked < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not answer /healthz within 50 ms for 3 minutes after the shop was filled');
}

/**
 * The home page's numbers for the shop's owner, in rounds alternating with /healthz (the stack's
 * cheapest call to the database); p99 is the median of the rounds' p99s, max the worst seen.
 * @param {{ apiUrl: string, fillShop: (email: string, ordersNow: number) => Promise<void>, settle: () => Promise<void> }} target
 */
export async function measureNumbers({ apiUrl, fillShop, settle }) {
  const credentials = await prepareCustomer(apiUrl);
  const api = apiAt(apiUrl);
  const adminToken = (await api.signIn(SHOP_ADMIN, 'provider')).access_token;
  const shopOrders = async () => (await api.apiCall('GET', '/api/provider/orders?pageSize=1', { token: adminToken })).data.total;
  await fillShop(credentials.email, await shopOrders());
  await settle();
  await untilAnswering(apiUrl);
  const first = await api.apiCall('GET', '/api/provider/numbers?timeZone=Asia%2FPhnom_Penh', { token: adminToken });
  if (first.status !== 200) throw new Error(`GET /api/provider/numbers answered ${first.status}: ${JSON.stringify(first.data).slice(0, 200)}`);
  const counted = first.data.data.weeks.reduce((sum, week) => sum + week.ordersPlaced, 0);
  // Counted by the numbers themselves: the order table's answer is kept until the orders' version changes, which rows written with triggers off never change.
  const orders = first.data.data.statuses.reduce((sum, row) => sum + row.count, 0);
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
  const calls = [
    { key: 'healthz', name: 'GET /healthz (one select 1)', options: { url: `${apiUrl}/healthz` } },
    {
      key: 'numbers',
      name: `GET /api/provider/numbers (${orders} orders in the shop, ${counted} in the 13 weeks)`,
      options: { url: `${apiUrl}/api/provider/numbers?timeZone=Asia%2FPhnom_Penh`, headers: { host: HOST, authorization: `Bearer ${adminToken}` } },
    },
  ].map((call) => ({ ...call, options: { ...call.options, connections: CONNECTIONS } }));
  const rounds = await alternate(calls, { rounds: ROUNDS, roundS: ROUND_S });
  const runs = calls.map((call) => ({ key: call.key, ...combine(call.name, rounds.map((round) => round[call.key])) }));
  const numbers = runs.find((run) => run.key === 'numbers');
  numbers.ratio = median(rounds.map((round) => round.numbers.rps / round.healthz.rps));
  const checks = [
    { target: `GET /api/provider/numbers p99 ≤ ${NUMBERS_TARGETS.p99Ms} ms (${orders} orders)`, met: numbers.p99Ms <= NUMBERS_TARGETS.p99Ms, actual: `${numbers.p99Ms} ms` },
    ...runs.map((run) => ({ target: `0 errors, 0 timeouts: ${run.name}`, met: run.errors === 0 && run.timeouts === 0 && run.non2xx === 0, actual: { errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx } })),
  ];
  return { connections: CONNECTIONS, rounds: ROUNDS, roundS: ROUND_S, orders, counted, loadAverage, loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))), runs, checks };
}
