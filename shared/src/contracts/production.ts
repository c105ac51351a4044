import { z } from 'zod';
import { storableText } from './untrusted-input';
import { productionAddresses, proofAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { OrderParams, ProviderOrderParams } from './orders';
import { proofAnswers } from './mini/orders';

/**
 * Production hand-off (issue 20): the proof PDF of an order for its customer
 * (`GET /api/orders/{id}/proof.pdf`, approved with `POST /api/orders/{id}/proof/approve`), and the
 * shop's print files, made in the background (`GET /api/provider/orders/{id}/production`, the ZIP at
 * `…/production.zip`).
 */

export const PROOF_LANGUAGES = ['en', 'kh'] as const;
export const ProofLanguage = z.enum(PROOF_LANGUAGES, { error: `lang must be one of ${PROOF_LANGUAGES.join(', ')}` });
export type ProofLanguage = z.infer<typeof ProofLanguage>;

/** `?lang=`: the proof's language, the customer's (the order page sends the one it shows); English by default. */
export const ProofQuery = z.object({ lang: ProofLanguage.default('en') });

/** `POST /api/orders/{id}/proof/approve`: the customer's word, with an optional note for the shop. */
export const ApproveProofRequest = z.object({ note: storableText('Must be text', { label: 'Note', lines: 'lines' }).trim().max(1000).default('') });

export const PRODUCTION_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** Where the making of an order's print files stands: steps are the pictures and the proof. */
export const ProductionStatus = z.object({
  orderId: z.uuid(),
  state: z.enum(PRODUCTION_STATES),
  stepsDone: z.number().int().nonnegative(),
  stepsTotal: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  /** What went wrong on the last attempt (it is tried again), null when nothing did. */
  lastError: z.string().nullable(),
  /** When the ZIP was made, for the order as it is now; null while it is being made. */
  finishedAt: z.string().nullable(),
  zipBytes: z.number().int().nonnegative().nullable(),
});
export type ProductionStatus = z.infer<typeof ProductionStatus>;
export const ProductionStatusResponse = z.object({ data: ProductionStatus });
export type ProductionStatusResponse = z.infer<typeof ProductionStatusResponse>;

/** 409 `FILES_NOT_READY` on `production.zip`: the files are still being made; the status says how far. */
export const FilesNotReadyError = z.object({ code: z.literal('FILES_NOT_READY'), message: z.string(), production: ProductionStatus });

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** The customer's proof: the PDF of one of their orders (a file: downloadEndpoint), and their approval. */
export const proofEndpoints = {
  pdf: defineEndpoint({
    ...proofAddresses.pdf,
    params: OrderParams,
    query: ProofQuery,
    responses: { 200: z.unknown().describe('The PDF (application/pdf)'), 400: ApiError, 422: ApiError, 503: ApiError, ...signedInErrors },
  }),
  approve: defineEndpoint({
    ...proofAddresses.approve,
    params: OrderParams,
    body: ApproveProofRequest.optional(),
    responses: { ...proofAnswers.approve, 400: ApiError, 409: ApiError, ...signedInErrors },
  }),
};

/**
 * The shop's print files of an order: where their making stands, the ZIP once made, and asking
 * again after the making failed. An order has print files once the shop approved it, and none when
 * it was canceled or rejected (409 `NO_PRINT_FILES`); queuing them past the production budget
 * answers 429 `PRODUCTION_BUDGET_REACHED`.
 */
export const productionEndpoints = {
  status: defineEndpoint({
    ...productionAddresses.status,
    params: ProviderOrderParams,
    responses: { 200: ProductionStatusResponse, 409: ApiError, ...signedInErrors },
  }),
  zip: defineEndpoint({
    ...productionAddresses.zip,
    params: ProviderOrderParams,
    responses: { 200: z.unknown().describe('The ZIP (application/zip)'), 409: z.union([FilesNotReadyError, ApiError]), ...signedInErrors },
  }),
  retry: defineEndpoint({
    ...productionAddresses.retry,
    params: ProviderOrderParams,
    responses: { 200: ProductionStatusResponse, 409: ApiError, ...signedInErrors },
  }),
};
