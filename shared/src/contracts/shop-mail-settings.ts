import { z } from 'zod';
import { shopMailSettingsAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * Where the shop's own mail goes (`/api/provider/settings/mail`, a shop administrator's provider
 * token; `npm run provider -- settings order-mail …`). `newOrdersTo` is the address a new order is
 * mailed to: the shop's own setting, else its contact address; null when it has neither.
 */
export const ShopMailSettings = z.object({
  newOrdersTo: z.string().nullable(),
  /** Whether `newOrdersTo` is the shop's contact address because the shop set none of its own. */
  newOrdersToIsContactEmail: z.boolean(),
});
export type ShopMailSettings = z.infer<typeof ShopMailSettings>;
export const ShopMailSettingsResponse = z.object({ data: ShopMailSettings });

/** An address to mail new orders to, or null to mail them to the shop's contact address again. */
export const ShopMailSettingsRequest = z.object({
  newOrdersTo: z.email('newOrdersTo must be an email address').max(254, 'newOrdersTo must be at most 254 characters').nullable(),
});
export type ShopMailSettingsRequest = z.infer<typeof ShopMailSettingsRequest>;

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const shopMailSettingsEndpoints = {
  get: defineEndpoint({ ...shopMailSettingsAddresses.get, responses: { 200: ShopMailSettingsResponse, ...errors } }),
  put: defineEndpoint({
    ...shopMailSettingsAddresses.put,
    body: ShopMailSettingsRequest,
    responses: { 200: ShopMailSettingsResponse, 400: ApiError, ...errors },
  }),
};
