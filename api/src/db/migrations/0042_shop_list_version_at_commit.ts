import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

/** The tables an order's change writes (the order, its events), each bumping the shop's `orders` version (0020). */
const ORDER_TABLES = ['orders', 'order_events'] as const;
const CHANGES = ['inserted', 'updated', 'deleted'] as const;

/**
 * Issue 39, a busy Saturday: what the shop's order changes waited for. 0020 bumps the shop's
 * `orders` version (`shop_list_versions`, one row per shop) from a statement trigger at the first
 * write of an order or its events, and the row stays locked to the commit: every change of any order
 * of the shop waited from its first write to the other's commit. The bench saw it as backends in
 * `Lock:transactionid` holding no row's lock (an upsert waits on the version row's index entry),
 * inside `insert into orders` and `update orders` — 2.7 on average with one replica, 11.5 with two.
 *
 * The bump now runs at the commit, from deferred constraint triggers (row triggers: PostgreSQL has
 * no deferred statement triggers), once per transaction and shop: the row is held only from the
 * commit's triggers to the commit. The version still changes in the same transaction as the rows
 * and in the order the changes commit, so a list answer kept under a version is still true while the
 * version stands (lists/list-answers.ts). TRUNCATE keeps 0020's statement trigger.
 */
const statements: string[] = [
  `create function teamwear_bump_shop_list_version_at_commit() returns trigger language plpgsql as $$
  declare
    changed uuid := case when tg_op = 'DELETE' then old.tenant_id else new.tenant_id end;
  begin
    -- Once per transaction: a placing writes its order, events and number, a bulk move many orders.
    if exists (select 1 from shop_list_versions v where v.tenant_id = changed and v.list = tg_argv[0] and v.xmin = xid(pg_current_xact_id())) then
      return null;
    end if;
    insert into shop_list_versions (tenant_id, list, version)
      select changed, tg_argv[0], nextval('shop_list_versions_seq')
      where exists (select 1 from tenants where tenants.id = changed)
      on conflict (tenant_id, list) do update set version = excluded.version;
    return null;
  end $$`,
  ...ORDER_TABLES.flatMap((table) => [
    ...CHANGES.map((change) => `drop trigger ${table}_${change}_shop_list_version on ${table}`),
    `create constraint trigger ${table}_changed_shop_list_version_at_commit after insert or update or delete on ${table}
      deferrable initially deferred for each row execute function teamwear_bump_shop_list_version_at_commit('orders')`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

/** Back to 0020's statement triggers. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ORDER_TABLES) {
    await sql.raw(`drop trigger if exists ${table}_changed_shop_list_version_at_commit on ${table}`).execute(db);
    await sql.raw(`create trigger ${table}_inserted_shop_list_version after insert on ${table}
      referencing new table as new_rows for each statement execute function teamwear_bump_shop_list_versions('orders')`).execute(db);
    await sql.raw(`create trigger ${table}_updated_shop_list_version after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function teamwear_bump_shop_list_versions('orders')`).execute(db);
    await sql.raw(`create trigger ${table}_deleted_shop_list_version after delete on ${table}
      referencing old table as old_rows for each statement execute function teamwear_bump_shop_list_versions('orders')`).execute(db);
  }
  await sql.raw('drop function if exists teamwear_bump_shop_list_version_at_commit()').execute(db);
}
