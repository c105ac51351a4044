import * as z from 'zod/mini';
import { DESIGN_TEAM_NAME_MAX_LENGTH } from '../design-limits';
import { DesignProduct } from './products';
import { storableText } from './storable-text';

// A saved design as the API answers it, which the order form checks on its first load: see
// ./index.ts for why it is written with zod/mini.

/**
 * The envelope of a stored document as an answer holds it: ../designs DesignDocumentEnvelope, the
 * schema a document sent to be saved is checked with, written with zod/mini (designs.test.ts holds
 * the two to the same documents and messages). Everything else passes through unchecked.
 */
export const DesignDocumentEnvelope = z.looseObject(
  {
    schemaVersion: z.number({ error: 'schemaVersion must be a number' }).check(z.int('schemaVersion must be a whole number'), z.gte(1, 'schemaVersion must be at least 1')),
    product: DesignProduct,
    teamName: storableText({ error: 'Team name must be text' }, { label: 'Team name' }).check(
      z.maxLength(DESIGN_TEAM_NAME_MAX_LENGTH, `Team name must be at most ${DESIGN_TEAM_NAME_MAX_LENGTH} characters`),
    ),
  },
  { error: (issue) => (issue.input === undefined ? 'The design document is required' : 'The design document must be a JSON object') },
);
export type DesignDocumentEnvelope = z.infer<typeof DesignDocumentEnvelope>;

/** A design in the My designs list (no document). Dates are ISO 8601. */
export const DesignSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  product: DesignProduct,
  thumbnail: z.nullable(z.string()),
  /** Starts at 1; every save adds 1. */
  version: z.number().check(z.int(), z.positive()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof DesignSummary>;

export const Design = z.object({ ...DesignSummary.shape, document: DesignDocumentEnvelope });
export type Design = z.infer<typeof Design>;

export const DesignResponse = z.object({ data: Design });
export type DesignResponse = z.infer<typeof DesignResponse>;

/** The successful answers of these endpoints, as their declarations (../designs.ts) answer them. */
export const designAnswers = {
  read: { 200: DesignResponse },
} as const;
