// The signed-in list calls under load, against GET /healthz (one `select 1` through the same stack
// and database) as their yardstick: what a list call costs beyond the cheapest call that reaches the
// database. The API benchmark runs this on PGlite and on PostgreSQL.
import os from 'node:os';
import { apiAt } from './accounts.mjs';
import { HOST } from './env.mjs';
import { alternate, combine, median } from './load.mjs';

export const LIST_CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_API_LIST_ROUNDS ?? 6);
const ROUND_S = Number(process.env.BENCH_API_LIST_ROUND_S ?? 3);
const DESIGNS = 12;
const PLAYERS = 12;
const ORDERS = 200;
/** Each list call's rate as a share of /healthz's, and its p99, at LIST_CONNECTIONS. */
export const LIST_TARGETS = { ratio: 0.4, p99Ms: 30 };
/** The shop's orders the back office's board is measured with (issue 35), where the bench can write them (PostgreSQL). */
export const SHOP_ORDERS = 2000;
/** The first demo shop's administrator, who reads the board (the provider client). */
const SHOP_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
const STATUSES = ['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED', 'REJECTED', 'CANCELED'];

/**
 * SQL that gives the bench customer's shop SHOP_ORDERS orders in all: copies of the customer's
 * orders, a day older each copy, in every status (placing them through the API would take minutes
 * and stop at the shop's cap on open orders). Run as the cluster's superuser.
 */
export function shopOrdersSql(email, ordersNow) {
  const copies = Math.ceil(Math.max(0, SHOP_ORDERS - ordersNow) / ORDERS);
  return `insert into orders (tenant_id, user_id, number, design_id, product, product_type, model, status, quantity, total_price_cents,
      grand_total_cents, address, phone, snapshot, idempotency_key, request_hash, designed_at, created_at, updated_at)
    select o.tenant_id, o.user_id, 1000000 + row_number() over (), o.design_id, o.product, o.product_type, o.model,
      (array[${STATUSES.map((status) => `'${status}'`).join(', ')}])[1 + (o.number + copy) % ${STATUSES.length}],
      o.quantity, o.total_price_cents, o.grand_total_cents, o.address, o.phone, o.snapshot, o.idempotency_key || '-copy-' || copy,
      o.request_hash, o.designed_at, o.created_at - make_interval(days => copy), o.updated_at - make_interval(days => copy)
    from orders o cross join generate_series(1, ${copies}) copy
    where o.user_id = (select id from users where email = '${email.replace(/'/g, "''")}')
    order by copy, o.number
    limit ${Math.max(0, SHOP_ORDERS - ordersNow)}`;
}

/**
 * One customer of the first demo shop with DESIGNS designs, PLAYERS players and ORDERS orders (all
 * but the last few canceled: a shop keeps only so many waiting for review), made through the API.
 */
async function prepareCustomer(apiUrl, stamp) {
  const api = apiAt(apiUrl);
  const credentials = { email: `bench-${stamp}-lists@angkor.test`, password: 'Bench#2026pass' };
  const { access_token: token } = await api.registerAndSignIn(credentials.email, credentials.password);
  await api.createDesigns(token, DESIGNS);
  const playerIds = await api.createRoster(token, PLAYERS);
  await api.placeOrders(token, await api.firstDesignId(token), playerIds, ORDERS);
  return { token, credentials };
}

/**
 * /healthz and the list calls in alternating rounds at LIST_CONNECTIONS; each round gives each list
 * call's rate as a share of /healthz's in that round, and the figure is the median of those.
 * `settle` runs once the customer's data is made, before the rounds (PostgreSQL: VACUUM ANALYZE).
 * `readingApiUrl`: an API on the same database that keeps no list answers (LIST_CACHE_MB=0), for a
 * reference row of the order page read on every call. The lists above it repeat one call, which the
 * API answers from memory after checking the list's version; that row shows what a call whose list
 * changed since (or an API with the cache off) costs.
 * @param {{ apiUrl: string, database: string, settle?: () => Promise<void>, readingApiUrl?: string }} target
 */
export async function measureLists({ apiUrl, database, settle, readingApiUrl, fillShop }) {
  const stamp = `${Date.now().toString(36)}-${database.toLowerCase().replace(/\W+/g, '')}`;
  const { token, credentials } = await prepareCustomer(apiUrl, stamp);
  // Signed in there too: each API signs its own tokens.
  const readingToken = readingApiUrl ? (await apiAt(readingApiUrl).signIn(credentials)).access_token : undefined;
  const adminToken = (await apiAt(apiUrl).signIn(SHOP_ADMIN, 'provider')).access_token;
  const readingAdminToken = readingApiUrl ? (await apiAt(readingApiUrl).signIn(SHOP_ADMIN, 'provider')).access_token : undefined;
  const shopOrders = async () => (await apiAt(apiUrl).apiCall('GET', '/api/provider/orders?pageSize=1', { token: adminToken })).data.total;
  if (fillShop) await fillShop(credentials.email, await shopOrders());
  const boardOrders = await shopOrders();
  await settle?.();
  // The machine is shared: its load goes beside every figure.
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(2)));
  const signedIn = { host: HOST, authorization: `Bearer ${token}` };
  const calls = [
    { key: 'healthz', name: 'GET /healthz (one select 1)', options: { url: `${apiUrl}/healthz` } },
    { key: 'designs', name: `GET /api/designs (${DESIGNS} designs)`, options: { url: `${apiUrl}/api/designs`, headers: signedIn } },
    { key: 'players', name: `GET /api/players (${PLAYERS} players)`, options: { url: `${apiUrl}/api/players`, headers: signedIn } },
    { key: 'orders', name: `GET /api/orders (${ORDERS} orders, page of 20)`, options: { url: `${apiUrl}/api/orders`, headers: signedIn } },
    // The back office's board (issue 35): six columns, each its count and first 12 cards (the default).
    { key: 'board', name: `GET /api/provider/orders/board (${boardOrders} orders in the shop)`, options: { url: `${apiUrl}/api/provider/orders/board`, headers: { host: HOST, authorization: `Bearer ${adminToken}` } } },
    // Not a list and no target: the cheapest signed-in read (the token, the shop, one row through the
    // tenant's scope), so the table shows how much of a list's cost is a signed-in call's alone.
    { key: 'details', name: 'GET /api/accounts/details (one row; reference)', reference: true, options: { url: `${apiUrl}/api/accounts/details`, headers: signedIn } },
    ...(readingApiUrl
      ? [
          {
            key: 'ordersRead',
            name: 'GET /api/orders, page read every call (LIST_CACHE_MB=0; reference)',
            reference: true,
            options: { url: `${readingApiUrl}/api/orders`, headers: { host: HOST, authorization: `Bearer ${readingToken}` } },
          },
          {
            key: 'boardRead',
            name: `GET /api/provider/orders/board, read every call (${boardOrders} orders, LIST_CACHE_MB=0; reference)`,
            reference: true,
            options: { url: `${readingApiUrl}/api/provider/orders/board`, headers: { host: HOST, authorization: `Bearer ${readingAdminToken}` } },
          },
        ]
      : []),
  ].map((call) => ({ ...call, options: { ...call.options, connections: LIST_CONNECTIONS } }));
  const rounds = await alternate(calls, { rounds: ROUNDS, roundS: ROUND_S });
  const runs = calls.map((call) => ({ key: call.key, reference: Boolean(call.reference), ...combine(call.name, rounds.map((round) => round[call.key])) }));
  for (const run of runs) {
    // A round in which /healthz completed nothing (a machine too busy for a 2 s round) has no ratio.
    const ratios = rounds.filter((round) => round.healthz.rps > 0).map((round) => round[run.key].rps / round.healthz.rps);
    run.ratio = ratios.length ? median(ratios) : null;
    run.ratioPerRound = ratios.map((ratio) => Number(ratio.toFixed(3)));
    if (run.key !== 'healthz' && !run.reference) {
      run.ratioMet = run.ratio !== null && run.ratio >= LIST_TARGETS.ratio;
      run.p99Met = run.p99Ms <= LIST_TARGETS.p99Ms;
    }
  }
  const loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
  return { database, connections: LIST_CONNECTIONS, rounds: ROUNDS, roundS: ROUND_S, settled: Boolean(settle), loadAverage, loadAverageAtEnd, runs };
}
