import type { ProductType, ShopTemplateEntry } from '@teamwear/shared/contracts';

/** The shop's templates by garment, each garment's in their order, garments in the order they first come. */
export function byGarment(templates: readonly ShopTemplateEntry[]): Array<{ type: ProductType; templates: ShopTemplateEntry[] }> {
  const groups = new Map<ProductType, ShopTemplateEntry[]>();
  for (const template of templates) groups.set(template.type, [...(groups.get(template.type) ?? []), template]);
  return [...groups].map(([type, list]) => ({ type, templates: [...list].sort((a, b) => a.position - b.position) }));
}

/** The ids of a garment's templates with one moved a place up (-1) or down (+1); unchanged at either end. */
export function movedOnePlace(templates: readonly ShopTemplateEntry[], id: string, step: -1 | 1): string[] {
  const ids = templates.map((template) => template.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}
