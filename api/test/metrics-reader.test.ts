import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { OrderResponse, TokenResponse } from '@teamwear/shared/contracts';
import { startPostgres, type PostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { METRICS_ROLE, readQueues } from '../src/metrics/queue-reads';
import { DEMO, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, testConfig } from './helpers';

/**
 * Issue 39, metrics: a scrape reads the queues of every shop in one statement per queue, as the
 * metrics role (migration 0038). On PostgreSQL, with the API's login role as production has it
 * (not a superuser: row-level security and grants hold for it), the reader sees both shops' print
 * jobs and unsent mail, and nothing else: no other column of the two queues, no other table, no
 * write.
 */
jest.setTimeout(90_000);

// Port bases 5800–5899 are this suite's (and the replica kill test's).
const PORT = 5801;
/** The API's login role: it owns the database and, through its migrations, makes the API's roles. */
const API_ROLE = 'teamwear';

let cluster: PostgresCluster | undefined;
let db: Db | undefined;
let app: FastifyInstance | undefined;

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await cluster?.stop();
});

beforeAll(async () => {
  cluster = await startPostgres({ port: PORT });
  await cluster.runSql('postgres', `create role ${API_ROLE} login createrole`);
  await cluster.runSql('postgres', `create database shop owner ${API_ROLE}`);
  db = await openDatabase({ kind: 'postgres', url: `postgres://${API_ROLE}@127.0.0.1:${PORT}/shop` });
  await prepareDatabase(db, { demo: null, tenantHosts: {} });
  const { seedDemoData } = await import('../src/db/seed');
  await seedDemoData(db);
  app = await buildApp({ db, config: { ...testConfig, rateLimit: false } });
  await app.ready();
});

/** A new customer's order in the shop at `host`, approved by the shop: its print files' job is queued, and mail is waiting. */
async function approvedOrder(host: string, shopAdmin: { email: string; password: string }): Promise<void> {
  const as = (token: string) => ({ host, authorization: `Bearer ${token}` });
  const user = await registerUser(app!, host);
  const customer = TokenResponse.parse((await signIn(app!, host, user)).json()).access_token;
  const design = await app!.inject({
    method: 'POST',
    url: '/api/designs',
    headers: as(customer),
    payload: { document: { schemaVersion: 2, product: 'polo', teamName: 'Metrics FC', parts: { body: { kind: 'solid', color: '#1d4ed8' } }, layers: [] } },
  });
  expect(design.statusCode).toBe(201);
  const player = await app!.inject({ method: 'POST', url: '/api/players', headers: as(customer), payload: { name: 'Sok', number: 7, size: 'L' } });
  expect(player.statusCode).toBe(201);
  const placed = await app!.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(customer), 'idempotency-key': randomUUID() },
    payload: { designId: design.json().data.id, players: [{ playerId: player.json().data.id, size: 'L' }], address: 'Street 1', phone: '012 345 678' },
  });
  expect(placed.statusCode).toBe(201);
  const order = OrderResponse.parse(placed.json()).data;
  const admin = await app!.inject({ method: 'POST', url: '/api/accounts/token', headers: { host }, payload: { ...shopAdmin, clientId: 'provider' } });
  const shop = TokenResponse.parse(admin.json()).access_token;
  expect((await app!.inject({ method: 'POST', url: `/api/provider/orders/${order.id}/transition`, headers: as(shop), payload: { to: 'APPROVED' } })).statusCode).toBe(200);
}

/** Runs `statement` as the metrics role, as a scrape does, on a connection of the API's login role; resolves to its error's message, or 'allowed'. */
async function asMetricsRole(statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: `postgres://${API_ROLE}@127.0.0.1:${PORT}/shop` });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local role ${METRICS_ROLE}`);
    await client.query(statement);
    return 'allowed';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

describe('the metrics reader on PostgreSQL, under the API login role', () => {
  it("reads both shops' print jobs and unsent mail in one statement per queue", async () => {
    await approvedOrder(TENANT_ONE_HOST, DEMO.one.admin);
    await approvedOrder(TENANT_TWO_HOST, DEMO.two.admin);
    // The truth, read as the cluster's superuser (no row-level security).
    const admin = new pg.Client({ connectionString: `${cluster!.url.replace(/\/postgres$/, '')}/shop` });
    await admin.connect();
    // More shops with empty queues: a reading per shop would cost a statement each.
    await admin.query(`insert into tenants (slug, name, palette_color) select 'quiet-' || n, 'Quiet ' || n, '#123456' from generate_series(1, 5) as n`);
    const truth = await admin.query<{ queued: number; shops: number; unsent: number; mail_shops: number }>(`
      select
        (select count(*)::int from production_jobs where state = 'queued') as queued,
        (select count(distinct tenant_id)::int from production_jobs where state = 'queued') as shops,
        (select count(*)::int from mail_outbox where sent_at is null) as unsent,
        (select count(distinct tenant_id)::int from mail_outbox where sent_at is null) as mail_shops`);
    await admin.end();
    const expected = truth.rows[0]!;
    expect(expected.shops).toBe(2);
    expect(expected.mail_shops).toBe(2);

    const statements: string[] = [];
    const logged = await openDatabase({ kind: 'postgres', url: `postgres://${API_ROLE}@127.0.0.1:${PORT}/shop` });
    try {
      const { rows } = await sql<{ now: Date }>`select now() + interval '1 hour' as now`.execute(logged);
      const countingDb = logged.withPlugin({
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const reading = await readQueues(countingDb, rows[0]!.now);
      expect(reading.production.queued).toBe(expected.queued);
      expect(reading.mailUnsent).toBe(expected.unsent);
      expect(reading.productionOldestDueSeconds).toBeGreaterThan(0);
      expect(reading.mailOldestSeconds).toBeGreaterThan(0);
      // The role, then one statement per queue: not one per shop.
      expect(statements).toHaveLength(3);
    } finally {
      await logged.destroy();
    }
  });

  it('cannot read any other column of the queues, nor any other table, nor write', async () => {
    expect(await asMetricsRole('select count(*), min(created_at) from mail_outbox where sent_at is null')).toBe('allowed');
    expect(await asMetricsRole("select count(*), min(next_attempt_at) from production_jobs where state = 'queued'")).toBe('allowed');
    for (const statement of [
      'select to_address from mail_outbox',
      'select subject, text from mail_outbox',
      'select * from mail_outbox',
      'select zip from production_jobs',
      'select order_id from production_jobs',
      'select id from orders',
      'select email from users',
      'select id from tenants',
      "update production_jobs set state = 'failed'",
      'delete from mail_outbox',
    ]) {
      expect(await asMetricsRole(statement)).toMatch(/permission denied/);
    }
  });
});
