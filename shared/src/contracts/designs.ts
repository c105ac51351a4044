import { z } from 'zod';
import { controlCharacterMessage, findControlCharacter, findInputProblem, int32, storableText } from './untrusted-input';
import { designAddresses } from './addresses';
import { DesignProduct } from './mini/products';
import { DesignResponse, DesignSummary, designAnswers } from './mini/designs';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { findPictureSourceProblem } from '@teamwear/design/picture-source';
import { DESIGN_DOCUMENT_MAX_BYTES, DESIGN_THUMBNAIL_MAX_LENGTH, DESIGN_NAME_MAX_LENGTH, DESIGN_TEAM_NAME_MAX_LENGTH, DESIGNS_PAGE_SIZE_MAX, MAX_PAGE, serialisedBytes } from './design-limits';

/**
 * Saved designs (`/api/designs`, bearer): a user's own designs in one shop.
 *
 * The API stores the studio's design document as it is (JSONB) and checks only an envelope:
 * `schemaVersion`, `product`, `teamName`, its pictures' sources (picture-source.ts) and the
 * serialised size. The studio validates the whole
 * document with its own zod schema (remote-designer `model/document` DesignSchema, upgraded by
 * migrateDesign) before saving, and again when it opens one; keeping the full schema there alone
 * means the two can never drift apart, and an older studio's documents still save.
 */

export { DESIGN_DOCUMENT_MAX_BYTES, DESIGN_THUMBNAIL_MAX_LENGTH, DESIGN_NAME_MAX_LENGTH, DESIGN_TEAM_NAME_MAX_LENGTH, DEFAULT_MAX_DESIGNS_PER_USER, DESIGNS_PAGE_SIZE_MAX, MAX_PAGE, serialisedBytes } from './design-limits';

/** docs/product.md §8 wording, answered with 409 `DESIGN_LIMIT_REACHED`. */
export const DESIGN_LIMIT_MESSAGE = 'Your design exceeded max limit';
/** Answered with 409 `DESIGN_CONFLICT` when a save starts from an older version. */
export const DESIGN_CONFLICT_MESSAGE = 'This design was changed elsewhere';

/** The design editor slugs of docs/product.md §2 (`/design/<slug>`), one per garment. */
export { DesignProduct } from './mini/products';

const kib = (bytes: number) => Math.ceil(bytes / 1024);

/** The envelope every stored document has; everything else passes through unchecked. A document
 *  sent to be saved is checked with this one; answers hold it as ./mini/designs writes it. */
export const DesignDocumentEnvelope = z.looseObject(
  {
    schemaVersion: z
      .number({ error: 'schemaVersion must be a number' })
      .int('schemaVersion must be a whole number')
      .min(1, 'schemaVersion must be at least 1'),
    product: DesignProduct,
    teamName: storableText({ error: 'Team name must be text' }, { label: 'Team name' })
      .max(DESIGN_TEAM_NAME_MAX_LENGTH, `Team name must be at most ${DESIGN_TEAM_NAME_MAX_LENGTH} characters`),
  },
  { error: (issue) => (issue.input === undefined ? 'The design document is required' : 'The design document must be a JSON object') },
);
export type DesignDocumentEnvelope = z.infer<typeof DesignDocumentEnvelope>;

/** A document sent to be saved: storable JSON (see UntrustedInput), the envelope, within DESIGN_DOCUMENT_MAX_BYTES. */
export const DesignDocument = DesignDocumentEnvelope.superRefine((document, ctx) => {
  // Checked here too, not only by the API's validator: measuring the size serialises the whole
  // document, recursively, so a hostile depth must be refused first.
  const problem = findInputProblem(document);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    return;
  }
  // Pictures are drawn on the server (proofs, print files): only their own bytes, never a path or address.
  const picture = findPictureSourceProblem(document);
  if (picture) {
    ctx.addIssue({ code: 'custom', message: picture.message, path: picture.path });
    return;
  }
  // Its texts reach the proof, the print files and the shop's terminal: several lines at most, no escapes.
  const control = findControlCharacter(document);
  if (control) {
    ctx.addIssue({ code: 'custom', message: controlCharacterMessage(control.at(-1) === 'teamName' ? 'Team name' : 'Text'), path: control });
    return;
  }
  const bytes = serialisedBytes(document);
  if (bytes > DESIGN_DOCUMENT_MAX_BYTES) {
    ctx.addIssue({
      code: 'custom',
      message: `The design is too large (${kib(bytes)} KiB); at most ${kib(DESIGN_DOCUMENT_MAX_BYTES)} KiB can be saved. Use smaller or fewer uploaded images.`,
    });
  }
});
export type DesignDocument = z.infer<typeof DesignDocument>;

export const DesignName = storableText({ error: 'Name must be text' }, { label: 'Name' })
  .trim()
  .min(1, 'Name is required')
  .max(DESIGN_NAME_MAX_LENGTH, `Name must be at most ${DESIGN_NAME_MAX_LENGTH} characters`);

/** `data:image/png;base64,…`, at most DESIGN_THUMBNAIL_MAX_LENGTH characters; null removes it. */
export const DesignThumbnail = z
  .string({ error: 'The thumbnail must be a PNG data URL' })
  .max(DESIGN_THUMBNAIL_MAX_LENGTH, `The thumbnail must be at most ${DESIGN_THUMBNAIL_MAX_LENGTH / 1024} KB`)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The thumbnail must be a PNG data URL');

/** `POST /api/designs` → 201 `{ data: Design }`. Without `name`, the design is named after the
 *  team name (or "Untitled design"). 409 `DESIGN_LIMIT_REACHED` when the user already has the
 *  shop's maximum number of designs (deleted ones do not count). */
export const CreateDesignRequest = z.object({
  document: DesignDocument,
  name: DesignName.optional(),
  thumbnail: DesignThumbnail.nullable().optional(),
});
export type CreateDesignRequest = z.infer<typeof CreateDesignRequest>;

/** `PUT /api/designs/{id}` → 200 `{ data: Design }` with `version` one higher. `baseVersion` is the
 *  version the edit started from; when the design has changed since, 409 DesignConflictError and
 *  nothing is saved (offer "reload" or "keep a copy" = POST the document as a new design). `name`
 *  stays as it is when absent; so does `thumbnail` when the document is the one saved (a rename),
 *  while a changed document without one drops the stored picture (it would show an older look);
 *  `thumbnail: null` removes it. The product cannot change (400 on `document.product`). */
export const UpdateDesignRequest = z.object({
  document: DesignDocument,
  baseVersion: int32('baseVersion', 1),
  name: DesignName.optional(),
  thumbnail: DesignThumbnail.nullable().optional(),
});
export type UpdateDesignRequest = z.infer<typeof UpdateDesignRequest>;

/** A design (the list's without its document) as the API answers it: written with zod/mini (./mini/designs). */
export { Design, DesignResponse, DesignSummary } from './mini/designs';

/** `GET /api/designs?product=&search=&page=&pageSize=`: the user's designs, most recently saved first. */
export const DesignListQuery = z.object({
  product: z.optional(DesignProduct),
  /** Part of the design's name, any script, any case. */
  search: storableText('Must be text', { label: 'Search' }).trim().max(DESIGN_NAME_MAX_LENGTH).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(DESIGNS_PAGE_SIZE_MAX, `pageSize must be at most ${DESIGNS_PAGE_SIZE_MAX}`)
    .default(20),
});
export type DesignListQuery = z.infer<typeof DesignListQuery>;

export const DesignListResponse = z.object({
  data: z.array(DesignSummary),
  /** All of the user's designs matching the filter, over every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** All of the user's designs, whatever the filter, and the shop's limit: "3 of 20 designs". */
  count: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});
export type DesignListResponse = z.infer<typeof DesignListResponse>;

/** 409 of `PUT /api/designs/{id}`: the design's current version, so the studio can say when it changed. */
export const DesignConflictError = z.object({
  code: z.literal('DESIGN_CONFLICT'),
  message: z.string(),
  current: z.object({ version: z.number().int().positive(), updatedAt: z.string() }),
});
export type DesignConflictError = z.infer<typeof DesignConflictError>;

/** 409 `STORAGE_LIMIT_REACHED` of creating, saving or copying a design: the account's designs would
 *  store more than the shop allows (`settings.storage.maxBytesPerUser`). Sizes in bytes. */
export const StorageLimitError = z.object({
  code: z.literal('STORAGE_LIMIT_REACHED'),
  message: z.string(),
  limitBytes: z.number().int().nonnegative(),
  usedBytes: z.number().int().nonnegative(),
});
export type StorageLimitError = z.infer<typeof StorageLimitError>;

/** Bytes of designs one account may store when the shop sets no `settings.storage.maxBytesPerUser`. */
export const DEFAULT_MAX_STORED_BYTES_PER_USER = 20 * 1024 * 1024;

/** 409 of `POST /api/designs` and `POST /api/designs/{id}/duplicate`: `limit` is the shop's maximum. */
export const DesignLimitError = z.object({
  code: z.literal('DESIGN_LIMIT_REACHED'),
  message: z.string(),
  limit: z.number().int().nonnegative(),
});
export type DesignLimitError = z.infer<typeof DesignLimitError>;

/** The path of one saved design. */
export const DesignParams = z.object({ id: z.string().max(64).describe('The design id') });

const DesignOrLimitError = z.union([DesignLimitError, StorageLimitError, ApiError]);
const DesignOrConflictError = z.union([DesignConflictError, StorageLimitError, ApiError]);

/** A user's saved designs: create, list, read, save with a version check, delete, duplicate. */
export const designEndpoints = {
  create: defineEndpoint({
    ...designAddresses.create,
    body: CreateDesignRequest,
    responses: { 201: DesignResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: DesignOrLimitError, 413: ApiError, 429: ApiError },
  }),
  list: defineEndpoint({
    ...designAddresses.list,
    query: DesignListQuery,
    responses: { 200: DesignListResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  read: defineEndpoint({
    ...designAddresses.read,
    params: DesignParams,
    responses: { ...designAnswers.read, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  save: defineEndpoint({
    ...designAddresses.save,
    params: DesignParams,
    body: UpdateDesignRequest,
    responses: { 200: DesignResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: DesignOrConflictError, 413: ApiError, 429: ApiError },
  }),
  remove: defineEndpoint({
    ...designAddresses.remove,
    params: DesignParams,
    responses: { 204: z.null().describe('Deleted'), 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  duplicate: defineEndpoint({
    ...designAddresses.duplicate,
    params: DesignParams,
    responses: { 201: DesignResponse, 401: ApiError, 403: ApiError, 404: ApiError, 409: DesignOrLimitError, 429: ApiError },
  }),
};
