import type { TenantTx } from './tenant-scope';

export interface DemoFabric {
  name: string;
  weightGsm: number;
  composition: string;
  isDefault?: boolean;
  colours: Array<[name: string, hex: string]>;
}

export interface DemoSupplier {
  name: string;
  fabrics: DemoFabric[];
}

const whiteBlackNavy: Array<[string, string]> = [
  ['White', '#ffffff'],
  ['Black', '#111827'],
  ['Navy', '#1e3a8a'],
];

/** Angkor Athletics: three suppliers, six fabrics, the mesh is the default. */
export const ANGKOR_FABRICS: DemoSupplier[] = [
  {
    name: 'Phnom Penh Textile Mills',
    fabrics: [
      {
        name: 'Cool Mesh Pro',
        weightGsm: 140,
        composition: '100% polyester',
        isDefault: true,
        colours: [...whiteBlackNavy, ['Emerald', '#059669'], ['Royal Red', '#b91c1c'], ['Sun Yellow', '#facc15']],
      },
      {
        name: 'Dri-Fit Interlock',
        weightGsm: 160,
        composition: '100% polyester',
        colours: [...whiteBlackNavy, ['Sky Blue', '#38bdf8'], ['Orange', '#ea580c']],
      },
    ],
  },
  {
    name: 'Siam Sportex',
    fabrics: [
      {
        name: 'Pique Cotton Blend',
        weightGsm: 200,
        composition: '60% cotton, 40% polyester',
        colours: [...whiteBlackNavy, ['Heather Grey', '#9ca3af'], ['Bottle Green', '#14532d']],
      },
      {
        name: 'Airflow Jacquard',
        weightGsm: 150,
        composition: '92% polyester, 8% elastane',
        colours: [['White', '#ffffff'], ['Black', '#111827'], ['Purple', '#7c3aed'], ['Teal', '#0d9488']],
      },
    ],
  },
  {
    name: 'Saigon Knit Co.',
    fabrics: [
      {
        name: 'Heavy Fleece',
        weightGsm: 320,
        composition: '80% cotton, 20% polyester',
        colours: [['Charcoal', '#374151'], ['Black', '#111827'], ['Navy', '#1e3a8a'], ['Sand', '#d6c7a1']],
      },
      {
        name: 'Bamboo Jersey',
        weightGsm: 180,
        composition: '70% bamboo viscose, 30% cotton',
        colours: [['White', '#ffffff'], ['Stone', '#e7e5e4'], ['Olive', '#4d7c0f'], ['Dusty Pink', '#f9a8d4']],
      },
    ],
  },
];

/** Mekong Sportswear: two suppliers, five fabrics, the jersey is the default. */
export const MEKONG_FABRICS: DemoSupplier[] = [
  {
    name: 'Mekong Weaving Cooperative',
    fabrics: [
      {
        name: 'River Jersey',
        weightGsm: 150,
        composition: '100% recycled polyester',
        isDefault: true,
        colours: [...whiteBlackNavy, ['Mekong Blue', '#1d4ed8'], ['Lotus Pink', '#ec4899']],
      },
      {
        name: 'Monsoon Mesh',
        weightGsm: 130,
        composition: '100% polyester',
        colours: [['White', '#ffffff'], ['Black', '#111827'], ['Lime', '#84cc16'], ['Red', '#dc2626']],
      },
      {
        name: 'Delta Pique',
        weightGsm: 210,
        composition: '65% cotton, 35% polyester',
        colours: [...whiteBlackNavy, ['Maroon', '#7f1d1d']],
      },
    ],
  },
  {
    name: 'Bangkok Performance Fabrics',
    fabrics: [
      {
        name: 'Stretch Performance',
        weightGsm: 170,
        composition: '88% polyester, 12% spandex',
        colours: [['Black', '#111827'], ['Graphite', '#4b5563'], ['Electric Blue', '#2563eb'], ['Volt', '#d9f99d']],
      },
      {
        name: 'Cotton Fleece',
        weightGsm: 300,
        composition: '80% cotton, 20% polyester',
        colours: [['Heather Grey', '#9ca3af'], ['Navy', '#1e3a8a'], ['Forest', '#166534'], ['Cream', '#fef3c7']],
      },
    ],
  },
];

/** Creates a shop's suppliers, fabrics and colours when it has no supplier yet; true when it did. */
export async function ensureDemoFabrics(tx: TenantTx, tenantId: string, catalogue: DemoSupplier[]): Promise<boolean> {
  const existing = await tx.selectFrom('suppliers').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  if (existing) return false;
  let fabricOrder = 0;
  for (const [supplierOrder, supplier] of catalogue.entries()) {
    const { id: supplierId } = await tx
      .insertInto('suppliers')
      .values({ tenant_id: tenantId, name: supplier.name, sort_order: supplierOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const fabric of supplier.fabrics) {
      const { id: fabricId } = await tx
        .insertInto('fabrics')
        .values({
          tenant_id: tenantId,
          supplier_id: supplierId,
          name: fabric.name,
          weight_gsm: fabric.weightGsm,
          composition: fabric.composition,
          is_default: fabric.isDefault ?? false,
          sort_order: fabricOrder++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('fabric_colours')
        .values(fabric.colours.map(([name, hex], index) => ({ tenant_id: tenantId, fabric_id: fabricId, name, hex, sort_order: index })))
        .execute();
    }
  }
  return true;
}
