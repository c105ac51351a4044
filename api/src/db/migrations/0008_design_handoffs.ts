import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 16, the studio on partner sites: a design made on a partner's page is handed to the shop
// (a short-lived, single-use token; only its hash is kept), where the customer signs in and finds it
// in My designs and the cart.
const statements: string[] = [
  `create table design_handoffs (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    token_hash text not null unique,
    document jsonb not null,
    name text check (length(name) between 1 and 100),
    origin text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    claimed_at timestamptz,
    claimed_by uuid references users(id) on delete set null
  )`,
  `create index design_handoffs_expiry_idx on design_handoffs (tenant_id, expires_at)`,
  `grant select, insert, update, delete on design_handoffs to ${APP_ROLE}`,
  ...tenantIsolation('design_handoffs'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists design_handoffs cascade').execute(db);
}
