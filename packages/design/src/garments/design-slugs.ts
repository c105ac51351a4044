/** Design editor slugs of docs/product.md §2, one per garment: /design/<slug>. */
export const DESIGN_SLUGS = [
  'soccer',
  'polo',
  'sleeveless',
  'oversizedshirt',
  'tshirt',
  'hoodie',
  'boxyfit',
  'boxingtrunk',
] as const;
export type DesignSlug = (typeof DESIGN_SLUGS)[number];

export function isDesignSlug(value: unknown): value is DesignSlug {
  return typeof value === 'string' && (DESIGN_SLUGS as readonly string[]).includes(value);
}
