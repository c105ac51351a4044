import { z } from 'zod';
import { shopBrandAddresses, shopLogoAddress } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { SHOP_LOGO_MAX_BYTES, SOCIAL_LINK_LABELS, SOCIAL_NETWORKS, socialLinkProblem, type SocialNetwork } from './social-links';
import { storableText } from './untrusted-input';

export { SHOP_LOGO_MAX_BYTES, SOCIAL_NETWORKS, socialLinkProblem, type SocialLinks, type SocialNetwork } from './social-links';

/**
 * The shop's brand (`/backoffice/settings`, owners): the name its customers see (page title,
 * header, mail), its colour (the customer app's theme and generated icon), and how to reach it (the
 * contact page), with the address and opening hours in Khmer too. The customer app follows on its
 * next page load.
 */
export const SHOP_NAME_MAX_LENGTH = 80;
const optionalText = (label: string, max: number, lines = false) =>
  storableText(`${label} must be text`, { label, ...(lines ? { lines: 'lines' as const } : {}) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Light or dark: the customer app's theme until a customer picks their own. */
export const BRAND_MODES = ['light', 'dark'] as const;
export const BrandMode = z.enum(BRAND_MODES, { error: 'The mode must be light or dark' });
export type BrandMode = z.infer<typeof BrandMode>;

const socialLinksOf = <T extends z.ZodType>(link: (network: SocialNetwork) => T) =>
  z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link(network)])) as Record<SocialNetwork, T>);

export const ShopBrand = z.object({
  name: z.string(),
  color: z.string(),
  /** Where the logo is served, or null when the shop shows the default one. */
  logo: z.string().nullable(),
  mode: BrandMode,
  social: socialLinksOf(() => z.string().nullable()),
  contact: z.object({
    address: z.string().nullable(),
    hours: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    kh: z.object({ address: z.string().nullable(), hours: z.string().nullable() }),
  }),
});
export type ShopBrand = z.infer<typeof ShopBrand>;
export const ShopBrandResponse = z.object({ data: ShopBrand });

export const ShopBrandRequest = z.object({
  name: storableText('The shop’s name must be text', { label: 'The shop’s name' })
    .trim()
    .min(1, 'The shop’s name is required')
    .max(SHOP_NAME_MAX_LENGTH, `The shop’s name must be at most ${SHOP_NAME_MAX_LENGTH} characters`),
  color: z.string({ error: 'The colour must look like #rrggbb' }).regex(/^#[0-9a-fA-F]{6}$/, 'The colour must look like #rrggbb'),
  contact: z.object({
    address: optionalText('The address', 500, true),
    hours: optionalText('The opening hours', 200, true),
    phone: optionalText('The phone number', 40),
    email: z.email('The e-mail must be an e-mail address').max(254, 'The e-mail must be at most 254 characters').nullable().or(z.literal('').transform(() => null)),
    kh: z.object({ address: optionalText('The address in Khmer', 500, true), hours: optionalText('The opening hours in Khmer', 200, true) }),
  }),
  /** Left out: kept as it is (a back office from before the mode and links sends neither). */
  mode: BrandMode.optional(),
  social: socialLinksOf((network) =>
    storableText(`${SOCIAL_LINK_LABELS[network]} must be text`, { label: SOCIAL_LINK_LABELS[network] })
      .trim()
      .nullable()
      .transform((value) => (value === '' ? null : value))
      .superRefine((value, check) => {
        const problem = value === null ? null : socialLinkProblem(network, value);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      })
      .optional()
      .transform((value) => value ?? null),
  ).optional(),
});
export type ShopBrandRequest = z.input<typeof ShopBrandRequest>;

/** Where the shop's uploaded logo is served (whoami's `logo` names it with its version). */
export const SHOP_LOGO_PATH = shopLogoAddress.path;

const SHOP_LOGO_MAX_DATA_URL = Math.ceil(SHOP_LOGO_MAX_BYTES / 3) * 4 + 'data:image/svg+xml;base64,'.length;

/** The logo as a base64 data URL of a PNG, JPEG, WebP or SVG picture, as the shop's other pictures. */
export const ShopLogoUpload = z.object({
  picture: z
    .string({ error: 'The logo must be a picture' })
    .max(SHOP_LOGO_MAX_DATA_URL, 'The logo must be at most 512 KB')
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/, 'The logo must be a PNG, JPEG, WebP or SVG picture'),
});
export type ShopLogoUpload = z.infer<typeof ShopLogoUpload>;

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const shopBrandEndpoints = {
  get: defineEndpoint({ ...shopBrandAddresses.get, responses: { 200: ShopBrandResponse, ...errors } }),
  put: defineEndpoint({ ...shopBrandAddresses.put, body: ShopBrandRequest, responses: { 200: ShopBrandResponse, 400: ApiError, ...errors } }),
  putLogo: defineEndpoint({ ...shopBrandAddresses.putLogo, body: ShopLogoUpload, responses: { 200: ShopBrandResponse, 400: ApiError, 413: ApiError, ...errors } }),
  deleteLogo: defineEndpoint({ ...shopBrandAddresses.deleteLogo, responses: { 200: ShopBrandResponse, ...errors } }),
};
