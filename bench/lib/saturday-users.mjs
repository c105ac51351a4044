// The busy Saturday's scripted users (issue 39, point 5): customers who browse the shop, open the
// studio's data, save their design, import rosters, place orders (with an Idempotency-Key) and
// approve their proofs; players who join their team's size collection; the shop's staff who move
// the orders just placed and download files. Each user runs its journey over and over at a fixed
// concurrency (one request of its own at a time, as a browser tab does); every request is timed
// and kept under its endpoint's name.
import http from 'node:http';
import { HOST } from './env.mjs';

const PASSWORD = 'Bench#2026pass';
const SHOP_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
/** Rows of one roster import: a team's squad. */
const IMPORT_ROWS = 10;
const ROSTER_MAX = 1000;
/** Entries a size collection takes (COLLECTION_ENTRIES_MAX). */
const COLLECTION_ENTRIES = 100;

/** Each user its own client address, as the gateway passes it on (X-Forwarded-For, which the API believes from loopback). */
const addressOf = (kind, index) => `10.${kind}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Requests over keep-alive connections (node:http: fetch would replace the Host header, which names the shop). */
export function clientOf(baseUrl, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  function call(method, path, { body, token, headers: extra = {}, ip, raw = false } = {}) {
    const headers = { host: HOST, accept: 'application/json', ...extra };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    if (ip) headers['x-forwarded-for'] = ip;
    return new Promise((resolve) => {
      const request = http.request(`${baseUrl}${path}`, { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let data;
          if (!raw) {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              data = text ? JSON.parse(text) : undefined;
            } catch {
              data = text;
            }
          }
          resolve({ status: response.statusCode, data, bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0) });
        });
        response.on('error', (error) => resolve({ status: 0, error: error.message }));
      });
      request.on('error', (error) => resolve({ status: 0, error: error.message }));
      request.end(payload);
    });
  }
  return { call, close: () => agent.destroy() };
}

function must(answer, what, expected) {
  if (answer.status !== expected) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.data ?? answer.error).slice(0, 300)}`);
  return answer.data;
}

/**
 * The shop's data made through the API before any load (so the load measures the calls, not the
 * making): `customers` customers each with a design and a size collection, a few orders the staff
 * download files of (one with its print files made), and the staff's sign-in.
 */
export async function prepareSaturday(client, { customers, runId, waitForPrintFilesMs = 90_000 }) {
  const { call } = client;
  const users = [];
  for (let i = 0; i < customers; i += 1) {
    const ip = addressOf(1, i);
    const email = `saturday-${runId}-${i}@angkor.test`;
    must(
      await call('POST', '/api/accounts/register', {
        ip,
        body: { firstName: 'Saturday', lastName: `Customer ${i}`, phoneNumber: '+855 12 345 678', email, password: PASSWORD, confirmPassword: PASSWORD },
      }),
      `Registering ${email}`,
      201,
    );
    const token = must(await call('POST', '/api/accounts/token', { ip, body: { email, password: PASSWORD, clientId: 'web' } }), `Signing in ${email}`, 200).access_token;
    const design = must(
      await call('POST', '/api/designs', { ip, token, body: { name: 'Saturday kit', document: { schemaVersion: 1, product: 'soccer', teamName: `Saturday FC ${i}` } } }),
      'Creating a design',
      201,
    ).data;
    const code = await startCollection(client, { ip, token, designId: design.id, index: i });
    users.push({ index: i, ip, email, token, designId: design.id, version: design.version, code, rosterSize: 0 });
  }
  const staffIp = addressOf(3, 0);
  const staffToken = must(await call('POST', '/api/accounts/token', { ip: staffIp, body: { ...SHOP_ADMIN, clientId: 'provider' } }), 'The shop admin signing in', 200).access_token;
  // Orders whose files the staff download: the proof and invoice of each, the print files of the first.
  const first = users[0];
  must(await call('POST', '/api/players/import', { ip: first.ip, token: first.token, body: { rows: rosterRows(0, 12) } }), 'Importing a roster', 201);
  first.rosterSize = 12;
  const roster = must(await call('GET', '/api/players?pageSize=12', { ip: first.ip, token: first.token }), 'Listing players', 200).data.map((player) => player.id);
  const downloads = [];
  for (let i = 0; i < 3; i += 1) {
    const order = must(
      await call('POST', '/api/orders', { ip: first.ip, token: first.token, headers: { 'idempotency-key': `saturday-${runId}-setup-${i}` }, body: orderBody(first.designId, roster) }),
      'Placing an order',
      201,
    ).data;
    downloads.push(order.id);
  }
  must(await call('POST', `/api/orders/${downloads[0]}/proof/approve`, { ip: first.ip, token: first.token, body: {} }), 'Approving a proof', 200);
  must(await call('POST', `/api/provider/orders/${downloads[0]}/transition`, { ip: staffIp, token: staffToken, body: { to: 'APPROVED', note: 'Saturday' } }), 'Approving an order', 200);
  // The print files are made by whichever replica's worker claims the job: wait for them before the load.
  let printFiles = false;
  const until = Date.now() + waitForPrintFilesMs;
  while (Date.now() < until) {
    const status = await call('GET', `/api/provider/orders/${downloads[0]}/production`, { ip: staffIp, token: staffToken });
    const state = status.data?.data?.status ?? status.data?.data?.state;
    if (status.status === 200 && (state === 'done' || state === 'DONE' || state === 'made' || state === 'ready')) {
      printFiles = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // Draw each proof once: a proof is kept once drawn, as a shop's proofs are by the time staff download them.
  for (const id of downloads) await call('GET', `/api/provider/orders/${id}/proof.pdf`, { ip: staffIp, token: staffToken, raw: true });
  first.roster = roster;
  // Entries taken so far in each collection: kept across phases, as the database keeps them.
  const collections = users.map((user) => ({ code: user.code, entries: 0 }));
  return { users, staff: { ip: staffIp, token: staffToken }, downloads, printFilesOrder: printFiles ? downloads[0] : null, collections };
}

/** Signs every customer and the staff in again (access tokens last 5 minutes; a phase may start later). */
export async function signInAgain(client, prepared) {
  for (const user of prepared.users) {
    user.token = must(await client.call('POST', '/api/accounts/token', { ip: user.ip, body: { email: user.email, password: PASSWORD, clientId: 'web' } }), 'Signing in', 200).access_token;
  }
  prepared.staff.token = must(await client.call('POST', '/api/accounts/token', { ip: prepared.staff.ip, body: { ...SHOP_ADMIN, clientId: 'provider' } }), 'Staff signing in', 200).access_token;
}

/** A size collection of the customer's design, open for a week: its code. */
async function startCollection(client, { ip, token, designId, index }) {
  const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const answer = await client.call('POST', '/api/collections', {
    ip,
    token,
    // No numbers: players joining at once never ask for the same one (409 NUMBER_TAKEN is a player's mistake, not load).
    body: { designId, title: `Saturday FC ${index} home kit`, deadline, pieces: ['main', 'shorts'], printNames: true, printNumbers: false },
  });
  return must(answer, 'Starting a size collection', 201).data.code;
}

function rosterRows(from, count) {
  return Array.from({ length: count }, (_, i) => ({ name: `Saturday Player ${from + i + 1}`, number: ((from + i) % 99) + 1, size: ['S', 'M', 'L', 'XL'][i % 4], team: 'Saturday FC' }));
}

function orderBody(designId, playerIds) {
  return { designId, players: playerIds.map((playerId) => ({ playerId, size: 'M' })), extras: [{ size: 'L', quantity: 2 }], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678' };
}

/** Latencies and answers per endpoint, kept only while `recording` is on. */
export class Recorder {
  recording = false;
  endpoints = new Map();

  /** Times `send()` (a call's answer) under `name`; `ok` says which statuses are a success. */
  async time(name, kind, send, ok = (status) => status >= 200 && status < 300) {
    const started = performance.now();
    const answer = await send();
    const elapsed = performance.now() - started;
    if (this.recording) {
      let row = this.endpoints.get(name);
      if (!row) this.endpoints.set(name, (row = { name, kind, latencies: [], errors: 0, statuses: {} }));
      row.latencies.push(elapsed);
      row.statuses[answer.status] = (row.statuses[answer.status] ?? 0) + 1;
      if (!ok(answer.status)) row.errors += 1;
    }
    return answer;
  }
}

/**
 * Paces requests to at most `rate` a second over all users (null: as fast as answers come): the
 * load one replica held, offered to two.
 */
function pacer(rate) {
  if (!rate) return async () => undefined;
  const gap = 1000 / rate;
  let next = performance.now();
  return async () => {
    const now = performance.now();
    const slot = Math.max(now, next);
    next = slot + gap;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

/**
 * Runs the users until `signal.stopped`: `customers` customer journeys (one per prepared customer),
 * `players` players joining collections, `staff` of the shop's team. Resolves when every user ended
 * its current request.
 */
export function runUsers(client, prepared, recorder, { players, staff, rate, signal, runId }) {
  const { call } = client;
  const pace = pacer(rate);
  const timed = async (name, kind, method, path, options, ok) => {
    await pace();
    return recorder.time(name, kind, () => call(method, path, options), ok);
  };
  const placed = []; // orders waiting for the staff's move
  let orderSeq = 0;
  let joinSeq = 0;
  let collectionTurn = 0;
  let starting = null;

  async function customer(user) {
    const { ip } = user;
    let journey = 0;
    while (!signal.stopped) {
      journey += 1;
      const token = user.token;
      // The shop's pages: the shop, its garments' templates, fabrics and sizes.
      await timed('GET /whoami', 'read', 'GET', '/whoami', { ip });
      await timed('GET /api/templates', 'read', 'GET', '/api/templates?type=SOCCER_KIT', { ip });
      await timed('GET /api/fabrics', 'read', 'GET', '/api/fabrics', { ip });
      await timed('GET /api/sizes', 'read', 'GET', '/api/sizes', { ip });
      // The studio: the design, the fonts, the garment's size guide; then a save.
      await timed('GET /api/designs/:id', 'read', 'GET', `/api/designs/${user.designId}`, { ip, token });
      await timed('GET /api/fonts', 'read', 'GET', '/api/fonts', { ip });
      await timed('GET /api/size-guides/:product', 'read', 'GET', '/api/size-guides/soccer', { ip });
      const saved = await timed('PUT /api/designs/:id', 'write', 'PUT', `/api/designs/${user.designId}`, {
        ip,
        token,
        body: { baseVersion: user.version, document: { schemaVersion: 1, product: 'soccer', teamName: `Saturday FC ${user.index} v${journey}` } },
      });
      if (saved.status === 200) user.version = saved.data.data.version;
      else if (signal.stopped) break;
      else {
        // Someone else's save (none here) or a failure: read the version again and go on.
        const fresh = await call('GET', `/api/designs/${user.designId}`, { ip, token });
        if (fresh.status === 200) user.version = fresh.data.data.version;
      }
      await timed('GET /api/designs', 'read', 'GET', '/api/designs', { ip, token });
      // Every third journey a roster import (emptied first when the next would not fit).
      if (journey % 3 === 1) {
        if (user.rosterSize + IMPORT_ROWS > ROSTER_MAX) {
          const list = await call('GET', `/api/players?pageSize=${ROSTER_MAX}`, { ip, token });
          const ids = (list.data?.data ?? []).map((player) => player.id).filter((id) => !user.roster.includes(id));
          const removed = await timed('POST /api/players/delete', 'write', 'POST', '/api/players/delete', { ip, token, body: { ids } });
          if (removed.status === 200) user.rosterSize -= ids.length;
        }
        const imported = await timed('POST /api/players/import', 'write', 'POST', '/api/players/import', { ip, token, body: { rows: rosterRows(user.rosterSize, IMPORT_ROWS) } });
        if (imported.status === 201) user.rosterSize += IMPORT_ROWS;
        await timed('GET /api/players', 'read', 'GET', '/api/players', { ip, token });
      }
      // Every other journey an order of the first roster's players (a customer's own would do as
      // well), then its proof approved and the order handed to the staff.
      if (journey % 2 === 0 && user.roster) {
        orderSeq += 1;
        const key = `saturday-${runId}-${user.index}-${orderSeq}`;
        const order = await timed('POST /api/orders', 'write', 'POST', '/api/orders', { ip, token, headers: { 'idempotency-key': key }, body: orderBody(user.designId, user.roster) });
        if (order.status === 201) {
          await timed('POST /api/orders/:id/proof/approve', 'write', 'POST', `/api/orders/${order.data.data.id}/proof/approve`, { ip, token, body: {} });
          placed.push(order.data.data.id);
        }
        await timed('GET /api/orders', 'read', 'GET', '/api/orders', { ip, token });
      }
    }
  }

  async function player(index) {
    const ip = addressOf(2, index);
    let joins = 0;
    while (!signal.stopped) {
      const code = await nextCollection();
      await timed('GET /api/join/:code', 'read', 'GET', `/api/join/${code}`, { ip });
      joinSeq += 1;
      joins += 1;
      await timed('POST /api/join/:code/entries', 'write', 'POST', `/api/join/${code}/entries`, {
        ip,
        body: { name: `Player ${index}-${joins}`, size: ['S', 'M', 'L', 'XL'][joinSeq % 4], shortsSize: 'M' },
      });
    }
  }

  /**
   * A place in the next collection with room (each takes 100 players). When all are full, a customer
   * starts another (one call, not timed, for every 100 joins).
   */
  async function nextCollection() {
    for (;;) {
      const { collections } = prepared;
      for (let tries = 0; tries < collections.length; tries += 1) {
        const collection = collections[collectionTurn++ % collections.length];
        if (collection.entries < COLLECTION_ENTRIES) {
          collection.entries += 1;
          return collection.code;
        }
      }
      const user = prepared.users[collections.length % prepared.users.length];
      starting ??= startCollection(client, { ip: user.ip, token: user.token, designId: user.designId, index: user.index })
        .then((code) => void collections.push({ code, entries: 0 }))
        .finally(() => (starting = null));
      await starting;
    }
  }

  async function shopStaff(index) {
    const { ip } = prepared.staff;
    let turn = 0;
    while (!signal.stopped) {
      turn += 1;
      const token = prepared.staff.token;
      await timed('GET /api/provider/orders', 'read', 'GET', '/api/provider/orders?pageSize=20', { ip, token });
      const id = placed.shift();
      if (id) {
        await timed('GET /api/provider/orders/:id', 'read', 'GET', `/api/provider/orders/${id}`, { ip, token });
        // Rejected, not approved: an approval queues the order's print files, whose drawing (seconds
        // of CPU, bench/production.ts) would be measured instead of the calls.
        await timed('POST /api/provider/orders/:id/transition', 'write', 'POST', `/api/provider/orders/${id}/transition`, { ip, token, body: { to: 'REJECTED', note: 'Saturday' } });
      }
      const download = prepared.downloads[(turn + index) % prepared.downloads.length];
      if (turn % 2 === 0) await timed('GET /api/provider/orders/:id/proof.pdf', 'read', 'GET', `/api/provider/orders/${download}/proof.pdf`, { ip, token, raw: true });
      // The invoice of the order the shop approved (an order has one from its approval on).
      else await timed('GET /api/provider/orders/:id/invoice', 'read', 'GET', `/api/provider/orders/${prepared.downloads[0]}/invoice`, { ip, token, raw: true });
      if (prepared.printFilesOrder && turn % 4 === 0) {
        await timed('GET /api/provider/orders/:id/production.zip', 'read', 'GET', `/api/provider/orders/${prepared.printFilesOrder}/production.zip`, { ip, token, raw: true });
      }
    }
  }

  for (const user of prepared.users) user.roster ??= null;
  return Promise.all([
    ...prepared.users.map((user) => customer(user)),
    ...Array.from({ length: players }, (_, i) => player(i)),
    ...Array.from({ length: staff }, (_, i) => shopStaff(i)),
  ]);
}

/** Gives each customer a small roster of their own to order for (made before the load). */
export async function prepareRosters(client, prepared) {
  for (const user of prepared.users) {
    if (user.roster) continue;
    if (user.index !== 0) {
      must(await client.call('POST', '/api/players/import', { ip: user.ip, token: user.token, body: { rows: rosterRows(0, 12) } }), 'Importing a roster', 201);
      user.rosterSize += 12;
    }
    user.roster = must(await client.call('GET', '/api/players?pageSize=12&sort=createdAt', { ip: user.ip, token: user.token }), 'Listing players', 200).data.map((player) => player.id);
  }
}
