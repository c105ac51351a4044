import { z } from 'zod';
import { tenantAddresses } from './addresses';
import { ProductType } from './mini/products';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

export { PRODUCT_TYPES, ProductType } from './mini/products';

/** `#rrggbb`. */
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #rrggbb');
export type HexColor = z.infer<typeof HexColor>;

export const TenantTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ProductType,
});
export type TenantTemplate = z.infer<typeof TenantTemplate>;

export const TenantSettings = z.object({
  homepage: z.object({
    theme: z.object({
      /** `mode`: the shop's light or dark theme (issue 36); an API from before sends none (light). */
      palette: z.object({ color: HexColor, mode: z.enum(['light', 'dark']).optional() }),
    }),
  }),
});
export type TenantSettings = z.infer<typeof TenantSettings>;

/** The shop's own words on its contact page (address, opening hours) in one more language; null where it gives none. */
export const ShopContactWords = z.object({
  address: z.string().nullable(),
  hours: z.string().nullable(),
});
export type ShopContactWords = z.infer<typeof ShopContactWords>;

/** How to reach the shop (its contact page), from `settings.contact`; null where the shop gives none. */
export const ShopContact = z.object({
  address: z.string().nullable(),
  /** Opening hours, as the shop writes them. */
  hours: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /**
   * The address and hours as the shop writes them in Khmer (`settings.contact.translations.kh`): a
   * page in Khmer shows these, and the ones above where they are null. Optional: an API or shell
   * from before it sends none, and the page then shows the ones above.
   */
  translations: z.object({ kh: ShopContactWords }).optional(),
});
export type ShopContact = z.infer<typeof ShopContact>;

/** The tenant as the browser sees it at start-up (`GET /whoami`). */
export const Tenant = z.object({
  id: z.uuid(),
  name: z.string(),
  /** An image URL or `data:` URI; null means "show the default logo". */
  logo: z.string().nullable(),
  settings: TenantSettings,
  productTypes: z.array(ProductType),
  templates: z.array(TenantTemplate),
  contact: ShopContact,
  /**
   * The shop's social links (Facebook, Instagram, TikTok, Telegram, YouTube, website), each an https
   * address or null. Optional: an API from before sends none.
   */
  social: z
    .object({
      facebook: z.string().nullable(),
      instagram: z.string().nullable(),
      tiktok: z.string().nullable(),
      telegram: z.string().nullable(),
      youtube: z.string().nullable(),
      website: z.string().nullable(),
    })
    .optional(),
});
export type Tenant = z.infer<typeof Tenant>;

export const WhoamiResponse = z.object({ data: Tenant });
export type WhoamiResponse = z.infer<typeof WhoamiResponse>;

/** The shop the host (or the embed's shop key) names; also served at /api/whoami (hidden). */
export const tenantEndpoints = {
  whoami: defineEndpoint({
    ...tenantAddresses.whoami,
    responses: { 200: WhoamiResponse, 304: z.null().describe('Not modified'), 404: ApiError, 429: ApiError },
  }),
  /** The shop's icon (its first letter on its colour), which index.html links as the page's icon. */
  favicon: defineEndpoint({
    ...tenantAddresses.favicon,
    responses: { 200: z.unknown().describe('The icon (image/png)'), 404: ApiError, 429: ApiError },
  }),
  /** The same icon where browsers (a page without its link, e.g. a PDF) and crawlers look for one
   *  by themselves: a PNG, which every browser accepts at this address too. */
  faviconIco: defineEndpoint({
    ...tenantAddresses.faviconIco,
    responses: { 200: z.unknown().describe('The icon (image/png)'), 404: ApiError, 429: ApiError },
  }),
};
