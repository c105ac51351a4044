import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 17, the API under load: the order lists sort by time and then by number (two orders of one
// moment keep their order), but the indexes they read ended at the time, so PostgreSQL read every
// matching order and sorted them all to cut one page. With the number in the index, a page is the
// index's next entries in its own order, and the scan stops once the page is full.
const statements: string[] = [
  `drop index if exists orders_owner_idx`,
  `create index orders_owner_idx on orders (tenant_id, user_id, created_at desc, number desc)`,
  `drop index if exists orders_tenant_status_idx`,
  `create index orders_tenant_status_idx on orders (tenant_id, status, created_at desc, number desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists orders_owner_idx').execute(db);
  await sql.raw('create index orders_owner_idx on orders (tenant_id, user_id, created_at desc)').execute(db);
  await sql.raw('drop index if exists orders_tenant_status_idx').execute(db);
  await sql.raw('create index orders_tenant_status_idx on orders (tenant_id, status, created_at desc)').execute(db);
}
