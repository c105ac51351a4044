import type { ListVersionTable, ShopListVersionTable } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/** The customers' lists that carry a version (migration 0015 keeps them). */
export type ListName = ListVersionTable['list'];
/** The shop's own lists that carry a version: all its orders, for its team (migration 0020). */
export type ShopListName = ShopListVersionTable['list'];

/** Whose list: one customer of one shop. */
export interface CustomerListOwner {
  tenantId: string;
  userId: string;
}

/** Whose list: the whole shop (every customer's rows, as its team reads them). */
export interface ShopListOwner {
  tenantId: string;
  userId?: never;
}

export type ListOwner = CustomerListOwner | ShopListOwner;

/** A list and whose it is: a customer's own, or one of the shop's. */
export type ListOf = { owner: CustomerListOwner; list: ListName } | { owner: ShopListOwner; list: ShopListName };

export function isShopList(of: ListOf): of is { owner: ShopListOwner; list: ShopListName } {
  return of.owner.userId === undefined;
}

/**
 * The version of a list as the database has it now: a number that changes in the same transaction
 * as any of the list's rows (triggers of migrations 0015 and 0020), never to a value it had before.
 * "0" for a list none of whose rows changed since its migration.
 */
export async function readListVersion(tx: TenantTx, of: ListOf): Promise<string> {
  const row = isShopList(of)
    ? await tx.selectFrom('shop_list_versions').select('version').where('tenant_id', '=', of.owner.tenantId).where('list', '=', of.list).executeTakeFirst()
    : await tx
        .selectFrom('list_versions')
        .select('version')
        .where('tenant_id', '=', of.owner.tenantId)
        .where('user_id', '=', of.owner.userId)
        .where('list', '=', of.list)
        .executeTakeFirst();
  // int8: text from node-postgres, a number or bigint from PGlite.
  return row ? String(row.version) : '0';
}
