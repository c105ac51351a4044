import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 39, API replicas: the rate limits' counts, shared by every API process on the database
// (http/hit-counters.ts), where each process used to count its own in memory. One row per limit and
// key (a client's IP, an account, a size collection) holds the count of its current window.
// Not a tenant's table: no tenant_id (a key may name a tenant inside it), read and written only by
// the API's own connection role outside any tenant's transaction, so `teamwear_app` gets no grant.
// Unlogged: a count is worth nothing after a crash (the server empties the table then), and a hit's
// commit then never waits for the write-ahead log.
const statements: string[] = [
  `create unlogged table rate_limit_windows (
    name text not null,
    key text not null,
    hits integer not null check (hits >= 1),
    resets_at timestamptz not null,
    primary key (name, key)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists rate_limit_windows').execute(db);
}
