import { z } from 'zod';
import { fabricAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { ANY_SUPPLIER } from './fabric-suppliers';

/**
 * The fabric catalogue of a shop (`GET /api/fabrics?supplierId=`, no sign-in: a visitor can design).
 * docs/product.md §3: a fabric has a supplier (with an any-supplier option) and there is a default fabric.
 */

export { ANY_SUPPLIER } from './fabric-suppliers';

export const FabricsQuery = z.object({
  supplierId: z
    .string()
    .regex(/^(any|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, `supplierId must be a supplier id or "${ANY_SUPPLIER}"`)
    .optional()
    .describe(`A supplier id, or "${ANY_SUPPLIER}" (the same as leaving it out) for every supplier`),
});
export type FabricsQuery = z.infer<typeof FabricsQuery>;

export const Supplier = z.object({ id: z.uuid(), name: z.string() });
export type Supplier = z.infer<typeof Supplier>;

export const FabricColour = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Lowercase `#rrggbb`. */
  hex: z.string(),
});
export type FabricColour = z.infer<typeof FabricColour>;

export const Fabric = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  name: z.string(),
  /** Grams per square metre. */
  weightGsm: z.number().int().positive(),
  /** E.g. "100% polyester". */
  composition: z.string(),
  /** The shop's default fabric (one per shop). */
  isDefault: z.boolean(),
  colours: z.array(FabricColour),
});
export type Fabric = z.infer<typeof Fabric>;

export const FabricCatalogue = z.object({
  /** Every supplier of the shop, whatever the filter, for the supplier picker. */
  suppliers: z.array(Supplier),
  /** The fabrics of the chosen supplier (all suppliers for `any`), in the shop's order. */
  fabrics: z.array(Fabric),
  /** The shop's default fabric when it is among `fabrics`, else the chosen supplier's first
   *  fabric; null when there are no fabrics. */
  defaultFabricId: z.uuid().nullable(),
});
export type FabricCatalogue = z.infer<typeof FabricCatalogue>;

export const FabricCatalogueResponse = z.object({ data: FabricCatalogue });
export type FabricCatalogueResponse = z.infer<typeof FabricCatalogueResponse>;

/** The shop's fabric catalogue (anonymous; the embedded studio reads it too). */
export const fabricEndpoints = {
  catalogue: defineEndpoint({
    ...fabricAddresses.catalogue,
    query: FabricsQuery,
    responses: { 200: FabricCatalogueResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
};
