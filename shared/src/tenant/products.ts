import type { ProductType } from '../contracts/tenant';
import type { DesignSlug } from '@teamwear/design/slugs';

/** Which design editor (/design/<slug>) builds which product type of the catalogue. */
export const SLUG_BY_PRODUCT_TYPE: Record<ProductType, DesignSlug> = {
  SOCCER_KIT: 'soccer',
  POLO_SHIRT: 'polo',
  SLEEVELESS_SHIRT: 'sleeveless',
  OVERSIZED_SHIRT: 'oversizedshirt',
  TSHIRT: 'tshirt',
  HOODIE: 'hoodie',
  BOXY_TSHIRT: 'boxyfit',
  BOXING_TRUNKS: 'boxingtrunk',
};

export const PRODUCT_TYPE_BY_SLUG = Object.fromEntries(
  Object.entries(SLUG_BY_PRODUCT_TYPE).map(([type, slug]) => [slug, type]),
) as Record<DesignSlug, ProductType>;

/** The design editors a shop offers, in catalogue order (docs/product.md §1: only product types
 *  also listed in the tenant's productTypes are offered). */
export function offeredSlugs(productTypes: readonly string[]): DesignSlug[] {
  return (Object.keys(SLUG_BY_PRODUCT_TYPE) as ProductType[])
    .filter((type) => productTypes.includes(type))
    .map((type) => SLUG_BY_PRODUCT_TYPE[type]);
}

export function isOffered(slug: DesignSlug, productTypes: readonly string[]): boolean {
  return productTypes.includes(PRODUCT_TYPE_BY_SLUG[slug]);
}
