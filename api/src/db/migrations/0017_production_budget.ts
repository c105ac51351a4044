import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 32, production without limits: one customer's orders took the worker in turn after turn
// (a shop's queue was emptied before the next shop's), and nothing bounded how many print jobs a
// customer or a shop could have made. A job now says when it was last started (`started_at`: the
// worker serves first the customer whose last job started longest ago), and every job queued is
// charged to its customer and its shop (`production_charges`, a ledger of the last day's queuing,
// production/jobs/production-budget.ts); a charge older than a day no longer counts and is deleted.
const statements: string[] = [
  `alter table production_jobs add column started_at timestamptz`,
  `create table production_charges (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    -- null: charged to the shop alone (its settings changed, so its open orders' files are made again).
    user_id uuid references users(id) on delete cascade,
    order_id uuid not null,
    created_at timestamptz not null
  )`,
  `create index production_charges_shop_idx on production_charges (tenant_id, created_at)`,
  `create index production_charges_customer_idx on production_charges (tenant_id, user_id, created_at)`,
  `grant select, insert, delete on production_charges to ${APP_ROLE}`,
  ...tenantIsolation('production_charges'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists production_charges').execute(db);
  await sql.raw('alter table production_jobs drop column if exists started_at').execute(db);
}
