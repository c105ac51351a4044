import { z } from 'zod';
import { DesignDocument, DesignDocumentEnvelope, DesignLimitError, DesignName, DesignProduct, DesignResponse, StorageLimitError } from './designs';
import { handoffAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { storableText } from './untrusted-input';

/**
 * Hand-off of a design from the studio embedded on a partner's page to the shop: the partner page
 * (signed out, another origin) asks for a short-lived, single-use link; the customer opens it on the
 * shop, signs in, and the design lands in My designs and the cart. The link carries the only copy
 * of the token; nothing personal crosses origins.
 */

/** How long a hand-off link works. */
export const HANDOFF_TTL_MINUTES = 30;

/**
 * What hand-offs waiting to be taken may hold at once (the bytes of their documents), unless the
 * shop sets its own (`settings.handoffs.maxBytesPerAddress`, `settings.handoffs.maxBytesPerShop`):
 * from one address, and in the whole shop. Beyond them, 429 HANDOFF_LIMIT_REACHED.
 */
export const DEFAULT_HANDOFF_BYTES_PER_ADDRESS = 4 * 1024 * 1024;
export const DEFAULT_HANDOFF_BYTES_PER_SHOP = 256 * 1024 * 1024;

/** `POST /api/handoffs` (anonymous, from an allowed partner origin). */
export const CreateHandoffRequest = z.object({ document: DesignDocument, name: DesignName.optional() });
export type CreateHandoffRequest = z.infer<typeof CreateHandoffRequest>;
export const HandoffResponse = z.object({
  data: z.object({
    /** The shop's page that takes the design: `<shop origin>/handoff?token=…`. */
    url: z.string(),
    expiresAt: z.string(),
  }),
});
export type HandoffResponse = z.infer<typeof HandoffResponse>;

/** `POST /api/handoffs/claim` (signed in): the design saved as the customer's, and put in the cart. */
export const ClaimHandoffRequest = z.object({ token: storableText({ error: 'Token is required' }, { label: 'Token' }).trim().min(1, 'Token is required').max(128) });
export type ClaimHandoffRequest = z.infer<typeof ClaimHandoffRequest>;
export const ClaimHandoffResponse = DesignResponse;

/** `POST /api/handoffs/preview` (signed in): what the link holds, shown before the customer keeps it. */
export const HandoffTokenRequest = ClaimHandoffRequest;
export type HandoffTokenRequest = z.infer<typeof HandoffTokenRequest>;
export const HandoffPreview = z.object({
  /** The name the partner's studio gave it, or null (the shop names it when kept). */
  name: z.string().nullable(),
  product: DesignProduct,
  document: DesignDocumentEnvelope,
  /** The site it was made on (the partner page's origin). */
  origin: z.string(),
  expiresAt: z.string(),
});
export type HandoffPreview = z.infer<typeof HandoffPreview>;
export const HandoffPreviewResponse = z.object({ data: HandoffPreview });
export type HandoffPreviewResponse = z.infer<typeof HandoffPreviewResponse>;

/** A design made in the studio on a partner's site, handed to the shop and claimed once signed in. */
export const handoffEndpoints = {
  create: defineEndpoint({
    ...handoffAddresses.create,
    body: CreateHandoffRequest,
    responses: { 201: HandoffResponse, 400: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 429: ApiError },
  }),
  claim: defineEndpoint({
    ...handoffAddresses.claim,
    body: ClaimHandoffRequest,
    responses: {
      201: ClaimHandoffResponse,
      400: ApiError,
      401: ApiError,
      403: ApiError,
      404: ApiError,
      409: z.union([DesignLimitError, StorageLimitError, ApiError]),
      429: ApiError,
    },
  }),
  preview: defineEndpoint({
    ...handoffAddresses.preview,
    body: HandoffTokenRequest,
    responses: { 200: HandoffPreviewResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** "Not mine": the link stops working and what it held is deleted. */
  decline: defineEndpoint({
    ...handoffAddresses.decline,
    body: HandoffTokenRequest,
    responses: { 204: z.null(), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
};
