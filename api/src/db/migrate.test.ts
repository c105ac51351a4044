import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from './database';
import { prepareDatabase } from './migrate';
import type { Db } from './schema';

// Replicas that start together share one PostgreSQL: only a real server shows whether their
// start-up races, so this runs where the API suite runs on PostgreSQL (DATABASE_URL, as CI does).
const adminUrl = process.env.DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

onPostgres('API instances starting together on one fresh PostgreSQL', () => {
  const name = `teamwear_startup_${randomBytes(6).toString('hex')}`;
  const instances: Db[] = [];

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // Each its own pool and LISTEN connection, as separate processes have.
    for (let i = 0; i < 4; i++) instances.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
  });

  afterAll(async () => {
    await Promise.all(instances.map((db) => db.destroy()));
    await admin(`drop database if exists ${name}`);
  });

  it('all migrate and seed the demo shops, which exist once', async () => {
    const options = { demo: { port: 3000 }, tenantHosts: { 'shop.example.com': 'angkor' } };
    const outcomes = await Promise.allSettled(instances.map((db) => prepareDatabase(db, options)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const fulfilled = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof prepareDatabase>>>).value);
    // One instance did the work; the others found it done.
    expect(fulfilled.filter((outcome) => outcome.migrations.applied.length > 0)).toHaveLength(1);
    expect(fulfilled.flatMap((outcome) => outcome.seed?.createdTenants ?? []).sort()).toEqual(['angkor', 'mekong']);
    expect(fulfilled.flatMap((outcome) => outcome.demoWeek?.seeded.map((shop) => shop.slug) ?? []).sort()).toEqual(['angkor', 'mekong']);

    const db = instances[0]!;
    const tenants = await db.selectFrom('tenants').select('slug').orderBy('slug').execute();
    expect(tenants.map((tenant) => tenant.slug)).toEqual(['angkor', 'mekong']);
    const host = await db.selectFrom('tenant_domains').select('host').where('host', '=', 'shop.example.com').execute();
    expect(host).toHaveLength(1);
  });
});
