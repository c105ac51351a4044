import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
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

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite (embedded Postgres) on disk or in
 * memory. Kysely's own PGliteDialect serialises access to PGlite's single connection and runs
 * transactions exclusively, so per-transaction settings never leak between concurrent requests.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
    pglite = new PGlite(target.dataDir);
  } else {
    pglite = target.from ? new PGlite({ loadDataDir: target.from }) : new PGlite();
  }
  await pglite.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
