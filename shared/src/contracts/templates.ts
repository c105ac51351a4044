import { z } from 'zod';
import { serialisedBytes } from './designs';
import { PRODUCT_TYPES, ProductType } from './tenant';
import { shopTemplateAddresses, templateAddresses } from './addresses';
import { storableText } from './untrusted-input';
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

/** A template's name as the shop's team types it. */
export const TEMPLATE_NAME_MAX_LENGTH = 80;
const TemplateName = storableText('name must be text', { label: 'name' })
  .trim()
  .min(1, 'name is required')
  .max(TEMPLATE_NAME_MAX_LENGTH, `name is at most ${TEMPLATE_NAME_MAX_LENGTH} characters`);

/** One of the shop's templates as its team manages it: published or not, its place in its garment's list. */
export const ShopTemplateEntry = ShopTemplate.extend({
  /** Customers see it (the studio's Templates panel); false while the team prepares it. */
  published: z.boolean(),
  /** Its place among its garment's templates, from 0 (the order customers see). */
  position: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ShopTemplateEntry = z.infer<typeof ShopTemplateEntry>;

/** `GET /api/provider/templates?type=`: every template of the shop (or of one garment), by garment, in order. */
export const ShopTemplatesQuery = z.object({
  type: z.enum(PRODUCT_TYPES, { error: `type must be one of ${PRODUCT_TYPES.join(', ')}` }).optional().describe('Only this product type'),
});
export const ShopTemplateListResponse = z.object({ data: z.array(ShopTemplateEntry) });
export type ShopTemplateListResponse = z.infer<typeof ShopTemplateListResponse>;
export const ShopTemplateEntryResponse = z.object({ data: ShopTemplateEntry });

/**
 * `POST /api/provider/templates`: a template made from a design a customer of the shop saved in the
 * studio. The API reads the design itself and keeps its look (colours, stripes, pattern, options,
 * layers), not its team name; it starts unpublished unless `published` says otherwise, last of its garment.
 */
export const CreateShopTemplate = z.object({
  designId: z.uuid({ error: 'designId must be a design id' }),
  name: TemplateName,
  published: z.boolean({ error: 'published must be true or false' }).default(false),
});
export type CreateShopTemplate = z.input<typeof CreateShopTemplate>;

/** `PATCH /api/provider/templates/:id`: rename, publish or unpublish (what is left out stays). */
export const ChangeShopTemplate = z
  .object({
    name: TemplateName.optional(),
    published: z.boolean({ error: 'published must be true or false' }).optional(),
  })
  .refine((change) => change.name !== undefined || change.published !== undefined, { message: 'give a name or published' });
export type ChangeShopTemplate = z.infer<typeof ChangeShopTemplate>;

/** `PUT /api/provider/templates/order`: one garment's templates, every one of them, in their new order. */
export const ReorderShopTemplates = z.object({
  type: z.enum(PRODUCT_TYPES, { error: `type must be one of ${PRODUCT_TYPES.join(', ')}` }),
  ids: z.array(z.uuid({ error: 'ids must be template ids' }), { error: 'ids must be a list of template ids' }).max(500, 'at most 500 templates'),
});
export type ReorderShopTemplates = z.infer<typeof ReorderShopTemplates>;

export const ShopTemplateParams = z.object({ id: z.uuid({ error: 'No such template' }) });

/** What the API answers when a design cannot become a template. */
export const SHOP_TEMPLATE_MESSAGES = {
  notOffered: 'The shop does not offer this garment: offer it in the catalogue first.',
  unreadable: 'This design cannot be read as a template (it was saved by a newer studio or is damaged).',
  reorderMismatch: "ids must list every template of this garment once, and only those",
} as const;

const providerErrors = { 401: ApiError, 403: ApiError, 429: ApiError } as const;

/** The shop's templates in its back office (a provider token, permission `templates`). */
export const shopTemplateEndpoints = {
  list: defineEndpoint({
    ...shopTemplateAddresses.list,
    query: ShopTemplatesQuery,
    responses: { 200: ShopTemplateListResponse, 400: ApiError, ...providerErrors },
  }),
  create: defineEndpoint({
    ...shopTemplateAddresses.create,
    body: CreateShopTemplate,
    responses: { 201: ShopTemplateEntryResponse, 400: ApiError, 404: ApiError, 409: ApiError, ...providerErrors },
  }),
  change: defineEndpoint({
    ...shopTemplateAddresses.change,
    params: ShopTemplateParams,
    body: ChangeShopTemplate,
    responses: { 200: ShopTemplateEntryResponse, 400: ApiError, 404: ApiError, ...providerErrors },
  }),
  remove: defineEndpoint({
    ...shopTemplateAddresses.remove,
    params: ShopTemplateParams,
    responses: { 204: z.null(), 400: ApiError, 404: ApiError, ...providerErrors },
  }),
  reorder: defineEndpoint({
    ...shopTemplateAddresses.reorder,
    body: ReorderShopTemplates,
    responses: { 200: ShopTemplateListResponse, 400: ApiError, 409: ApiError, ...providerErrors },
  }),
};
