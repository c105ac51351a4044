import { z } from 'zod';

/** Codes the API answers with. Clients switch on `code`; `message` is for people. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  /** 403 from a sign-in: a one-time code was mailed; body also has `username` (see account.ts). */
  'OTP_REQUIRED',
  /** 403 from a sign-in: newer terms must be accepted; body also has `termsToken` (see account.ts). */
  'TERMS_REQUIRED',
  /** 409 from creating or duplicating a design: the user has the shop's maximum number of designs. */
  'DESIGN_LIMIT_REACHED',
  /** 409 from saving a design that changed since `baseVersion`; body also has `current` (see designs.ts). */
  'DESIGN_CONFLICT',
  /** 409 from saving or copying a design past the shop's storage per account (`settings.storage.maxBytesPerUser`). */
  'STORAGE_LIMIT_REACHED',
  /** 403 from a sign-in: an administrator signs in to the provider's tools, not to the customer app. */
  'ADMIN_NOT_ALLOWED',
  /** 409 from a social sign-in whose email belongs to an account that has not confirmed it. */
  'ACCOUNT_NOT_VERIFIED',
  /** 400 from adding or importing players past MAX_PLAYERS_PER_CUSTOMER. */
  'PLAYER_LIMIT_REACHED',
  /** 400 from a roster import with refused rows; body also has `rows` (see players.ts). Nothing is saved. */
  'IMPORT_INVALID',
  /** 409 from moving an order where its life cycle does not go, or not for this caller; body also has `status`, `allowed`. */
  'TRANSITION_NOT_ALLOWED',
  /** 409 from starting production (PROCESSING) before the customer approved the order's proof. */
  'PROOF_NOT_APPROVED',
  /** 409 from starting production (PROCESSING) before the deposit the shop's rule asks is recorded; body also has `requiredCents`, `missingCents`. */
  'DEPOSIT_MISSING',
  /** 409 from shipping or completing an order with a balance due under the shop's deposit rule, without an override; body also has `dueCents`. */
  'BALANCE_DUE',
  /** 409 from reversing a payment reversed already. */
  'ALREADY_REVERSED',
  /** 409 from the print files' ZIP while they are being made; body also has `production` (see production.ts). */
  'FILES_NOT_READY',
  /** 409 from an order's print files when its status has none: not approved by the shop yet, or canceled or rejected since. */
  'NO_PRINT_FILES',
  /** 429 from queuing print files past the shop's production budget (per customer or per shop a day), with `Retry-After`. */
  'PRODUCTION_BUDGET_REACHED',
  /** 409 from placing an order while the customer has the shop's most open (or lately canceled) orders (`settings.orders.maxOpenPerCustomer`). */
  'ORDER_LIMIT_REACHED',
  /** 422 from a proof whose design cannot be drawn as stored (a picture that cannot be read, or not its own bytes). */
  'DESIGN_NOT_DRAWABLE',
  /** 409 from placing an order with an Idempotency-Key already used for a different order. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 409 from adding to a cart that holds MAX_CART_ITEMS designs. */
  'CART_FULL',
  /** 429 from handing a design to the shop while the hand-offs waiting from that address, or in the shop, hold the most bytes they may (handoffs.ts). */
  'HANDOFF_LIMIT_REACHED',
  /** 403 for a call from another site's page that the shop does not allow (see the embedded studio). */
  'ORIGIN_NOT_ALLOWED',
  /** 409 from joining a size collection, or changing an entry, with a number another entry has; body also has `freeNumbers`. */
  'NUMBER_TAKEN',
  /** 409 from joining a size collection that holds COLLECTION_ENTRIES_MAX entries. */
  'COLLECTION_FULL',
  /** 409 from joining a size collection, or changing one's entry, after it closed. */
  'COLLECTION_CLOSED',
  /** 409 from turning players pay on where the shop takes no KHQR nor bank transfer, or the garment has no price. */
  'PLAYERS_PAY_UNAVAILABLE',
  /** 409 from turning players pay off, or removing an entry, once a player has paid. */
  'PLAYERS_PAID',
  'FORBIDDEN',
  'ROLE_FORBIDDEN',
  'NOT_FOUND',
  'TENANT_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const ApiErrorCode = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/**
 * The one error shape of every non-2xx answer. `fields` maps a dotted field path
 * (e.g. `email`, `players.2.number`) to the message for that field.
 */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
