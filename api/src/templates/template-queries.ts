import { ProductType, type ShopTemplate } from '@teamwear/shared/contracts';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

type TemplateRow = { id: string; name: string; type: string; document: Record<string, unknown> };

function toTemplate(row: TemplateRow): ShopTemplate {
  return { id: row.id, name: row.name, type: row.type as ProductType, document: row.document };
}

/** The product types the shop offers: a template of any other type is not shown (as in whoami). */
function offeredTypes(tenant: TenantRow): ProductType[] {
  return tenant.product_types.filter((type): type is ProductType => ProductType.safeParse(type).success);
}

const columns = ['id', 'name', 'type', 'document'] as const;

/** The shop's published templates of one product type, in the shop's order; none for a type it does not offer. */
export async function listTemplates(tx: TenantTx, tenant: TenantRow, type: ProductType): Promise<ShopTemplate[]> {
  if (!offeredTypes(tenant).includes(type)) return [];
  const rows = await tx
    .selectFrom('templates')
    .select(columns)
    .where('tenant_id', '=', tenant.id)
    .where('type', '=', type)
    .where('published', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map(toTemplate);
}

/** One published template of the shop, or undefined (another shop's, unpublished, a product it does not offer, or none). */
export async function findTemplate(tx: TenantTx, tenant: TenantRow, id: string): Promise<ShopTemplate | undefined> {
  const row = await tx.selectFrom('templates').select(columns).where('tenant_id', '=', tenant.id).where('id', '=', id).where('published', '=', true).executeTakeFirst();
  if (!row || !offeredTypes(tenant).includes(row.type as ProductType)) return undefined;
  return toTemplate(row);
}
