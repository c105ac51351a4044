import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Tables holding one tenant's customer data: row-level security keeps every query inside the tenant
// set by withTenant(), even if a query forgets its `where tenant_id = …`.
const TENANT_TABLES = ['templates', 'users', 'sessions', 'refresh_tokens'] as const;

const statements: string[] = [
  `create table tenants (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
    name text not null check (length(name) between 1 and 120),
    logo text,
    palette_color text not null check (palette_color ~ '^#[0-9a-fA-F]{6}$'),
    product_types text[] not null default '{}',
    settings jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  `create table tenant_domains (
    host text primary key check (host = lower(host)),
    tenant_id uuid not null references tenants(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  `create index tenant_domains_tenant_idx on tenant_domains (tenant_id)`,
  `create table templates (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    type text not null,
    name text not null,
    document jsonb not null default '{}'::jsonb,
    sort_order integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create index templates_tenant_type_idx on templates (tenant_id, type, sort_order)`,
  `create table users (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    first_name text not null,
    last_name text not null,
    phone text not null default '',
    email text not null,
    password_hash text not null,
    roles text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index users_tenant_email_key on users (tenant_id, lower(email))`,
  `create table sessions (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    client_id text not null,
    user_agent text,
    ip_address text,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text
  )`,
  `create index sessions_tenant_user_idx on sessions (tenant_id, user_id)`,
  `create table refresh_tokens (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    session_id uuid not null references sessions(id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,
  // The role requests run as (SET LOCAL ROLE inside each transaction). It may already exist in
  // the cluster (another database, an earlier test run), hence the guard.
  `do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
      create role ${APP_ROLE} nologin;
    end if;
  end $$`,
  `do $$ begin execute format('grant ${APP_ROLE} to %I', current_user); end $$`,
  `grant usage on schema public to ${APP_ROLE}`,
  `grant select on tenants, tenant_domains to ${APP_ROLE}`,
  ...TENANT_TABLES.flatMap((table) => [
    `grant select, insert, update, delete on ${table} to ${APP_ROLE}`,
    ...tenantIsolation(table),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['refresh_tokens', 'sessions', 'users', 'templates', 'tenant_domains', 'tenants']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
