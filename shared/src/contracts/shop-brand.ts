import { z } from 'zod';
import { shopBrandAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { storableText } from './untrusted-input';

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

export const ShopBrand = z.object({
  name: z.string(),
  color: z.string(),
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
});
export type ShopBrandRequest = z.input<typeof ShopBrandRequest>;

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const shopBrandEndpoints = {
  get: defineEndpoint({ ...shopBrandAddresses.get, responses: { 200: ShopBrandResponse, ...errors } }),
  put: defineEndpoint({ ...shopBrandAddresses.put, body: ShopBrandRequest, responses: { 200: ShopBrandResponse, 400: ApiError, ...errors } }),
};
