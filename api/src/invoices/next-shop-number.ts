import { sql } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

interface ShopCounterRow {
  tenant_id: string;
  last_number: number;
}

/** The tables that hold one last number a shop (invoice_counters, receipt_counters, …). */
export type ShopCounterTable = {
  [Table in keyof Database]: Database[Table] extends ShopCounterRow ? (ShopCounterRow extends Database[Table] ? Table : never) : never;
}[keyof Database];

/**
 * The shop's next number in `counterTable` (1, 2, …): one upsert on its counter row, in the
 * caller's transaction, so the number and what it numbers commit together (a rolled-back one
 * leaves no gap) and two at once wait on the row (never one number twice).
 */
export async function nextShopNumber(tx: TenantTx, counterTable: ShopCounterTable, tenantId: string): Promise<number> {
  const row = await tx
    .insertInto(counterTable)
    .values({ tenant_id: tenantId, last_number: 1 })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ last_number: sql<number>`${sql.ref(`${counterTable}.last_number`)} + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}
