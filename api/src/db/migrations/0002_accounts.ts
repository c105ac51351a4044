import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 3, accounts and sessions end to end: brute-force state, terms, one-time tokens (unlock,
// password reset, sign-in codes), known devices, social identities and the mail outbox.
const NEW_TENANT_TABLES = ['terms', 'account_tokens', 'known_devices', 'user_identities', 'mail_outbox'] as const;

const statements: string[] = [
  `create table terms (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    version text not null check (length(version) between 1 and 64),
    title text not null,
    body text not null,
    published_at timestamptz not null,
    created_at timestamptz not null default now(),
    unique (tenant_id, version)
  )`,
  `create index terms_tenant_published_idx on terms (tenant_id, published_at desc)`,
  `alter table users
    add column failed_sign_ins integer not null default 0,
    add column last_failed_sign_in_at timestamptz,
    add column lockouts integer not null default 0,
    add column locked_until timestamptz,
    add column password_changed_at timestamptz not null default now(),
    add column accepted_terms_id uuid references terms(id) on delete set null,
    add column terms_accepted_at timestamptz,
    add column notification_settings jsonb not null
      default '{"orderUpdates": true, "designReviews": true, "newsletter": false}'::jsonb`,
  `create table account_tokens (
    id uuid primary key,
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    purpose text not null check (purpose in ('unlock', 'reset_password', 'otp')),
    token_hash text not null unique,
    client_id text,
    attempts integer not null default 0,
    resends integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index account_tokens_user_idx on account_tokens (tenant_id, user_id, purpose, created_at desc)`,
  `create table known_devices (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    token_hash text not null,
    user_agent text,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    unique (tenant_id, user_id, token_hash)
  )`,
  `create table user_identities (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    provider text not null,
    subject text not null,
    created_at timestamptz not null default now(),
    unique (tenant_id, provider, subject)
  )`,
  `create table mail_outbox (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    from_name text not null,
    to_address text not null,
    subject text not null,
    text text not null,
    html text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    sent_at timestamptz,
    last_error text,
    created_at timestamptz not null default now()
  )`,
  `create index mail_outbox_due_idx on mail_outbox (tenant_id, next_attempt_at) where sent_at is null`,
  ...NEW_TENANT_TABLES.flatMap((table) => [
    `grant select, insert, update, delete on ${table} to ${APP_ROLE}`,
    ...tenantIsolation(table),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'user_identities', 'known_devices', 'account_tokens']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
  await sql
    .raw(
      `alter table users drop column if exists failed_sign_ins, drop column if exists last_failed_sign_in_at,
        drop column if exists lockouts, drop column if exists locked_until, drop column if exists password_changed_at,
        drop column if exists accepted_terms_id, drop column if exists terms_accepted_at,
        drop column if exists notification_settings`,
    )
    .execute(db);
  await sql.raw('drop table if exists terms cascade').execute(db);
}
