import { sql } from 'kysely';
import { z } from 'zod';
import { ProductType, TemplateDocument } from '@teamwear/shared/contracts';
import angkorTemplates from './demo-templates/angkor.json';
import mekongTemplates from './demo-templates/mekong.json';
import type { TenantTx } from './tenant-scope';

/**
 * The demo shops' templates: data files under demo-templates/, one per shop, each template a name,
 * a product type and the look it applies (the studio's TemplateDesign: part paints, stripes,
 * patterns, garment options and styled text layers). The designer's unit tests restore every one of
 * them for its garment (remote-designer/src/model/commands/demo-templates.test.ts), so a part or
 * pattern id the studio does not know fails there.
 */

const DemoTemplate = z.object({ name: z.string().min(1), type: ProductType, document: TemplateDocument });
export type DemoTemplate = z.infer<typeof DemoTemplate>;

// Parsed when the API starts: a broken data file stops the seed rather than storing a broken template.
const demoTemplates = (data: unknown): readonly DemoTemplate[] => z.array(DemoTemplate).parse(data);

export const ANGKOR_TEMPLATES = demoTemplates(angkorTemplates);
export const MEKONG_TEMPLATES = demoTemplates(mekongTemplates);

/**
 * A new shop gets its demo templates. A shop seeded before templates had looks still has them with
 * empty documents ('{}'): those are filled in, matched by name and type. A document that is not
 * empty is the shop's own and is never overwritten; nor is a demo template the shop deleted or
 * renamed brought back.
 */
export async function ensureDemoTemplates(tx: TenantTx, tenantId: string, templates: readonly DemoTemplate[], isNewShop: boolean): Promise<number> {
  if (isNewShop) {
    if (templates.length === 0) return 0;
    await tx
      .insertInto('templates')
      .values(
        templates.map((template, index) => ({
          tenant_id: tenantId,
          name: template.name,
          type: template.type,
          document: JSON.stringify(template.document),
          sort_order: index,
        })),
      )
      .execute();
    return templates.length;
  }
  let filled = 0;
  for (const template of templates) {
    const result = await tx
      .updateTable('templates')
      .set({ document: JSON.stringify(template.document) })
      .where('tenant_id', '=', tenantId)
      .where('name', '=', template.name)
      .where('type', '=', template.type)
      .where(sql<boolean>`document = '{}'::jsonb`)
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return filled;
}
