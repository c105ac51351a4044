import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 36, the shop's back office part two: roles and the audit log.
// - Every team member keeps ADMIN (it opens the provider client) and gains a shop role beside it:
//   the administrators there were, who could do everything, become OWNER.
// - An invited colleague gets a single-use link (72 h) to set their password: a new purpose.
// - The audit log: who changed what in the shop, when, with the value before and after. Append
//   only (no update or delete granted); the actor's name is kept, so an entry still says who when
//   the member has since been removed (actor_id is then null).
const statements: string[] = [
  `update users set roles = array_append(roles, 'OWNER')
    where 'ADMIN' = any(roles) and not (roles && array['OWNER', 'STAFF', 'PRODUCTION'])`,
  `alter table account_tokens drop constraint account_tokens_purpose_check`,
  `alter table account_tokens add constraint account_tokens_purpose_check
     check (purpose in ('unlock', 'reset_password', 'otp', 'verify_email', 'staff_invite'))`,
  `create table audit_log (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    actor_id uuid references users(id) on delete set null,
    actor_name text not null check (char_length(actor_name) <= 200),
    area text not null check (area in ('settings', 'catalogue', 'team', 'orders', 'templates', 'pictures')),
    action text not null check (action ~ '^[a-z][a-z0-9_.-]{0,63}$'),
    subject text check (char_length(subject) <= 200),
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index audit_log_recent_idx on audit_log (tenant_id, created_at desc, id desc)`,
  `create index audit_log_actor_idx on audit_log (tenant_id, actor_id, created_at desc)`,
  ...tenantIsolation('audit_log'),
  `grant select, insert on audit_log to ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists audit_log').execute(db);
  await sql.raw(`delete from account_tokens where purpose = 'staff_invite'`).execute(db);
  await sql.raw(`alter table account_tokens drop constraint account_tokens_purpose_check`).execute(db);
  await sql
    .raw(`alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('unlock', 'reset_password', 'otp', 'verify_email'))`)
    .execute(db);
  await sql.raw(`update users set roles = array_remove(array_remove(array_remove(roles, 'OWNER'), 'STAFF'), 'PRODUCTION')`).execute(db);
}
