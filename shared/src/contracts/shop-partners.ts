import { z } from 'zod';
import { shopPartnerAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { storableText } from './untrusted-input';
import { checkPartnerOrigins, PARTNER_ORIGIN_MAX_LENGTH, PARTNER_ORIGIN_MESSAGES, PARTNER_ORIGINS_MAX, TOO_MANY_PARTNER_ORIGINS } from './partner-origin-rules';

export * from './partner-origin-rules';

/**
 * The shop's partner sites (`/backoffice/settings`, owners): the origins whose pages may embed its
 * studio, and the public key those pages name the shop with (`Teamwear.mount({ shop })`, sent as
 * `X-Shop-Key`). A rotated key leaves the one before working for a grace period (and the shop's
 * slug, which partner pages passed before shops had keys, until the first rotation's grace ends).
 */
export const ShopKeyStillTaken = z.object({
  key: z.string(),
  /** When it stops working (ISO); null: the slug, kept until the shop first rotates its key. */
  stopsAt: z.string().nullable(),
});
export type ShopKeyStillTaken = z.infer<typeof ShopKeyStillTaken>;

export const ShopPartners = z.object({
  allowedOrigins: z.array(z.string()),
  key: z.string(),
  /** Keys partner pages may still pass besides `key`, soonest to stop first. */
  oldKeys: z.array(ShopKeyStillTaken),
});
export type ShopPartners = z.infer<typeof ShopPartners>;
export const ShopPartnersResponse = z.object({ data: ShopPartners });

export const ShopPartnersRequest = z
  .object({
    allowedOrigins: z
      .array(storableText('Each partner site must be an address', { label: 'A partner site' }).max(PARTNER_ORIGIN_MAX_LENGTH, PARTNER_ORIGIN_MESSAGES.tooLong), { error: 'allowedOrigins must be a list of addresses' })
      .max(PARTNER_ORIGINS_MAX, TOO_MANY_PARTNER_ORIGINS),
  })
  .superRefine((body, ctx) => {
    // The same rules the back office's form checks as the owner types, each on its row.
    for (const row of checkPartnerOrigins(body.allowedOrigins).problems) {
      ctx.addIssue({ code: 'custom', path: ['allowedOrigins', row.index], message: PARTNER_ORIGIN_MESSAGES[row.problem] });
    }
  })
  .transform((body) => ({ allowedOrigins: checkPartnerOrigins(body.allowedOrigins).origins }));
export type ShopPartnersRequest = z.input<typeof ShopPartnersRequest>;

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const shopPartnerEndpoints = {
  get: defineEndpoint({ ...shopPartnerAddresses.get, responses: { 200: ShopPartnersResponse, ...errors } }),
  put: defineEndpoint({ ...shopPartnerAddresses.put, body: ShopPartnersRequest, responses: { 200: ShopPartnersResponse, 400: ApiError, ...errors } }),
  rotateKey: defineEndpoint({ ...shopPartnerAddresses.rotateKey, responses: { 200: ShopPartnersResponse, ...errors } }),
};
