import { recordAudit } from '../audit/audit-log';
import { changeFeedOf } from '../db/change-feed';
import type { Db, TenantRow } from '../db/schema';
import { notFound } from '../http/errors';

/** What one change writes to the shop's row: its settings, and any of its own columns (the brand's name and colour). */
export interface ShopRowChange {
  settings: Record<string, unknown>;
  columns?: Partial<Pick<TenantRow, 'name' | 'palette_color'>>;
}

export interface ShopSettingsChange {
  tenantId: string;
  /** The team member who makes the change (the audit log names them). */
  actorId: string;
  /** The audit entry's action, e.g. 'payments.changed'. */
  action: string;
  /** The row to write from the row as stored now (locked); throw an ApiError to refuse. */
  change: (tenant: TenantRow) => ShopRowChange;
  /** What the audit log keeps of the change, from the row before and after it. */
  audit: (before: TenantRow, after: TenantRow) => { before: unknown; after: unknown };
}

/**
 * Changes one part of the shop's own settings as every settings page does: the row read as stored
 * now and locked (the request's shop may be a cached copy from before another change), the new row
 * written with its audit entry in one transaction, then every API instance told to forget its
 * cached shop (the change feed), so the next request reads the change. Answers the row written.
 */
export async function changeShopSettings(db: Db, { tenantId, actorId, action, change, audit }: ShopSettingsChange): Promise<TenantRow> {
  const updated = await db.transaction().execute(async (trx) => {
    const tenant = await trx.selectFrom('tenants').selectAll().where('id', '=', tenantId).forUpdate().executeTakeFirst();
    if (!tenant) throw notFound('No such shop');
    const next = change(tenant);
    const row = await trx
      .updateTable('tenants')
      .set({ ...next.columns, settings: JSON.stringify(next.settings) })
      .where('id', '=', tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { tenantId, actorId, area: 'settings', action, subject: null, ...audit(tenant, row) });
    return row;
  });
  changeFeedOf(db).emit({ kind: 'tenants' });
  return updated;
}

/** The shop's row as stored now (the request's may be a cached copy from before a change). */
export async function currentShopRow(db: Db, tenantId: string): Promise<TenantRow> {
  const tenant = await db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw notFound('No such shop');
  return tenant;
}
