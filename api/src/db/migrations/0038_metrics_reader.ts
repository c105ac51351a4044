import { sql, type Kysely } from 'kysely';
import { METRICS_ROLE } from '../../metrics/queue-reads';
import { runStatements } from './tenant-tables';

// Issue 39, metrics: the queue gauges count every shop's jobs and mail. Under the API's own role
// (`teamwear_app`) row-level security shows one shop at a time, so a scrape read shop by shop, one
// query each. This role sees every shop's rows of the two queues, but only the columns the gauges
// count (column grants: no design, no address, no mail text, no file), and no other table; a
// request never runs as it. Granted to the role that runs the migrations (the API's login role),
// so it may `set local role` to it, as it does to `teamwear_app`. Its policies are select-only;
// the role has no other privilege, so it cannot write.
const statements: string[] = [
  `do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${METRICS_ROLE}') then
      create role ${METRICS_ROLE} nologin;
    end if;
  end $$`,
  `do $$ begin execute format('grant ${METRICS_ROLE} to %I', current_user); end $$`,
  `grant usage on schema public to ${METRICS_ROLE}`,
  `grant select (tenant_id, state, next_attempt_at) on production_jobs to ${METRICS_ROLE}`,
  `grant select (tenant_id, sent_at, created_at) on mail_outbox to ${METRICS_ROLE}`,
  `create policy production_jobs_metrics on production_jobs for select to ${METRICS_ROLE} using (true)`,
  `create policy mail_outbox_metrics on mail_outbox for select to ${METRICS_ROLE} using (true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The role stays: it belongs to the cluster, and another database of it may still use it.
  await sql.raw('drop policy if exists production_jobs_metrics on production_jobs').execute(db);
  await sql.raw('drop policy if exists mail_outbox_metrics on mail_outbox').execute(db);
  await sql.raw(`revoke all on production_jobs, mail_outbox from ${METRICS_ROLE}`).execute(db);
}
