import { ANY_SUPPLIER, type FabricCatalogue } from '@teamwear/shared/contracts';
import type { TenantTx } from '../db/tenant-scope';
import { notFound } from '../http/errors';

/**
 * A shop's suppliers, the fabrics of one supplier (every supplier for `any` or none) with their
 * colours, and the fabric to start with: the shop's default when it is among them, else the
 * supplier's first fabric.
 */
export async function loadFabricCatalogue(tx: TenantTx, tenantId: string, supplierId: string | undefined): Promise<FabricCatalogue> {
  const suppliers = await tx
    .selectFrom('suppliers')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const requested = supplierId?.toLowerCase();
  const onlySupplier = requested && requested !== ANY_SUPPLIER ? requested : undefined;
  if (onlySupplier && !suppliers.some((supplier) => supplier.id === onlySupplier)) throw notFound('No such supplier');

  let fabricQuery = tx
    .selectFrom('fabrics')
    .select(['id', 'supplier_id', 'name', 'weight_gsm', 'composition', 'is_default'])
    .where('tenant_id', '=', tenantId);
  if (onlySupplier) fabricQuery = fabricQuery.where('supplier_id', '=', onlySupplier);
  const fabrics = await fabricQuery.orderBy('sort_order').orderBy('name').execute();

  const colours =
    fabrics.length === 0
      ? []
      : await tx
          .selectFrom('fabric_colours')
          .select(['id', 'fabric_id', 'name', 'hex'])
          .where('tenant_id', '=', tenantId)
          .where(
            'fabric_id',
            'in',
            fabrics.map((fabric) => fabric.id),
          )
          .orderBy('sort_order')
          .orderBy('name')
          .execute();
  const coloursOf = new Map<string, Array<{ id: string; name: string; hex: string }>>();
  for (const colour of colours) {
    const list = coloursOf.get(colour.fabric_id) ?? [];
    list.push({ id: colour.id, name: colour.name, hex: colour.hex });
    coloursOf.set(colour.fabric_id, list);
  }

  const defaultFabric = fabrics.find((fabric) => fabric.is_default) ?? fabrics[0];
  return {
    suppliers: suppliers.map((supplier) => ({ id: supplier.id, name: supplier.name })),
    fabrics: fabrics.map((fabric) => ({
      id: fabric.id,
      supplierId: fabric.supplier_id,
      name: fabric.name,
      weightGsm: fabric.weight_gsm,
      composition: fabric.composition,
      isDefault: fabric.is_default,
      colours: coloursOf.get(fabric.id) ?? [],
    })),
    defaultFabricId: defaultFabric?.id ?? null,
  };
}
