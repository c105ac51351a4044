import { sql, type Transaction } from 'kysely';
import type { Database, Db } from './schema';

/** The unprivileged role every tenant-scoped transaction switches to, so row-level security applies. */
export const APP_ROLE = 'teamwear_app';

export type TenantTx = Transaction<Database>;

/**
 * Runs `work` in a transaction bound to one tenant: `app.tenant` is set for this transaction only
 * (set_config(…, true)) and the role is switched with SET LOCAL, so the row-level security policies
 * hide every other tenant's rows. Both settings end with the transaction; nothing leaks to the next
 * request on a pooled connection.
 */
export async function withTenant<T>(db: Db, tenantId: string, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.tenant', ${tenantId}, true)`.execute(tx);
    await sql.raw(`set local role ${APP_ROLE}`).execute(tx);
    return work(tx);
  });
}
