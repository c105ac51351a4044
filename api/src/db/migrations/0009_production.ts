import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 20, production hand-off: the customer approves the proof of one snapshot of an order (an
// event like the others), and the shop's print files are made in the background, one job per order,
// kept with the ZIP they produced and made again when the order's snapshot changes.
const statements: string[] = [
  `alter table orders add column proof_approved_at timestamptz`,
  // sha-256 of the snapshot the customer approved: a changed snapshot needs a new approval.
  `alter table orders add column proof_snapshot_hash text`,
  `alter table order_events drop constraint order_events_kind_check`,
  `alter table order_events add constraint order_events_kind_check check (kind in ('placed', 'status', 'payment', 'proof'))`,
  `create table production_jobs (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    order_id uuid not null references orders(id) on delete cascade,
    snapshot_hash text not null,
    state text not null check (state in ('queued', 'running', 'done', 'failed')),
    attempts integer not null default 0 check (attempts >= 0),
    steps_done integer not null default 0 check (steps_done >= 0),
    steps_total integer not null default 0 check (steps_total >= 0),
    next_attempt_at timestamptz not null default now(),
    last_error text,
    zip bytea,
    zip_bytes integer,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz,
    unique (tenant_id, order_id)
  )`,
  `create index production_jobs_due_idx on production_jobs (tenant_id, state, next_attempt_at)`,
  `grant select, insert, update, delete on production_jobs to ${APP_ROLE}`,
  ...tenantIsolation('production_jobs'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists production_jobs cascade').execute(db);
  await sql.raw(`delete from order_events where kind = 'proof'`).execute(db);
  await sql.raw('alter table order_events drop constraint order_events_kind_check').execute(db);
  await sql.raw(`alter table order_events add constraint order_events_kind_check check (kind in ('placed', 'status', 'payment'))`).execute(db);
  await sql.raw('alter table orders drop column proof_snapshot_hash, drop column proof_approved_at').execute(db);
}
