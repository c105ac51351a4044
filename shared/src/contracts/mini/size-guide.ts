import * as z from 'zod/mini';
import { PLAYER_SIZE_MAX_LENGTH } from '../player-limits';
import { MEASURES, SIZE_GUIDE_MESSAGES } from '../size-guide-rules';
import { ProductType } from './products';
import { storableText } from './storable-text';

// A garment's size guide as the API answers it, which the order form checks on its first load: see
// ./index.ts for why it is written with zod/mini.

const Centimetres = z.number({ error: SIZE_GUIDE_MESSAGES.notAMeasure });

/**
 * A size of a piece and its measurements as an answer holds them: ../size-guide SizeGuideRow, the
 * schema the owner's guide is checked with, written with zod/mini (size-guide.test.ts holds the two
 * to the same rows and messages).
 */
export const SizeGuideRow = z.strictObject({
  size: storableText('The size must be text', { label: 'The size' }).check(z.minLength(1, 'The size is required'), z.maxLength(PLAYER_SIZE_MAX_LENGTH, 'This is not one of the shop’s sizes')),
  cm: z.strictObject(Object.fromEntries(MEASURES.map((measure) => [measure, z.optional(Centimetres)])) as Record<(typeof MEASURES)[number], z.ZodMiniOptional<typeof Centimetres>>, {
    error: `cm must be an object of ${MEASURES.join(', ')} in centimetres`,
  }),
});
export type SizeGuideRow = z.infer<typeof SizeGuideRow>;

export const GarmentSizeGuide = z.object({
  productType: ProductType,
  main: z.array(SizeGuideRow),
  shorts: z.nullable(z.array(SizeGuideRow)),
  /** Whether the shop has set this guide; when not, every size is offered and none is measured. */
  measured: z.boolean(),
});
export type GarmentSizeGuide = z.infer<typeof GarmentSizeGuide>;
export const GarmentSizeGuideResponse = z.object({ data: GarmentSizeGuide });
export type GarmentSizeGuideResponse = z.infer<typeof GarmentSizeGuideResponse>;

/** The successful answers of these endpoints, as their declarations (../size-guide.ts) answer them. */
export const sizeGuideAnswers = {
  get: { 200: GarmentSizeGuideResponse },
} as const;
