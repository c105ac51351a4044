import { CompiledQuery, type Transaction } from 'kysely';
import { changeFeedOf, type DataChange } from './change-feed';
import type { Database, Db } from './schema';

/** The unprivileged role every tenant-scoped transaction switches to, so row-level security applies. */
export const APP_ROLE = 'teamwear_app';

export type TenantTx = Transaction<Database>;

/**
 * The scope's settings, written as SQL once (not built by Kysely on every call). The pool knows them
 * by their text (postgres-pool.ts): a select of `set_config(…, true)` calls alone, with
 * `transaction_read_only` in the read-only one; keep that shape.
 */
const TENANT_SETTINGS = "select set_config('app.tenant', $1, true), set_config('role', $2, true)";
const READ_SETTINGS = `${TENANT_SETTINGS}, set_config('transaction_read_only', $3, true), set_config('plan_cache_mode', $4, true)`;

/** Changes a transaction of `withTenant` announces to this process's caches once it has committed. */
const pendingAnnouncements = new WeakMap<TenantTx, DataChange[]>();

/**
 * Runs `work` in a transaction bound to one tenant: `app.tenant` and the role are set for this
 * transaction only (`set_config(…, true)`, which for `role` is `SET LOCAL ROLE`), in one statement,
 * so the row-level security policies hide every other tenant's rows. Both settings end with the
 * transaction; nothing leaks to the next request on a pooled connection. On PostgreSQL the `begin`
 * and this statement travel with the work's first select (postgres-pool.ts: one round trip; the
 * server runs them in order, and the rows come back only if the scope was set), and a statement
 * that may write is sent only once both have answered. The pool knows this statement by its text:
 * it must stay a `select` of `set_config(…, true)` calls alone.
 * After a commit, what the work announced (`announceAfterCommit`) reaches this process's caches.
 */
export async function withTenant<T>(db: Db, tenantId: string, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  const announced: DataChange[] = [];
  const result = await db.transaction().execute(async (tx) => {
    pendingAnnouncements.set(tx, announced);
    await tx.executeQuery(CompiledQuery.raw(TENANT_SETTINGS, [tenantId, APP_ROLE]));
    return work(tx);
  });
  if (announced.length) {
    const feed = changeFeedOf(db);
    for (const change of announced) feed.emit(change);
  }
  return result;
}

/**
 * Runs `work`, which only reads, bound to one tenant as `withTenant` binds it (role and tenant for
 * this transaction only), in a transaction that is read-only twice over: opened `read only`, and
 * `transaction_read_only` set with the scope, so the server refuses any write. On PostgreSQL the
 * pool never opens this transaction on the server (postgres-pool.ts): each statement of `work` goes
 * with the scope's statement and one Sync, as one implicit transaction that the server ends at the
 * Sync, settings included: one write and one round trip per statement, no begin and no commit. So
 * each statement sees its own snapshot, as each does in a read-committed transaction, and `work`
 * must not depend on locks (the read-only scope refuses `for update` anyway).
 *
 * Its statements are planned once per connection (`plan_cache_mode` = `force_generic_plan`, for
 * this transaction only). A list's page query has `limit $n offset $m`: left to choose, PostgreSQL
 * priced the plan without those values (an offset of a tenth of the rows) above the plan made for
 * each call's values, and so planned every call afresh, the same plan each time, at a cost of
 * ~0.2 ms, two thirds of its work for an order page (pgbench, the page query with its scope at 50
 * clients: 10.4k → 21.3k per second). The statements read one tenant's rows through the same
 * indexes whatever the values, so the one plan serves every call.
 */
export async function readAsTenant<T>(db: Db, tenantId: string, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      await tx.executeQuery(CompiledQuery.raw(READ_SETTINGS, [tenantId, APP_ROLE, 'on', 'force_generic_plan']));
      return work(tx);
    });
}

/**
 * Tells this process's caches about a change once the transaction has committed (the database's own
 * notification may come later, or, without a live feed, never). Nothing is told on rollback.
 */
export function announceAfterCommit(tx: TenantTx, change: DataChange): void {
  const pending = pendingAnnouncements.get(tx);
  if (!pending) throw new Error('announceAfterCommit() needs a transaction opened by withTenant()');
  pending.push(change);
}
