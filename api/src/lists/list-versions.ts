import type { ListVersionTable } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/** The customers' lists that carry a version (migration 0015 keeps them). */
export type ListName = ListVersionTable['list'];

/** Whose list: one customer of one shop. */
export interface ListOwner {
  tenantId: string;
  userId: string;
}

/**
 * The version of a customer's list as the database has it now: a number that changes in the same
 * transaction as any of the list's rows (triggers of migration 0015), never to a value it had
 * before. "0" for a list none of whose rows changed since that migration.
 */
export async function readListVersion(tx: TenantTx, owner: ListOwner, list: ListName): Promise<string> {
  const row = await tx
    .selectFrom('list_versions')
    .select('version')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('list', '=', list)
    .executeTakeFirst();
  // int8: text from node-postgres, a number or bigint from PGlite.
  return row ? String(row.version) : '0';
}
