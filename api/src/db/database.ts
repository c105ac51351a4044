import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ChangeFeed, listenOnPglite, PostgresChangeListener, registerChangeFeed } from './change-feed';
import { PoolWatch, watchPool } from './pool-stats';
import { postgresPoolOptions, preparingPool } from './postgres-pool';
import { registerScopedReads } from './scoped-reads';
import type { Database, Db } from './schema';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; /** Start from this PGlite data dir (dumpDataDir), e.g. a migrated, seeded snapshot. */ from?: Blob };

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return 'postgres';
  if (target.kind === 'pglite') return `pglite at ${target.dataDir}`;
  return 'pglite in memory';
}

/** Connections to PostgreSQL per API process. */
const POOL_SIZE = 10;

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite (embedded Postgres) on disk or in
 * memory. Kysely's own PGliteDialect serialises access to PGlite's single connection and runs
 * transactions exclusively, so per-transaction settings never leak between concurrent requests.
 * Either way the database's change notifications feed `changeFeedOf(db)` (see change-feed.ts).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const feed = new ChangeFeed();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool(postgresPoolOptions(target.url, POOL_SIZE));
    const watch = new PoolWatch(pool);
    // Both Kysely's connections and the scoped reads' come through here, so every wait is counted.
    const preparing = watch.watched(preparingPool(pool));
    const listener = new PostgresChangeListener(target.url, feed);
    await listener.start();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        // db.destroy() also ends the LISTEN connection.
        pool: {
          Client: pg.Client,
          options: pool.options,
          connect: () => preparing.connect(),
          end: async () => {
            await listener.stop();
            await pool.end();
          },
        },
      }),
    });
    registerChangeFeed(db, feed);
    registerScopedReads(db, preparing);
    watchPool(db, watch);
    return db;
  }
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
    pglite = new PGlite(target.dataDir);
  } else {
    pglite = target.from ? new PGlite({ loadDataDir: target.from }) : new PGlite();
  }
  await pglite.waitReady;
  await listenOnPglite(pglite, feed);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  registerChangeFeed(db, feed);
  return db;
}
