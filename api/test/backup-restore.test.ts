import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OrderPaymentResponse, OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { findPostgresBin, startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { withTenant } from '../src/db/tenant-scope';
import { DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, tenantIdOf, testConfig } from './helpers';

/**
 * Issue 39 point 4: a backup taken with PostgreSQL's own tools while customers place orders and
 * the shop approves them (`pg_dump -Fc`), restored with `pg_restore` into a new cluster that has
 * only the roles deploy/README says to create, runs the product: the schema is recognised as up to
 * date, every order acknowledged before the dump began is there and readable by its customer (with
 * the access token they had: replicas and restores keep ACCESS_TOKEN_PRIVATE_JWK), and order and
 * invoice numbers go on from the last without a gap. pg_dump reads one snapshot taken as it starts,
 * so an order acknowledged while it runs may or may not be in the dump.
 */
jest.setTimeout(90_000);

// Port bases 5900–5999 are this suite's.
const SOURCE_PORT = 5901;
const RESTORED_PORT = 5902;
/** The API's login role: it owns the schema and, through its migrations, made `teamwear_app`. */
const API_ROLE = 'teamwear';
/** The role backups are taken with: reads every table, row security bypassed. */
const BACKUP_ROLE = 'teamwear_backup';
const WRITERS = 3;

const config = { ...testConfig, rateLimit: false as const };
const clusters: PostgresCluster[] = [];
const closers: (() => Promise<void>)[] = [];
let workDir = '';

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  for (const cluster of clusters) await cluster.stop();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(program)} failed (${code}):\n${output}`))));
  });
}

/** A cluster with the API's login role and its database, owned by that role, as production has them. */
async function clusterWithApiRole(port: number): Promise<{ cluster: PostgresCluster; url: string }> {
  const cluster = await startPostgres({ port });
  clusters.push(cluster);
  for (const statement of [`create role ${API_ROLE} login createrole`, `create database shop owner ${API_ROLE}`]) {
    await cluster.runSql('postgres', statement);
  }
  return { cluster, url: `postgres://${API_ROLE}@127.0.0.1:${cluster.port}/shop` };
}

async function startApi(url: string, signingKeys?: FastifyInstance['signingKeys']) {
  const db: Db = await openDatabase({ kind: 'postgres', url });
  // What src/main.ts does before it listens.
  const startup = await prepareDatabase(db, { demo: null, tenantHosts: {} });
  const app = await buildApp({ db, config, ...(signingKeys ? { signingKeys } : {}) });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, applied: startup.migrations.applied };
}

type Answer = Awaited<ReturnType<typeof signIn>>;
type Call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) => Promise<Answer>;
const caller =
  (app: FastifyInstance): Call =>
  (token, method, url, payload, headers = {}) =>
    app.inject({ method, url, headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });

interface Customer {
  token: string;
  designId: string;
  players: { playerId: string; size: string }[];
}

async function customerOf(app: FastifyInstance, call: Call, name: string): Promise<Customer> {
  const user = await registerUser(app, TENANT_ONE_HOST, { firstName: name });
  const token = TokenResponse.parse((await signIn(app, TENANT_ONE_HOST, user)).json()).access_token;
  const design = await call(token, 'POST', '/api/designs', { document: { schemaVersion: 2, product: 'tshirt', teamName: `${name} FC` } });
  expect(design.statusCode).toBe(201);
  expect((await call(token, 'POST', '/api/players/import', { rows: [{ name, number: 7, size: 'M' }] })).statusCode).toBe(201);
  const players = ((await call(token, 'GET', '/api/players')).json().data as { id: string }[]).map((player) => ({ playerId: player.id, size: 'M' }));
  return { token, designId: design.json().data.id as string, players };
}

interface Acknowledged {
  id: string;
  number: number;
  customer: Customer;
  at: number;
}

async function placeOrder(call: Call, customer: Customer): Promise<{ id: string; number: number }> {
  const placed = await call(
    customer.token,
    'POST',
    '/api/orders',
    { designId: customer.designId, players: customer.players, address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': randomUUID() },
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  const order = OrderResponse.parse(placed.json()).data;
  return { id: order.id, number: order.number };
}

// Where PostgreSQL is installed; always in the suite's PostgreSQL run (DATABASE_URL), which installs it.
const withPostgres = findPostgresBin() || process.env.DATABASE_URL ? it : it.skip;

withPostgres('a pg_dump taken under writes restores into a new cluster, and the product runs on it with every acknowledged order', async () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwear-backup-'));
  const dumpFile = path.join(workDir, 'shop.dump');

  // The product in use: the demo shops, customers with a design and a team each.
  const source = await clusterWithApiRole(SOURCE_PORT);
  const live = await startApi(source.url);
  expect(live.applied.length).toBeGreaterThan(0);
  await seedDemoData(live.db);
  const call = caller(live.app);
  const shop = await providerToken(live.app, TENANT_ONE_HOST, DEMO.one.admin);
  const customers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => customerOf(live.app, call, `Backup${i}`)));

  // Customers place orders and the shop approves every other one (which issues its invoice), without pause.
  const acknowledged: Acknowledged[] = [];
  let writing = true;
  const writers = customers.map(async (customer, writer) => {
    for (let round = 0; writing; round += 1) {
      const order = await placeOrder(call, customer);
      acknowledged.push({ ...order, customer, at: performance.now() });
      if ((round + writer) % 2 === 0) {
        const approved = await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' });
        if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`);
      }
    }
  });
  const writersDone = Promise.all(writers).finally(() => (writing = false));
  while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));

  // The backup, while the writes go on. Every tenant table forces row-level security, on its owner
  // too, so the API's own role cannot dump it (pg_dump refuses to dump a table partly); a backup role
  // that reads everything and bypasses row security can.
  const dumpAs = (role: string) => run(path.join(bin, 'pg_dump'), ['-Fc', '-d', `postgres://${role}@127.0.0.1:${source.cluster.port}/shop`, '-f', dumpFile]);
  let dumpStarted = 0;
  let dumpEnded = 0;
  try {
    await expect(dumpAs(API_ROLE)).rejects.toThrow(/row-level security/);
    await source.cluster.runSql('postgres', `create role ${BACKUP_ROLE} login bypassrls in role pg_read_all_data`);
    dumpStarted = performance.now();
    await dumpAs(BACKUP_ROLE);
    dumpEnded = performance.now();
  } finally {
    writing = false;
    await writersDone;
  }
  const before = acknowledged.filter((order) => order.at < dumpStarted);
  const during = acknowledged.filter((order) => order.at >= dumpStarted && order.at <= dumpEnded);
  expect(before.length).toBeGreaterThanOrEqual(12);

  // A new server. Roles belong to the cluster, not the database, so pg_dump does not carry them:
  // they come from `pg_dumpall --roles-only` of the old one (the API's login role, the ones its
  // migrations made and its membership of them), less the bootstrap superuser the new one has.
  const rolesFile = path.join(workDir, 'roles.sql');
  const roles = await run(path.join(bin, 'pg_dumpall'), ['--roles-only', '--no-role-passwords', '-d', source.cluster.url]);
  await fs.writeFile(rolesFile, roles.split('\n').filter((line) => !/^(CREATE|ALTER) ROLE postgres\b/.test(line)).join('\n'));
  const restored = await startPostgres({ port: RESTORED_PORT });
  clusters.push(restored);
  await run(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', restored.url, '-f', rolesFile]);
  await restored.runSql('postgres', `create database shop owner ${API_ROLE}`);
  // Restored by the cluster's superuser (row security forced on the owner stops the API's own role
  // writing the rows back), keeping the objects' owner: the API's role.
  await run(path.join(bin, 'pg_restore'), ['--exit-on-error', '--single-transaction', '-d', `postgres://postgres@127.0.0.1:${restored.port}/shop`, dumpFile]);
  const back = await startApi(`postgres://${API_ROLE}@127.0.0.1:${restored.port}/shop`, live.app.signingKeys);
  // The schema is recognised as up to date: nothing migrated again.
  expect(back.applied).toEqual([]);
  const callBack = caller(back.app);

  // Every order acknowledged before the dump began is there, and its customer reads it (with the token they had).
  for (const order of before) {
    const read = await callBack(order.customer.token, 'GET', `/api/orders/${order.id}`);
    expect({ id: order.id, status: read.statusCode }).toEqual({ id: order.id, status: 200 });
    expect(OrderResponse.parse(read.json()).data.number).toBe(order.number);
  }
  // Those acknowledged while it ran may or may not be (pg_dump is one snapshot); what is there is whole.
  const duringPresent = [];
  for (const order of during) {
    const read = await callBack(order.customer.token, 'GET', `/api/orders/${order.id}`);
    expect([200, 404]).toContain(read.statusCode);
    if (read.statusCode === 200) duringPresent.push(order);
  }

  // Numbers go on: a new order is numbered right after the last restored one, its invoice right after the last invoice.
  const restoredLast = await lastNumbers(back.db);
  expect(restoredLast.invoices).toBeGreaterThan(0);
  expect(restoredLast.invoice).toBe(restoredLast.invoices); // 1..n, no gap in what was dumped
  const shopBack = await providerToken(back.app, TENANT_ONE_HOST, DEMO.one.admin);
  const next = await placeOrder(callBack, customers[0]!);
  expect(next.number).toBe(restoredLast.order + 1);
  expect((await callBack(shopBack, 'POST', `/api/provider/orders/${next.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  const payment = OrderPaymentResponse.parse((await callBack(customers[0]!.token, 'GET', `/api/orders/${next.id}/payment`)).json()).data;
  expect(payment.invoice?.number).toBe((restoredLast.invoice ?? 0) + 1);

  console.log(
    `backup under writes: ${acknowledged.length} orders acknowledged, ${before.length} before the dump (all restored), ` +
      `${during.length} during its ${Math.round(dumpEnded - dumpStarted)} ms (${duringPresent.length} in it); ` +
      `${restoredLast.invoices} invoices restored; the next order #${next.number}, its invoice No. ${payment.invoice?.number}`,
  );
});

/** `node scripts/pglite-backup.mjs <args>` with DATA_DIR; resolves to its exit code and output. */
function pgliteBackup(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/pglite-backup.mjs'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startPgliteApi(dataDir: string, signingKeys?: FastifyInstance['signingKeys']) {
  const db: Db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const startup = await prepareDatabase(db, { demo: null, tenantHosts: {} });
  const app = await buildApp({ db, config, ...(signingKeys ? { signingKeys } : {}) });
  await app.ready();
  let open = true;
  const stop = async () => {
    if (!open) return;
    open = false;
    await app.close();
    await db.destroy();
  };
  closers.push(stop);
  return { app, db, applied: startup.migrations.applied, stop };
}

async function lastNumbers(db: Db) {
  const tenantId = await tenantIdOf(db, 'angkor');
  const { rows } = await withTenant(db, tenantId, (tx) =>
    sql<{ order: number; invoice: number | null; invoices: number }>`
      select (select max(number) from orders) as "order", (select max(number) from invoices) as invoice,
             (select count(*)::int from invoices) as invoices`.execute(tx),
  );
  return rows[0]!;
}

it('the local database (PGlite): a backup refused while the API runs, taken when it stopped, restores and the product runs on it', async () => {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwear-pglite-backup-'));
  closers.push(() => fs.rm(base, { recursive: true, force: true }));
  const dataDir = path.join(base, 'live');
  const live = await startPgliteApi(dataDir);
  await seedDemoData(live.db);
  const call = caller(live.app);
  const shop = await providerToken(live.app, TENANT_ONE_HOST, DEMO.one.admin);
  const customer = await customerOf(live.app, call, 'Local');
  const placed = [];
  for (let i = 0; i < 6; i += 1) {
    const order = await placeOrder(call, customer);
    placed.push(order);
    if (i % 2 === 0) expect((await call(shop, 'POST', `/api/provider/orders/${order.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  }
  const file = path.join(base, 'local.tar.gz');

  // While the API has the folder open, a copy could be torn: refused.
  const whileRunning = await pgliteBackup(dataDir, ['backup', file]);
  expect(whileRunning).toMatchObject({ code: 1, output: expect.stringContaining('stop the API first') });
  await expect(fs.stat(file)).rejects.toThrow();

  await live.stop();
  const taken = await pgliteBackup(dataDir, ['backup', file]);
  expect(taken).toMatchObject({ code: 0 });

  const restoredDir = path.join(base, 'restored');
  expect(await pgliteBackup(restoredDir, ['restore', file])).toMatchObject({ code: 0 });
  // Never over a database: the operator moves it aside first.
  expect(await pgliteBackup(restoredDir, ['restore', file])).toMatchObject({ code: 1, output: expect.stringContaining('move it aside first') });

  const back = await startPgliteApi(restoredDir, live.app.signingKeys);
  expect(back.applied).toEqual([]);
  const callBack = caller(back.app);
  for (const order of placed) {
    const read = await callBack(customer.token, 'GET', `/api/orders/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(OrderResponse.parse(read.json()).data.number).toBe(order.number);
  }
  const last = await lastNumbers(back.db);
  expect(last).toMatchObject({ order: Math.max(...placed.map((order) => order.number)), invoice: 3, invoices: 3 });
  const next = await placeOrder(callBack, customer);
  expect(next.number).toBe(last.order + 1);
  const shopBack = await providerToken(back.app, TENANT_ONE_HOST, DEMO.one.admin);
  expect((await callBack(shopBack, 'POST', `/api/provider/orders/${next.id}/transition`, { to: 'APPROVED' })).statusCode).toBe(200);
  const payment = OrderPaymentResponse.parse((await callBack(customer.token, 'GET', `/api/orders/${next.id}/payment`)).json()).data;
  expect(payment.invoice?.number).toBe(4);
  await back.stop();
});
