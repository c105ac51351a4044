import { CompiledQuery, type Transaction } from 'kysely';
import { changeFeedOf, type DataChange } from './change-feed';
import { scopedReader } from './scoped-reads';
import type { Database, Db } from './schema';

/** The unprivileged role every tenant-scoped transaction switches to, so row-level security applies. */
export const APP_ROLE = 'teamwear_app';

export type TenantTx = Transaction<Database>;

/** The scope's settings, written as SQL once (not built by Kysely on every call). */
const TENANT_SETTINGS = "select set_config('app.tenant', $1, true), set_config('role', $2, true)";
const READ_SETTINGS = `${TENANT_SETTINGS}, set_config('transaction_read_only', $3, true), set_config('plan_cache_mode', $4, true)`;

/** Changes a transaction of `withTenant` announces to this process's caches once it has committed. */
const pendingAnnouncements = new WeakMap<TenantTx, DataChange[]>();

/**
 * Runs `work` in a transaction bound to one tenant: `app.tenant` and the role are set for this
 * transaction only (`set_config(…, true)`, which for `role` is `SET LOCAL ROLE`), in one statement,
 * so the row-level security policies hide every other tenant's rows. Both settings end with the
 * transaction; nothing leaks to the next request on a pooled connection. The transaction is
 * Kysely's own: `begin`, the settings, the work and `commit` each wait for the server's answer, so
 * the call returns only once the commit has held, and a commit that failed is its error.
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
 * `transaction_read_only` set with the scope, so the server refuses any write. On PostgreSQL each
 * statement of `work` runs behind the scope's settings as one implicit transaction (scoped-reads.ts:
 * one round trip per statement, no begin and no commit), so each statement sees its own snapshot, as
 * each does in a read-committed transaction, and `work` must not depend on locks (the read-only
 * scope refuses `for update` anyway). On PGlite it is a read-only transaction.
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
  const scope = { text: READ_SETTINGS, values: [tenantId, APP_ROLE, 'on', 'force_generic_plan'] };
  const scoped = scopedReader(db, scope);
  if (scoped) return scoped.transaction().setAccessMode('read only').execute(work);
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      await tx.executeQuery(CompiledQuery.raw(scope.text, scope.values));
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
