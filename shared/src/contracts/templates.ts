import { z } from 'zod';
import { serialisedBytes } from './designs';
import { PRODUCT_TYPES, ProductType } from './tenant';
import { templateAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * A shop's design templates (`/api/templates`, no sign-in: a visitor can design). docs/product.md §1:
 * templates are filtered by matching their type to a requested product type.
 *
 * The document is the look a template gives (remote-designer `model/commands/template.ts`,
 * `TemplateDesign`: part colours, stripes, pattern, garment options, layers). As with saved designs,
 * the API passes it through as a JSON object and checks only its size: the studio reads it
 * leniently (restoreLook / restoreLayers), so the full schema lives in one place, the designer.
 */

/** The serialised template document (UTF-8 JSON) may be at most this many bytes: a template is a
 *  look and a few styled texts, not uploaded pictures. */
export const TEMPLATE_DOCUMENT_MAX_BYTES = 64 * 1024;

const kib = (bytes: number) => Math.ceil(bytes / 1024);

export const TemplateDocument = z
  .record(z.string(), z.unknown(), { error: 'The template document must be a JSON object' })
  .superRefine((document, ctx) => {
    const bytes = serialisedBytes(document);
    if (bytes > TEMPLATE_DOCUMENT_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: `The template document is too large (${kib(bytes)} KiB); at most ${kib(TEMPLATE_DOCUMENT_MAX_BYTES)} KiB` });
    }
  });
export type TemplateDocument = z.infer<typeof TemplateDocument>;

/** `GET /api/templates?type=SOCCER_KIT`: the shop's templates for one product type. */
export const TemplatesQuery = z.object({
  type: z
    .enum(PRODUCT_TYPES, { error: (issue) => (issue.input === undefined ? 'type is required' : `type must be one of ${PRODUCT_TYPES.join(', ')}`) })
    .describe('The product type code, e.g. SOCCER_KIT'),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuery>;

/** A template of the shop with the look it applies. */
export const ShopTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ProductType,
  document: TemplateDocument,
});
export type ShopTemplate = z.infer<typeof ShopTemplate>;

/** In the shop's order (`sort_order`, then name). */
export const TemplateListResponse = z.object({ data: z.array(ShopTemplate) });
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

export const TemplateResponse = z.object({ data: ShopTemplate });
export type TemplateResponse = z.infer<typeof TemplateResponse>;

/** The path of one template. */
export const TemplateParams = z.object({ id: z.string().max(64).describe('The template id') });

/** The shop's templates (anonymous; the embedded studio reads them too). */
export const templateEndpoints = {
  list: defineEndpoint({
    ...templateAddresses.list,
    query: TemplatesQuery,
    responses: { 200: TemplateListResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  read: defineEndpoint({
    ...templateAddresses.read,
    params: TemplateParams,
    responses: { 200: TemplateResponse, 404: ApiError, 429: ApiError },
  }),
};
