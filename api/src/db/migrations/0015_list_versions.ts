import { sql, type Kysely } from 'kysely';
import { CHANGES_CHANNEL } from '../change-feed';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

/** The lists whose rows carry a version per customer (lists/list-versions.ts), each the table of its name. */
const LISTS = ['designs', 'players', 'orders'] as const;

/**
 * Gives every customer's designs, players and orders a version that changes in the same transaction
 * as any of those rows, so that a list answered before can be told still true by reading one row
 * (lists/list-answers.ts). Each value comes from one sequence: a version never comes back, even for a
 * row deleted and made again, so an old answer can never match a newer state.
 *
 * The triggers run once per statement with the statement's rows (an import of 1,000 players writes
 * one version), after that statement's rows are locked; the version row stays locked to the commit,
 * so concurrent writes to one customer's list take turns on it. A customer who has none yet reads as
 * version 0 (lists/list-versions.ts): rows written before this migration have none until their next
 * change. A deleted user's versions go with them;
 * the rows deleted with a user (cascades) write none for a user no longer there.
 */
const bumpFrom = (rows: string) => `insert into list_versions (tenant_id, user_id, list, version)
      select changed.tenant_id, changed.user_id, tg_argv[0], nextval('list_versions_seq')
      from (${rows}) changed
      where exists (select 1 from users where users.id = changed.user_id)
      on conflict (tenant_id, user_id, list) do update set version = excluded.version`;

const statements: string[] = [
  `create sequence list_versions_seq`,
  `create table list_versions (
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    list text not null check (list in (${LISTS.map((list) => `'${list}'`).join(', ')})),
    version bigint not null,
    primary key (tenant_id, user_id, list)
  )`,
  `grant select, insert, update on list_versions to ${APP_ROLE}`,
  `grant usage on sequence list_versions_seq to ${APP_ROLE}`,
  ...tenantIsolation('list_versions'),
  `create function teamwear_bump_list_versions() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      ${bumpFrom('select distinct tenant_id, user_id from new_rows')};
    elsif tg_op = 'DELETE' then
      ${bumpFrom('select distinct tenant_id, user_id from old_rows')};
    elsif tg_op = 'UPDATE' then
      ${bumpFrom('select tenant_id, user_id from old_rows union select tenant_id, user_id from new_rows')};
    else
      -- TRUNCATE: every customer's list changed; a process that could not see these rows (another
      -- tenant's, under row-level security) forgets its answers when it hears the notification.
      update list_versions set version = nextval('list_versions_seq') where list = tg_argv[0];
      perform pg_notify('${CHANGES_CHANNEL}', 'lists');
    end if;
    return null;
  end $$`,
  ...LISTS.flatMap((table) => [
    `create trigger ${table}_inserted_list_version after insert on ${table}
      referencing new table as new_rows for each statement execute function teamwear_bump_list_versions('${table}')`,
    `create trigger ${table}_updated_list_version after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function teamwear_bump_list_versions('${table}')`,
    `create trigger ${table}_deleted_list_version after delete on ${table}
      referencing old table as old_rows for each statement execute function teamwear_bump_list_versions('${table}')`,
    `create trigger ${table}_truncated_list_version after truncate on ${table}
      for each statement execute function teamwear_bump_list_versions('${table}')`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LISTS) {
    for (const event of ['inserted', 'updated', 'deleted', 'truncated']) {
      await sql.raw(`drop trigger if exists ${table}_${event}_list_version on ${table}`).execute(db);
    }
  }
  await sql.raw('drop function if exists teamwear_bump_list_versions()').execute(db);
  await sql.raw('drop table if exists list_versions').execute(db);
  await sql.raw('drop sequence if exists list_versions_seq').execute(db);
}
