import { z } from 'zod';
import { sizeGuideAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { DesignProduct, PRODUCT_TYPES } from './mini/products';
import { PLAYER_SIZE_MAX_LENGTH } from './player-limits';
import { storableText } from './untrusted-input';
import { GarmentSizeGuideResponse, sizeGuideAnswers } from './mini/size-guide';
import { checkSizeGuide, MEASURES, SIZE_GUIDE_MESSAGES } from './size-guide-rules';

/**
 * A garment's size guide (issue 36): the sizes each of its pieces is offered in and their
 * measurements in centimetres. The owner sets it in the back office's catalogue
 * (`PUT /api/provider/catalogue/size-guide`, kept in `tenants.settings.catalogue.sizeGuides`);
 * customers read it in the checkout's size guide (`GET /api/size-guides/:product`), and an order
 * of a size a piece is not offered in is refused. A placed order keeps the sizes it was placed with.
 */
export * from './size-guide-rules';

const Centimetres = z.number({ error: SIZE_GUIDE_MESSAGES.notAMeasure });

/** A size of a piece and its measurements, as the owner's guide is checked; answers hold it as ./mini/size-guide writes it. */
export const SizeGuideRow = z.strictObject({
  size: storableText('The size must be text', { label: 'The size' })
    .min(1, 'The size is required')
    .max(PLAYER_SIZE_MAX_LENGTH, 'This is not one of the shop’s sizes'),
  cm: z.strictObject(
    Object.fromEntries(MEASURES.map((measure) => [measure, Centimetres.optional()])) as Record<(typeof MEASURES)[number], z.ZodOptional<typeof Centimetres>>,
    {
      error: `cm must be an object of ${MEASURES.join(', ')} in centimetres`,
    },
  ),
});
export type SizeGuideRow = z.infer<typeof SizeGuideRow>;

const Rows = z.array(SizeGuideRow, { error: 'A piece’s sizes must be a list of { size, cm }' }).max(60, 'A piece has at most 60 sizes');

/** A garment's guide as the API answers it: written with zod/mini (./mini/size-guide). */
export { GarmentSizeGuide, GarmentSizeGuideResponse } from './mini/size-guide';

/** `PUT /api/provider/catalogue/size-guide`: a garment's whole guide. The shop's sizes are checked by the route. */
export const SizeGuideRequest = z.strictObject({
  productType: z.enum(PRODUCT_TYPES, { error: `productType must be one of ${PRODUCT_TYPES.join(', ')}` }),
  main: Rows,
  shorts: Rows.nullable(),
});
export type SizeGuideRequest = z.infer<typeof SizeGuideRequest>;

/** The rules a request breaks against the shop's sizes, as zod issues (the route adds them to its 400). */
export function sizeGuideFields(request: SizeGuideRequest, shopSizes: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of checkSizeGuide(request.productType, request, shopSizes)) fields[issue.path.join('.')] ??= SIZE_GUIDE_MESSAGES[issue.problem];
  return fields;
}

const publicErrors = { 400: ApiError, 404: ApiError, 429: ApiError } as const;
const providerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const sizeGuideEndpoints = {
  get: defineEndpoint({
    ...sizeGuideAddresses.get,
    params: z.object({ product: DesignProduct }),
    responses: { ...sizeGuideAnswers.get, ...publicErrors },
  }),
  put: defineEndpoint({ ...sizeGuideAddresses.put, body: SizeGuideRequest, responses: { 200: GarmentSizeGuideResponse, 400: ApiError, ...providerErrors } }),
};
