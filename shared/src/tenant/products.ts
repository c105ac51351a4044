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

/** The design editors a shop offers, in the order the shop shows them (its productTypes, which
 *  its back office's catalogue orders); names the catalogue does not know are skipped. */
export function offeredSlugs(productTypes: readonly string[]): DesignSlug[] {
  const known = productTypes.filter((type): type is ProductType => Object.hasOwn(SLUG_BY_PRODUCT_TYPE, type));
  return [...new Set(known)].map((type) => SLUG_BY_PRODUCT_TYPE[type]);
}

export function isOffered(slug: DesignSlug, productTypes: readonly string[]): boolean {
  return productTypes.includes(PRODUCT_TYPE_BY_SLUG[slug]);
}
