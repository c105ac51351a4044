// Issue 39 point 2's kill -9 test, the part both of its runs share: the customers' and the shop's
// load through a gateway while one API replica is killed, and what must hold afterwards. Run by
// api/test/replica-kill.test.ts (two API processes behind the local gateway) and by CI's
// production smoke (scripts/production-replica-kill.mjs: two behind the production nginx).
// (No top-level await and no TypeScript: the API's jest suites, which run CommonJS, import this file too.)
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves to what `probe` finds first (anything but undefined; a throw counts as nothing yet). */
export async function until(what, probe, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

/**
 * Requests through the gateway at `gatewayPort` (or straight to a replica's `port`), each on a
 * connection of its own, as `host`; a failed connection is status 0 (as a browser's fetch fails).
 */
export function gatewayClient(gatewayPort, host) {
  return (method, url, token, payload, headers = {}, port = gatewayPort) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    return new Promise((resolve) => {
      const sent = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: false,
          headers: {
            host,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      sent.on('error', () => resolve({ status: 0, body: '' }));
      sent.end(body);
    });
  };
}

/**
 * Customers save designs, place orders with an Idempotency-Key (sent again on a failed answer, as
 * a browser's client does) when `ordering`, and read their orders; the shop reads its orders and
 * moves each new one. `kill` runs `killAfterMs` into the load (it kills a replica), and the load
 * goes on `runAfterKillMs` after it. Resolves to what was sent and what was acknowledged.
 */
export async function loadThroughKill({ call, customers, shop, kill, killAfterMs = 1000, runAfterKillMs = 3000 }) {
  const seen = [];
  const savedDesigns = [];
  const placedOrders = new Map();
  const movedOrders = [];
  const toMove = [];
  let loading = true;

  const customerLoop = async ({ token, designId, playerIds, ordering }, index) => {
    for (let round = 0; loading; round += 1) {
      const design = await call('POST', '/api/designs', token, {
        document: { schemaVersion: 2, product: 'polo', teamName: `Saved ${index}-${round}`, parts: { body: { kind: 'solid', color: '#16a34a' } }, layers: [] },
      });
      seen.push({ what: 'design', idempotent: false, status: design.status });
      if (design.status === 201) savedDesigns.push(JSON.parse(design.body).data.id);
      if (ordering && round % 2 === 0) {
        const key = randomUUID();
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const order = await call(
            'POST',
            '/api/orders',
            token,
            { designId, players: playerIds.map((playerId) => ({ playerId, size: 'M' })), address: 'Street 2', phone: '012 345 678' },
            { 'idempotency-key': key },
          );
          seen.push({ what: 'order', idempotent: true, status: order.status });
          if (order.status === 200 || order.status === 201) {
            const id = JSON.parse(order.body).data.id;
            placedOrders.set(key, id);
            if (order.status === 201) toMove.push(id);
            break;
          }
          await pause(200);
        }
      }
      const read = await call('GET', '/api/orders', token);
      seen.push({ what: 'read', idempotent: true, status: read.status });
      // A person's pace: a customer keeps fewer designs than the shop allows (20).
      await pause(250);
    }
  };
  const shopLoop = async () => {
    while (loading) {
      const read = await call('GET', '/api/provider/orders', shop);
      seen.push({ what: 'read', idempotent: true, status: read.status });
      const id = toMove.shift();
      if (id) {
        const moved = await call('POST', `/api/provider/orders/${id}/transition`, shop, { to: 'REJECTED', note: 'Replica test' });
        seen.push({ what: 'move', idempotent: false, status: moved.status });
        if (moved.status === 200) movedOrders.push(id);
      } else await pause(50);
    }
  };

  const load = Promise.all([...customers.map(customerLoop), shopLoop()]);
  let killedAt = 0;
  try {
    await pause(killAfterMs);
    await kill();
    killedAt = Date.now();
    await pause(runAfterKillMs);
  } finally {
    loading = false;
    await load;
  }
  return { seen, savedDesigns, placedOrders, movedOrders, killedAt };
}

/** How many answers of each status each kind of request had, for the report. */
export function answersByStatus(seen) {
  const counts = {};
  for (const { what, status } of seen) {
    counts[what] ??= {};
    counts[what][status] = (counts[what][status] ?? 0) + 1;
  }
  return counts;
}

const sorted = (values) => [...values].sort();
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/**
 * What a customer or the shop would notice, each a sentence (none: the kill cost nothing):
 * `stored` is what the database holds afterwards (the designs among those saved, the orders placed
 * with the keys used, the keys that placed two orders).
 */
export function problemsAfterKill({ seen, savedDesigns, placedOrders, movedOrders }, stored) {
  const problems = [];
  if (savedDesigns.length === 0) problems.push('no design was saved');
  else if (!same(stored.designIds, savedDesigns)) problems.push(`${savedDesigns.length - stored.designIds.length} of ${savedDesigns.length} saved designs are missing`);
  if (placedOrders.size === 0) problems.push('no order was placed');
  else if (!same(stored.orders.map((order) => order.id), placedOrders.values())) problems.push(`the orders stored for the keys used are not the ${placedOrders.size} acknowledged`);
  if (stored.duplicateKeys.length) problems.push(`${stored.duplicateKeys.length} Idempotency-Keys placed two orders`);
  const unmoved = movedOrders.filter((id) => stored.orders.find((order) => order.id === id)?.status !== 'REJECTED');
  if (unmoved.length) problems.push(`${unmoved.length} of ${movedOrders.length} acknowledged moves are missing`);
  const failed = seen.filter((one) => one.idempotent && (one.status >= 500 || one.status === 0));
  if (failed.length) problems.push(`${failed.length} idempotent requests failed: ${JSON.stringify(answersByStatus(failed))}`);
  return problems;
}
