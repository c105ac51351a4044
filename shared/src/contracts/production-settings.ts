import { z } from 'zod';
import { storableText } from './untrusted-input';
import { NamedColour, PrintAreaCm, PrintSide } from '@teamwear/design/print';
import { DESIGN_SLUGS } from '@teamwear/design/slugs';
import { productionSettingsAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * The shop's production settings (issue 20), set by its administrators through the provider API
 * (`GET`/`PUT /api/provider/production/settings`) and the provider CLI: the ink or thread list the
 * proof names the nearest of for each colour, and its own print areas per garment, size and side in
 * cm. Unset, the shop prints with DEFAULT_INKS and the catalogue's graded print areas.
 */

export const MAX_INKS = 500;
/** Rows of print areas a shop may set: every garment × 15 sizes × 5 sides, with room to spare. */
export const MAX_PRINT_AREAS = 1000;

/** The shop's inks, each named once (the proof names an ink; two of one name would be ambiguous). */
/** An ink as the shop sends it: its name is shown in the proof and the CLI, so no control character. */
const InkInput = NamedColour.extend({
  name: storableText({ error: 'An ink needs a name' }, { label: 'An ink’s name' }).trim().min(1, 'An ink needs a name').max(60, 'An ink’s name is at most 60 characters'),
});

export const InkList = z
  .array(InkInput, { error: 'inks must be a list of { name, hex }' })
  .min(1, 'Give at least one ink, or null to print with the default list')
  .max(MAX_INKS, `A shop has at most ${MAX_INKS} inks`)
  .superRefine((inks, context) => {
    const seen = new Set<string>();
    inks.forEach((ink, index) => {
      const key = ink.name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `Two inks are named "${ink.name}": give each its own name` });
      seen.add(key);
    });
  });

const GarmentSlug = z.enum(DESIGN_SLUGS, { error: `garment must be one of ${DESIGN_SLUGS.join(', ')}` });

/**
 * One print area the shop sets: a garment's side at a size, in cm. Whether the garment has that
 * side is the API's check (the sides are read from the garment catalogue, which the pages that
 * load these contracts do not need), as is whether the size is on the shop's chart.
 */
export const PrintAreaSetting = z
  .object({
    garment: GarmentSlug,
    size: storableText({ error: 'size is required' }, { label: 'size' }).trim().min(1, 'size is required').max(10, 'A size is at most 10 characters'),
    side: PrintSide,
  })
  .extend(PrintAreaCm.shape);
export type PrintAreaSetting = z.infer<typeof PrintAreaSetting>;

export const PrintAreaList = z
  .array(PrintAreaSetting, { error: 'printAreas must be a list of { garment, size, side, widthCm, heightCm }' })
  .max(MAX_PRINT_AREAS, `A shop sets at most ${MAX_PRINT_AREAS} print areas`)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = `${row.garment} ${row.size} ${row.side}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: `The print area of ${key} is given twice` });
      seen.add(key);
    });
  });

/**
 * `PUT /api/provider/production/settings`: what is given replaces the shop's list; `null` puts the
 * default back (the default inks, the catalogue's print areas); what is left out stays as it is.
 */
export const ProductionSettingsRequest = z
  .object({
    inks: InkList.nullable().optional(),
    printAreas: PrintAreaList.nullable().optional(),
  })
  .refine((body) => body.inks !== undefined || body.printAreas !== undefined, { message: 'Send inks, printAreas or both (null puts the default back)' });
export type ProductionSettingsRequest = z.input<typeof ProductionSettingsRequest>;

/** A print area as the shop prints it: its own figure (`shopSet`) or the catalogue's, graded for the size. */
export const PrintAreaInUse = z.object({
  garment: z.enum(DESIGN_SLUGS),
  size: z.string(),
  side: PrintSide,
  widthCm: z.number(),
  heightCm: z.number(),
  shopSet: z.boolean(),
});
export type PrintAreaInUse = z.infer<typeof PrintAreaInUse>;

export const ProductionSettings = z.object({
  inks: z.array(NamedColour),
  /** True while the shop prints with the default list (it set none). */
  inksAreDefault: z.boolean(),
  /** Every side of every garment the shop sells at every size of its chart, as it prints. */
  printAreas: z.array(PrintAreaInUse),
});
export type ProductionSettings = z.infer<typeof ProductionSettings>;
export const ProductionSettingsResponse = z.object({ data: ProductionSettings });
export type ProductionSettingsResponse = z.infer<typeof ProductionSettingsResponse>;

const signedInErrors = { 401: ApiError, 403: ApiError, 429: ApiError } as const;

export const productionSettingsEndpoints = {
  get: defineEndpoint({
    ...productionSettingsAddresses.get,
    responses: { 200: ProductionSettingsResponse, ...signedInErrors },
  }),
  put: defineEndpoint({
    ...productionSettingsAddresses.put,
    body: ProductionSettingsRequest,
    responses: { 200: ProductionSettingsResponse, 400: ApiError, ...signedInErrors },
  }),
};
