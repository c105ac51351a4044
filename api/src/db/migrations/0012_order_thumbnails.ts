import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 17, the API under load: a list of orders shows each order's design picture, which lives in
// the order's snapshot (the design document, the players, the prices: often kilobytes, kept in the
// TOAST table). Reading `snapshot->'design'->>'thumbnail'` detoasted and parsed the whole snapshot of
// every row of the page, ~500 µs of PostgreSQL's CPU per page of 20. The picture gets a column of
// its own, generated from the snapshot: filled for the orders already placed when it is added,
// written by the database whenever an order is placed or its snapshot changes, and never out of step
// with the snapshot. It is a column of `orders`, so its row-level security and grants are the table's.
const statements: string[] = [`alter table orders add column thumbnail text generated always as (snapshot->'design'->>'thumbnail') stored`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table orders drop column if exists thumbnail').execute(db);
}
