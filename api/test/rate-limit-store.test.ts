import { sql } from 'kysely';
import { loadServerConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/schema';
import { APP_ROLE } from '../src/db/tenant-scope';
import { DatabaseHitCounter, MemoryHitCounter, type HitCounter } from '../src/http/hit-counters';
import { createTestApp, type TestContext } from './helpers';

// The rate limits' counts (issue 39, API replicas): kept in the database, so that every API process
// on it counts together. On PGlite here, and on PostgreSQL where the API suite runs on it
// (DATABASE_URL, as CI does), where the second counter is another pool, as another process has.

let ctx: TestContext;
/** Another process's connections to the same database (PGlite has one connection: the same). */
let other: Db;
let closeOther: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  other = ctx.db;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.db);
    const url = new URL(adminUrl);
    url.pathname = `/${rows[0]?.name ?? ''}`;
    other = await openDatabase({ kind: 'postgres', url: url.toString() });
    closeOther = () => other.destroy();
  }
});
afterAll(async () => {
  await closeOther();
  await ctx.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** A limit name no other test counts under. */
const freshName = (what: string) => `test:${what}:${(unique += 1)}`;

const counters: Array<[string, () => HitCounter]> = [
  ['in the database', () => new DatabaseHitCounter(ctx.db)],
  ['in memory', () => new MemoryHitCounter()],
];

describe.each(counters)('a hit counter %s', (_label, make) => {
  it('counts each key of each limit on its own, and says when its window ends', async () => {
    const counter = make();
    const name = freshName('counts');
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await counter.hit(name, '203.0.113.7', 60_000)).hits);
    expect(hits).toEqual([1, 2, 3]);
    expect((await counter.hit(name, '203.0.113.8', 60_000)).hits).toBe(1);
    expect((await counter.hit(freshName('counts'), '203.0.113.7', 60_000)).hits).toBe(1);
    const { resetInMs } = await counter.hit(name, '203.0.113.7', 60_000);
    expect(resetInMs).toBeGreaterThan(55_000);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts again once the window has ended', async () => {
    const counter = make();
    const name = freshName('window');
    expect((await counter.hit(name, 'k', 300)).hits).toBe(1);
    expect((await counter.hit(name, 'k', 300)).hits).toBe(2);
    await sleep(400);
    const again = await counter.hit(name, 'k', 300);
    expect(again.hits).toBe(1);
    expect(again.resetInMs).toBeGreaterThan(200);
  });

  it('counts a key as long as a URL may make it', async () => {
    const counter = make();
    const name = freshName('long');
    const long = `collection:${'x'.repeat(20_000)}`;
    expect((await counter.hit(name, long, 60_000)).hits).toBe(1);
    expect((await counter.hit(name, long, 60_000)).hits).toBe(2);
    expect((await counter.hit(name, `${long}y`, 60_000)).hits).toBe(1);
  });
});

describe('the database counter', () => {
  it('counts hits sent at once from two processes each once: 60 hits are 1…60', async () => {
    const here = new DatabaseHitCounter(ctx.db);
    const there = new DatabaseHitCounter(other);
    const name = freshName('together');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? here : there).hit(name, '198.51.100.1', 60_000)));
    expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('deletes windows that ended now and then, and keeps those that run', async () => {
    const counter = new DatabaseHitCounter(ctx.db, 0);
    const name = freshName('sweep');
    await counter.hit(name, 'ended', 50);
    await counter.hit(name, 'running', 60_000);
    await sleep(100);
    await counter.hit(name, 'another', 60_000); // sweeps, past its interval of 0
    await counter.close();
    const { rows } = await sql<{ key: string }>`select key from rate_limit_windows where name = ${name} order by key`.execute(ctx.db);
    expect(rows.map((row) => row.key)).toEqual(['another', 'running']);
  });

  it('is not a tenant’s table: a tenant’s transaction can neither read nor change it', async () => {
    const asTenantRole = (statement: string) =>
      ctx.db.transaction().execute(async (tx) => {
        await sql.raw(`set local role ${APP_ROLE}`).execute(tx);
        return sql.raw(statement).execute(tx);
      });
    await expect(asTenantRole('select count(*) from rate_limit_windows')).rejects.toThrow(/permission denied/);
    await expect(asTenantRole("delete from rate_limit_windows where name like 'test:%'")).rejects.toThrow(/permission denied/);
  });
});

describe('RATE_LIMIT_STORE', () => {
  it('counts in the database unless asked, and in memory only without PostgreSQL', () => {
    const storeOf = (env: NodeJS.ProcessEnv) => {
      const { rateLimit } = loadServerConfig(env, '/tmp');
      return rateLimit && rateLimit.store;
    };
    expect(storeOf({})).toBe('memory');
    expect(storeOf({ DATABASE_URL: 'postgres://db/teamwear' })).toBe('database');
    expect(storeOf({ RATE_LIMIT_STORE: 'database' })).toBe('database');
    expect(storeOf({ RATE_LIMIT_STORE: 'memory' })).toBe('memory');
    expect(() => storeOf({ RATE_LIMIT_STORE: 'memory', DATABASE_URL: 'postgres://db/teamwear' })).toThrow(/RATE_LIMIT_STORE=memory/);
    expect(() => storeOf({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE must be database or memory/);
  });
});
