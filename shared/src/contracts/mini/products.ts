import * as z from 'zod/mini';
import { DESIGN_SLUGS } from '@teamwear/design/slugs';

/** Every product the studio knows; a tenant offers a subset (`productTypes`). */
export const PRODUCT_TYPES = [
  'SOCCER_KIT',
  'POLO_SHIRT',
  'SLEEVELESS_SHIRT',
  'OVERSIZED_SHIRT',
  'TSHIRT',
  'HOODIE',
  'BOXY_TSHIRT',
  'BOXING_TRUNKS',
] as const;
export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

/** The garment a design is drawn on (its studio slug). */
export const DesignProduct = z.enum(DESIGN_SLUGS, { error: `Product must be one of ${DESIGN_SLUGS.join(', ')}` });
export type DesignProduct = z.infer<typeof DesignProduct>;
