import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 5, saving designs: users' designs (the studio's document as JSONB, with an optimistic-lock
// version), the fabric catalogue the studio offers (suppliers, fabrics, their colours) and the
// messages of the contact form.
const NEW_TENANT_TABLES = ['designs', 'suppliers', 'fabrics', 'fabric_colours', 'contact_messages'] as const;

const statements: string[] = [
  `create table designs (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    product text not null check (length(product) between 1 and 32),
    name text not null check (length(name) between 1 and 100),
    document jsonb not null,
    version integer not null default 1 check (version >= 1),
    thumbnail text check (length(thumbnail) <= 204800),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz
  )`,
  // The My designs list and the per-user limit read only live designs.
  `create index designs_owner_idx on designs (tenant_id, user_id, updated_at desc) where deleted_at is null`,
  `create table suppliers (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    name text not null check (length(name) between 1 and 120),
    sort_order integer not null default 0,
    created_at timestamptz not null default now(),
    unique (tenant_id, name)
  )`,
  `create table fabrics (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    supplier_id uuid not null references suppliers(id) on delete cascade,
    name text not null check (length(name) between 1 and 120),
    weight_gsm integer not null check (weight_gsm > 0),
    composition text not null,
    is_default boolean not null default false,
    sort_order integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create index fabrics_tenant_supplier_idx on fabrics (tenant_id, supplier_id, sort_order)`,
  // At most one default fabric per shop.
  `create unique index fabrics_one_default_per_tenant on fabrics (tenant_id) where is_default`,
  `create table fabric_colours (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    fabric_id uuid not null references fabrics(id) on delete cascade,
    name text not null check (length(name) between 1 and 80),
    hex text not null check (hex ~ '^#[0-9a-f]{6}$'),
    sort_order integer not null default 0
  )`,
  `create index fabric_colours_fabric_idx on fabric_colours (tenant_id, fabric_id, sort_order)`,
  `create table contact_messages (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    contact text not null,
    subject text not null,
    message text not null,
    ip text,
    created_at timestamptz not null default now()
  )`,
  `create index contact_messages_tenant_created_idx on contact_messages (tenant_id, created_at desc)`,
  ...NEW_TENANT_TABLES.flatMap((table) => [
    `grant select, insert, update, delete on ${table} to ${APP_ROLE}`,
    ...tenantIsolation(table),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'fabric_colours', 'fabrics', 'suppliers', 'designs']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
