import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 6, API speed: the API keeps the tenant of each host, the whoami document and the sessions
// it has checked in memory. Whatever changes those rows, in this process or another one (another
// API instance, the back office, an operator's SQL), is announced on one channel at commit, so every
// API process forgets what it kept at once (src/db/change-feed.ts). Payloads:
//   'tenants'         a row of tenants, tenant_domains or templates changed (statement level)
//   'session:<uuid>'  that session was revoked, its expiry, user or tenant changed, or it was deleted
//   'sessions'        the sessions table was truncated
// The channel is spelt here as it shipped (CHANGES_CHANNEL in change-feed.ts must stay equal).
const CHANGES_CHANNEL = 'teamwear_changes';

const statements: string[] = [
  `create function teamwear_notify_tenants_changed() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${CHANGES_CHANNEL}', 'tenants');
    return null;
  end $$`,
  ...['tenants', 'tenant_domains', 'templates'].map(
    (table) => `create trigger ${table}_changed after insert or update or delete or truncate on ${table}
      for each statement execute function teamwear_notify_tenants_changed()`,
  ),
  `create function teamwear_notify_session_changed() returns trigger language plpgsql as $$
  begin
    if tg_op = 'TRUNCATE' then
      perform pg_notify('${CHANGES_CHANNEL}', 'sessions');
    else
      perform pg_notify('${CHANGES_CHANNEL}', 'session:' || old.id);
    end if;
    return null;
  end $$`,
  // Only what can end a session: refreshing (last_used_at) notifies nobody.
  `create trigger sessions_changed after update on sessions for each row
    when (old.revoked_at is distinct from new.revoked_at
      or old.expires_at is distinct from new.expires_at
      or old.user_id is distinct from new.user_id
      or old.tenant_id is distinct from new.tenant_id
      or old.id is distinct from new.id)
    execute function teamwear_notify_session_changed()`,
  `create trigger sessions_deleted after delete on sessions for each row execute function teamwear_notify_session_changed()`,
  `create trigger sessions_truncated after truncate on sessions for each statement execute function teamwear_notify_session_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['sessions_truncated on sessions', 'sessions_deleted on sessions', 'sessions_changed on sessions']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  for (const table of ['tenants', 'tenant_domains', 'templates']) await sql.raw(`drop trigger if exists ${table}_changed on ${table}`).execute(db);
  await sql.raw('drop function if exists teamwear_notify_session_changed()').execute(db);
  await sql.raw('drop function if exists teamwear_notify_tenants_changed()').execute(db);
}
