import type pg from 'pg';
import { Kysely, PGliteDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PoolWatch, poolStatsOf, watchPool } from './pool-stats';
import type { Database } from './schema';

describe("the pool's metrics", () => {
  it('count the connections handed out and the time waited for them, and read the pool’s own counts', async () => {
    const pool = { options: { max: 10 }, totalCount: 10, idleCount: 0, waitingCount: 3 } as unknown as pg.Pool;
    const watch = new PoolWatch(pool);
    // A pool whose connections come after a wait, as when all ten are in use.
    const watched = watch.watched({ connect: () => new Promise<string>((resolve) => setTimeout(() => resolve('client'), 30)) });
    expect(await Promise.all([watched.connect(), watched.connect()])).toEqual(['client', 'client']);

    // Created and ready before the test ends: a PGlite still loading its files after the test's
    // environment is torn down crashes the jest worker (seen in a full run).
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
    try {
      expect(poolStatsOf(db)).toBeUndefined(); // PGlite: one connection, no pool
      watchPool(db, watch);
      const stats = poolStatsOf(db)!;
      expect(stats).toMatchObject({ max: 10, total: 10, idle: 0, waiting: 3, acquired: 2 });
      expect(stats.acquireSeconds).toBeGreaterThanOrEqual(0.05);
    } finally {
      await db.destroy();
    }
  });
});
