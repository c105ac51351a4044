import { z } from 'zod';
import { DesignDocument, DesignLimitError, DesignName, DesignResponse, StorageLimitError } from './designs';
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

/** A design made in the studio on a partner's site, handed to the shop and claimed once signed in. */
export const handoffEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/handoffs',
    body: CreateHandoffRequest,
    responses: { 201: HandoffResponse, 400: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 429: ApiError },
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/handoffs/claim',
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
};
