import { migrateDesign, type Design } from '@teamwear/design';
import { SHOP_TEMPLATE_MESSAGES, TemplateDocument, type ProductType, type ShopTemplateEntry } from '@teamwear/shared/contracts';
import { PRODUCT_TYPE_BY_SLUG } from '@teamwear/shared/tenant';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError } from '../http/errors';

const columns = ['id', 'name', 'type', 'document', 'published', 'sort_order', 'created_at'] as const;

interface EntryRow {
  id: string;
  name: string;
  type: string;
  document: Record<string, unknown>;
  published: boolean;
  sort_order: number;
  created_at: Date | string;
}

/** The rows of the shop's templates (of one type, or all), by type, each type in the shop's order. */
async function entryRows(tx: TenantTx, tenantId: string, type?: ProductType): Promise<EntryRow[]> {
  let query = tx.selectFrom('templates').select(columns).where('tenant_id', '=', tenantId);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('type').orderBy('sort_order').orderBy('name').orderBy('id').execute();
}

/** Rows as the back office reads them, each with its place among its garment's templates. */
function toEntries(rows: readonly EntryRow[]): ShopTemplateEntry[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const position = seen.get(row.type) ?? 0;
    seen.set(row.type, position + 1);
    return {
      id: row.id,
      name: row.name,
      type: row.type as ProductType,
      document: row.document,
      published: row.published,
      position,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}

/** Every template of the shop (or of one garment), published or not. */
export async function shopTemplates(tx: TenantTx, tenantId: string, type?: ProductType): Promise<ShopTemplateEntry[]> {
  return toEntries(await entryRows(tx, tenantId, type));
}

/** One of the shop's templates as the back office reads it, or undefined. */
export async function shopTemplate(tx: TenantTx, tenantId: string, id: string): Promise<ShopTemplateEntry | undefined> {
  const row = await tx.selectFrom('templates').select('type').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await shopTemplates(tx, tenantId, row.type as ProductType)).find((entry) => entry.id === id);
}

/** What a template keeps of a design: its look and layers; not the team, the record or the template it came from. */
export function templateDocumentOf(design: Design): Record<string, unknown> {
  const { schemaVersion: _version, product: _product, teamName: _team, template: _template, createdAt: _created, updatedAt: _updated, ...look } = design;
  return look;
}

const cannot = (message: string) => new HttpError(409, 'CONFLICT', message);

/**
 * A design saved by one of the shop's customers, as a template's type and document. 404 when the
 * shop has no such design; 409 when the shop does not offer its garment, it cannot be read, or its
 * look is larger than a template may be (uploaded pictures make a design large).
 */
export async function templateFromDesign(tx: TenantTx, tenant: TenantRow, designId: string): Promise<{ type: ProductType; document: Record<string, unknown>; designName: string } | undefined> {
  const row = await tx.selectFrom('designs').select(['product', 'name', 'document']).where('tenant_id', '=', tenant.id).where('id', '=', designId).executeTakeFirst();
  if (!row) return undefined;
  const type = (PRODUCT_TYPE_BY_SLUG as Record<string, ProductType | undefined>)[row.product];
  if (!type || !tenant.product_types.includes(type)) throw cannot(SHOP_TEMPLATE_MESSAGES.notOffered);
  const migrated = migrateDesign(row.document);
  if (!migrated.ok) throw cannot(SHOP_TEMPLATE_MESSAGES.unreadable);
  const document = templateDocumentOf(migrated.doc);
  const checked = TemplateDocument.safeParse(document);
  if (!checked.success) throw cannot(`${checked.error.issues[0]?.message ?? 'The template document is refused'}: take the uploaded pictures out of the design first.`);
  return { type, document, designName: row.name };
}

/** The next place at the end of a garment's templates. */
export async function nextSortOrder(tx: TenantTx, tenantId: string, type: ProductType): Promise<number> {
  const row = await tx
    .selectFrom('templates')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Puts one garment's templates in the order given, which must name each of them once: a list made
 * from an older page (a template added or removed since) is refused rather than half applied.
 */
export async function reorderTemplates(tx: TenantTx, tenantId: string, type: ProductType, ids: readonly string[]): Promise<{ before: string[]; after: string[]; moved: boolean } | 'mismatch'> {
  const current = await tx
    .selectFrom('templates')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .forUpdate()
    .execute();
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return 'mismatch';
  for (const [index, id] of ids.entries()) {
    await tx.updateTable('templates').set({ sort_order: index }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
  const nameOf = new Map(current.map((row) => [row.id, row.name]));
  return { before: current.map((row) => row.name), after: ids.map((id) => nameOf.get(id) ?? id), moved: ids.some((id, index) => current[index]?.id !== id) };
}
