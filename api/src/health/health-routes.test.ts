import { sql } from 'kysely';
import { SCHEMA_VERSION } from '@teamwear/design';
import { createTestApp, testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { loadServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { READINESS_QUERY_MS } from './readiness';

describe('health probes', () => {
  it('GET /livez answers while the database is gone; GET /healthz does not', async () => {
    const ctx = await createTestApp();
    try {
      const live = await ctx.app.inject({ method: 'GET', url: '/livez', headers: { host: '10.1.2.3:4000' } });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', designSchema: SCHEMA_VERSION });
      expect(live.headers['cache-control']).toBe('no-store');

      await ctx.db.destroy(); // the database goes away under a running API
      const stillLive = await ctx.app.inject({ method: 'GET', url: '/livez' });
      expect(stillLive.statusCode).toBe(200);
      const ready = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await ctx.close();
    }
  });
});

describe('the release a process runs', () => {
  it('is said by /livez and /healthz when the image sets it (TEAMWEAR_RELEASE)', async () => {
    const ctx = await createTestApp({ release: '0.1.0-0114df0caa' });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/livez' })).json()).toEqual({ status: 'ok', designSchema: SCHEMA_VERSION, release: '0.1.0-0114df0caa' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/healthz' })).json()).toEqual({ status: 'ok', db: 'ok', designSchema: SCHEMA_VERSION, release: '0.1.0-0114df0caa' });
    } finally {
      await ctx.close();
    }
  });

  it('is read from TEAMWEAR_RELEASE, and a value that is no release id stops the start with a message', () => {
    expect(loadServerConfig({ TEAMWEAR_RELEASE: ' 0.1.0-0114df0caa ' }, '/repo').release).toBe('0.1.0-0114df0caa');
    expect(loadServerConfig({}, '/repo').release).toBeUndefined();
    expect(() => loadServerConfig({ TEAMWEAR_RELEASE: 'latest' }, '/repo')).toThrow('TEAMWEAR_RELEASE must be a release id such as 0.1.0-0114df0caa, got "latest"');
  });
});

describe('readiness (/healthz) means the process may be sent requests', () => {
  it('fails while the database lacks this version’s newest migration (another process is migrating it), and answers once it has it', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The migrations commit in one transaction: until it commits, other processes see no row of the newest one.
      const newest = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(ctx.db);
      const name = newest.rows[0]!.name;
      const timestamp = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${name}`.execute(ctx.db);
      await sql`delete from kysely_migration where name = ${name}`.execute(ctx.db);
      const migrating = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(migrating.statusCode).toBe(503);
      expect(migrating.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: `The database is not yet at migration ${name}` });
      // Liveness is not readiness: the process answers, it is not restarted for it.
      expect((await ctx.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);

      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp.rows[0]!.timestamp})`.execute(ctx.db);
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('fails on a database never migrated', async () => {
    const db = await openDatabase({ kind: 'memory' });
    const app = await buildApp({ db, config: testConfig });
    try {
      const ready = await app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toMatch(/^The database is not yet at migration \d{4}_/);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('fails when the database does not answer within its time (a query held up), without waiting for it', async () => {
    const ctx = await createTestApp();
    let release = () => {};
    // A transaction that does not end, holding the migrator's table: on PGlite (one connection) it
    // holds every other query, on PostgreSQL (a pool) the readiness query waits on its lock.
    let locked = () => {};
    const tableLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = ctx.db.transaction().execute(async (tx) => {
      await sql`lock table kysely_migration in access exclusive mode`.execute(tx);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await tableLocked;
    try {
      const started = Date.now();
      const ready = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' });
      expect(Date.now() - started).toBeLessThan(READINESS_QUERY_MS + 1500);
    } finally {
      release();
      await held;
      await ctx.close();
    }
  });

  it('fails as soon as the process is shutting down, while it still answers the requests it has', async () => {
    const ctx = await createTestApp();
    try {
      ctx.app.readiness.closing = true;
      const ready = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'This API process is shutting down' });
      expect((await ctx.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
