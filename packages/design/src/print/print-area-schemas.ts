import { z } from 'zod';
import { PRINT_SIDES, type PrintAreaCm as PrintAreaCmShape, type PrintAreaOverrides as PrintAreaOverridesShape, type PrintSide as PrintSideName } from './print-areas';

// The print areas' schemas, apart from their arithmetic (print-areas.ts): a page that only draws
// a print area (the back office's garment pictures) then does not load zod with it.

export const PrintSide = z.enum(PRINT_SIDES);
export type PrintSide = PrintSideName;

const centimetres = (what: 'wide' | 'high') =>
  z
    .number({ error: `A print area's ${what === 'wide' ? 'width' : 'height'} is a number of cm` })
    .min(1, `A print area is at least 1 cm ${what}`)
    .max(200, `A print area is at most 200 cm ${what}`);
export const PrintAreaCm = z.object({ widthCm: centimetres('wide'), heightCm: centimetres('high') }) satisfies z.ZodType<PrintAreaCmShape>;
export type PrintAreaCm = PrintAreaCmShape;

/** `settings.production.printAreas`: per garment slug, per size, per side, the print area in cm. */
export const PrintAreaOverrides = z.partialRecord(z.string(), z.record(z.string(), z.partialRecord(PrintSide, PrintAreaCm))) satisfies z.ZodType<PrintAreaOverridesShape>;
export type PrintAreaOverrides = PrintAreaOverridesShape;
