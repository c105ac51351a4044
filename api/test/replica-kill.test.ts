import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { answersByStatus, gatewayClient, loadThroughKill, problemsAfterKill, until } from '../../scripts/replica-kill-load.mjs';
import { buildApp } from '../src/app';
import { loadServerConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { DEMO, registerUser, signIn, testConfig } from './helpers';

/**
 * Issue 39 point 2: two API processes (`src/main.ts`, as it runs) on one PostgreSQL, behind the
 * local gateway with both origins (API_ORIGINS). While customers save designs and place orders
 * (with an Idempotency-Key, sent again on a failed answer as a browser's client does) and the shop
 * reads and moves orders, one process, the one drawing an order's print files, is killed with
 * SIGKILL. Then: every write answered 2xx is in the database, no Idempotency-Key placed two
 * orders, no idempotent request was answered 5xx through the gateway, and the print files job the
 * dead process held is made by the other once its lease (PRODUCTION_LEASE_MS) has ended.
 */
jest.setTimeout(120_000);

// Port bases 5800–5899 are issue 39's replica tests'.
const PG_PORT = 5830;
const API_PORTS = [5831, 5832] as const;
const GATEWAY_PORT = 5833;
const API_ROLE = 'teamwear';
const HOST = 'localhost';
const CUSTOMERS = 4;
/** The order whose print files are being drawn when its process is killed: enough players to take some seconds (on a quiet machine 200 drew in about a second, so the kill comes 300 ms into the load). */
const PLAYERS = 200;
const LEASE_MS = 6_000;

interface Gateway {
  close(): Promise<void>;
}

let cluster: PostgresCluster | undefined;
let workDir = '';
let gateway: Gateway | undefined;
const children: ChildProcess[] = [];
const outputs: string[] = ['', ''];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await gateway?.close();
  await cluster?.stop();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** A request through the gateway (or to `port`); a failed connection is status 0 (as a browser's fetch fails). */
const call = gatewayClient(GATEWAY_PORT, `${HOST}:${GATEWAY_PORT}`);

async function startApi(index: 0 | 1, databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: workDir,
      DATABASE_URL: databaseUrl,
      API_PORT: String(API_PORTS[index]),
      API_HOST: '127.0.0.1',
      METRICS_PORT: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'off',
      DEMO_DATA: '',
      PRODUCTION_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children[index] = child;
  child.stdout!.on('data', (chunk: Buffer) => (outputs[index] += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (outputs[index] += chunk.toString()));
  await until(
    `API process ${index + 1} ready`,
    () =>
      new Promise<true | undefined>((resolve) => {
        http
          .get({ host: '127.0.0.1', port: API_PORTS[index], path: '/healthz', agent: false }, (response) => {
            response.resume();
            resolve(response.statusCode === 200 ? true : undefined);
          })
          .on('error', () => resolve(undefined));
      }),
  );
}

interface Customer {
  credentials: { email: string; password: string };
  designId: string;
  playerIds: string[];
}

/** The database, migrated and seeded, with customers who have a design and players (made in this process, as data already there). */
async function prepare(databaseUrl: string): Promise<Customer[]> {
  const db: Db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await prepareDatabase(db, { demo: null, tenantHosts: {} });
  await seedDemoData(db);
  const app = await buildApp({ db, config: { ...testConfig, rateLimit: false } });
  const customers: Customer[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const credentials = await registerUser(app, HOST);
    const token = TokenResponse.parse((await signIn(app, HOST, credentials)).json()).access_token;
    const as = { host: HOST, authorization: `Bearer ${token}` };
    const design = await app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: as,
      payload: { document: { schemaVersion: 2, product: 'polo', teamName: `Replica FC ${index}`, parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] } },
    });
    expect(design.statusCode).toBe(201);
    const playerIds: string[] = [];
    for (let number = 1; number <= (index === 0 ? PLAYERS : 1); number += 1) {
      const player = await app.inject({ method: 'POST', url: '/api/players', headers: as, payload: { name: `Player ${number}`, number: number % 100, size: 'L' } });
      if (player.statusCode !== 201) throw new Error(`player ${number}: ${player.statusCode} ${player.body}`);
      playerIds.push(player.json().data.id);
    }
    customers.push({ credentials, designId: design.json().data.id, playerIds });
  }
  await app.close();
  await db.destroy();
  return customers;
}

it('PRODUCTION_LEASE_MS sets how long a claimed print files job stays its process’s; unset, 10 minutes', () => {
  expect(loadServerConfig({ PRODUCTION_LEASE_MS: '6000' }, '/tmp').production).toEqual({ leaseMs: 6000 });
  expect(loadServerConfig({}, '/tmp').production).toBeUndefined();
  expect(() => loadServerConfig({ PRODUCTION_LEASE_MS: 'soon' }, '/tmp')).toThrow(/PRODUCTION_LEASE_MS/);
});

it('kill -9 of one of two replicas: no acknowledged write lost, no duplicate order, no 5xx for idempotent requests, its print files made by the other', async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwear-replica-kill-'));
  cluster = await startPostgres({ port: PG_PORT });
  await cluster.runSql('postgres', `create role ${API_ROLE} login createrole`);
  await cluster.runSql('postgres', `create database shop owner ${API_ROLE}`);
  const databaseUrl = `postgres://${API_ROLE}@127.0.0.1:${PG_PORT}/shop`;
  const customers = await prepare(databaseUrl);

  // The gateway with both processes' origins, as `npm start` runs it with API_ORIGINS.
  const shellDist = path.join(workDir, 'shell');
  await fs.mkdir(shellDist);
  await fs.writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>Teamwear</title>');
  await fs.writeFile(path.join(shellDist, 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  const gatewayModule = '../../deploy/local/gateway.mjs';
  const { startGateway } = (await import(gatewayModule)) as { startGateway: (options: Record<string, unknown>) => Promise<Gateway> };
  gateway = await startGateway({ port: GATEWAY_PORT, host: '127.0.0.1', shellDist, apiUrl: API_PORTS.map((port) => `http://127.0.0.1:${port}`), remotes: () => ({}) });

  // Process 1 first (it makes the signing keys both share, in DATA_DIR).
  await startApi(0, databaseUrl);
  const tokens: string[] = [];
  for (const customer of customers) {
    const answer = await call('POST', '/api/accounts/token', undefined, { ...customer.credentials, clientId: 'web' });
    tokens.push(TokenResponse.parse(JSON.parse(answer.body)).access_token);
  }
  const shopAnswer = await call('POST', '/api/accounts/token', undefined, { ...DEMO.one.admin, clientId: 'provider' });
  const shop = TokenResponse.parse(JSON.parse(shopAnswer.body)).access_token;
  const big = customers[0]!;
  const placedBig = await call(
    'POST',
    '/api/orders',
    tokens[0],
    { designId: big.designId, players: big.playerIds.map((playerId) => ({ playerId, size: 'L' })), address: 'Street 1', phone: '012 345 678' },
    { 'idempotency-key': randomUUID() },
  );
  if (placedBig.status !== 201) throw new Error(`the big order: ${placedBig.status} ${placedBig.body}`);
  const bigOrder = OrderResponse.parse(JSON.parse(placedBig.body)).data;
  // Process 2 joins. Its worker looks for jobs as it starts, then every 5 s; the approval, sent to
  // process 1, has process 1's worker take the job up at once.
  await startApi(1, databaseUrl);
  expect((await call('POST', `/api/provider/orders/${bigOrder.id}/transition`, shop, { to: 'APPROVED' }, {}, API_PORTS[0])).status).toBe(200);
  const productionState = async () => JSON.parse((await call('GET', `/api/provider/orders/${bigOrder.id}/production`, shop)).body).data?.state as string | undefined;
  await until('process 1 drawing the print files', async () => ((await productionState()) === 'running' ? true : undefined));
  const claimedAt = Date.now();

  // The load, and process 1 is killed in the middle of it.
  const result = await loadThroughKill({
    call,
    customers: customers.map(({ designId, playerIds }, index) => ({ token: tokens[index]!, designId, playerIds, ordering: index > 0 })),
    shop,
    // Soon into the load: a quiet machine draws even this order in a second or two, and the kill must find it drawing.
    killAfterMs: 300,
    kill: async () => {
      expect(await productionState()).toBe('running');
      expect(Date.now() - claimedAt).toBeLessThan(LEASE_MS);
      children[0]!.kill('SIGKILL');
    },
  });
  const { seen, savedDesigns, placedOrders, killedAt } = result;

  // The job the dead process held is made by the other once the lease has ended.
  await until('process 2 making the print files', async () => ((await productionState()) === 'done' ? true : undefined), 60_000);
  const doneAfterKill = Date.now() - killedAt;

  const check = await openDatabase({ kind: 'postgres', url: cluster.url.replace(/\/postgres$/, '/shop') });
  try {
    const designs = await check.selectFrom('designs').select('id').where('id', 'in', savedDesigns.length ? savedDesigns : [randomUUID()]).execute();
    const keys = [...placedOrders.keys()];
    const orders = await check
      .selectFrom('orders')
      .select(['id', 'idempotency_key', 'status'])
      .where('idempotency_key', 'in', keys.length ? keys : ['none'])
      .execute();
    const duplicateKeys = await sql<{ key: string }>`select idempotency_key as key from orders group by tenant_id, user_id, idempotency_key having count(*) > 1`.execute(check);
    const job = await check.selectFrom('production_jobs').select(['state', 'attempts']).where('order_id', '=', bigOrder.id).executeTakeFirstOrThrow();

    // What was measured, for the report.
    console.log(JSON.stringify({ ...answersByStatus(seen), doneAfterKillMs: doneAfterKill, attempts: job.attempts }));

    expect(problemsAfterKill(result, { designIds: designs.map((row) => row.id), orders, duplicateKeys: duplicateKeys.rows.map((row) => row.key) })).toEqual([]);
    // Claimed by the killed process, then by the other after the lease: made there.
    expect(job).toEqual({ state: 'done', attempts: 2 });
    expect(outputs[1]).toContain(bigOrder.id);
    expect(outputs[1]).toMatch(/print files made/);
  } finally {
    await check.destroy();
  }
});
