import { z } from 'zod';
import { playersPayAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { PaymentMethod, PaymentRequest, PaymentReversalRequest } from './orders';

/**
 * Players pay (issue 38), the shop's side: the collections whose players pay their share, each
 * entry with its reference and what the shop recorded, found by the reference a customer's bank
 * app shows; a player's payment recorded against their entry, or reversed with a note (a negative
 * line, never a deleted row). Staff with the payments permission, as an order's payments.
 */
export const EntryPaymentLine = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  method: PaymentMethod,
  reference: z.string(),
  receivedOn: z.string(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  reversesPaymentId: z.uuid().nullable(),
  reversedById: z.uuid().nullable(),
  /** The order it was carried to (its number), null while it waits on the entry. */
  orderNumber: z.number().int().nullable(),
});
export type EntryPaymentLine = z.infer<typeof EntryPaymentLine>;

export const PayingEntry = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.number().int().nullable(),
  reference: z.string(),
  paidCents: z.number().int(),
  state: z.enum(['unpaid', 'part', 'paid']),
  carriedCents: z.number().int(),
  payments: z.array(EntryPaymentLine),
});
export type PayingEntry = z.infer<typeof PayingEntry>;

export const PayingCollection = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The team manager (their name). */
  customerName: z.string(),
  deadline: z.string(),
  open: z.boolean(),
  shareCents: z.number().int(),
  collectedCents: z.number().int(),
  expectedCents: z.number().int(),
  entries: z.array(PayingEntry),
});
export type PayingCollection = z.infer<typeof PayingCollection>;

export const PLAYER_PAYMENTS_LIST_MAX = 50;
/** `?q=`: a reference (as a bank app shows it, any case or spacing), a player's name or a collection's title. */
export const PlayerPaymentsQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export const PlayerPaymentsResponse = z.object({ data: z.array(PayingCollection) });
export type PlayerPaymentsResponse = z.infer<typeof PlayerPaymentsResponse>;
export const PayingCollectionResponse = z.object({ data: PayingCollection });
export type PayingCollectionResponse = z.infer<typeof PayingCollectionResponse>;

export const EntryPaymentParams = z.object({ id: z.uuid({ error: 'No such collection' }), entryId: z.uuid({ error: 'No such entry' }) });
export const EntryPaymentReversalParams = EntryPaymentParams.extend({ paymentId: z.uuid({ error: 'paymentId must be a payment id' }) });

const staffErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

export const playersPayEndpoints = {
  list: defineEndpoint({ ...playersPayAddresses.list, query: PlayerPaymentsQuery, responses: { 200: PlayerPaymentsResponse, 400: ApiError, ...staffErrors } }),
  record: defineEndpoint({
    ...playersPayAddresses.record,
    params: EntryPaymentParams,
    body: PaymentRequest,
    responses: { 201: PayingCollectionResponse, 400: ApiError, 409: ApiError, ...staffErrors },
  }),
  reverse: defineEndpoint({
    ...playersPayAddresses.reverse,
    params: EntryPaymentReversalParams,
    body: PaymentReversalRequest,
    responses: { 201: PayingCollectionResponse, 400: ApiError, 409: ApiError, ...staffErrors },
  }),
};
