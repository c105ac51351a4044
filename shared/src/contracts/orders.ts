import { z } from 'zod';
import { DesignSummary, MAX_PAGE } from './designs';
import { PLAYER_MESSAGES, PLAYER_NAME_MAX_LENGTH, PLAYER_SIZE_MAX_LENGTH } from './players';
import { PhoneNumber } from './account';
import { ProductType } from './tenant';
import { int32, storableText, type TextRules } from './untrusted-input';
import { orderAddresses, providerOrderAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { MAX_ORDER_PLAYERS, ORDER_MESSAGES } from './order-limits';
import { Order, OrderResponse, OrderStatus, OrderSummary, PriceBreakdown, TransitionRefusedError, orderAnswers } from './mini/orders';
import { ProviderOrderListQuery } from './shop-order-filters';

/**
 * Ordering: the cart (`/api/cart`), quotes and orders of a customer (`/api/orders`), and the shop
 * team's side (`/api/provider/orders`, ADMIN tokens of the `provider` client). Money is in whole
 * cents (USD) everywhere, so no amount is ever rounded twice. Prices, totals and statuses sent by
 * a client are never read: the server computes them (`@teamwear/shared/orders` quoteOrder).
 */

export { ORDER_STATUSES, ORDER_STATUS_WORDS } from './order-statuses';
// The answers the account's first-loaded pages check, written with zod/mini (./mini/orders).
export {
  DeliveryEstimate,
  ORDER_EVENT_KINDS,
  Order,
  OrderEvent,
  OrderExtraPieces,
  OrderListResponse,
  OrderPlayer,
  OrderResponse,
  OrderStatus,
  OrderSummary,
  PRICE_LINE_KINDS,
  PriceBreakdown,
  PriceLine,
  QuoteResponse,
  Shipment,
  TransitionRefusedError,
} from './mini/orders';

export { MAX_ORDER_PLAYERS, ORDER_MESSAGES } from './order-limits';

// --- Price lists (tenant settings.prices) ---

/** From `minQuantity` pieces of an order up, each piece costs `unitCents`. */
export const PriceTier = z.object({ minQuantity: z.number().int().min(1).max(100_000), unitCents: z.number().int().min(0).max(10_000_000) });
export type PriceTier = z.infer<typeof PriceTier>;

/** A shop's prices: per product type, quantity tiers (the first from 1 piece); per printed name and
 *  number; a flat delivery charge per order. */
export const PriceList = z.object({
  currency: z.literal('USD'),
  products: z.partialRecord(ProductType, z.object({ tiers: z.array(PriceTier).min(1).max(20) })),
  nameCents: z.number().int().min(0).max(1_000_000),
  numberCents: z.number().int().min(0).max(1_000_000),
  deliveryCents: z.number().int().min(0).max(10_000_000),
});
export type PriceList = z.infer<typeof PriceList>;


// --- Cart ---

export const MAX_CART_ITEMS = 50;
export const CartItem = z.object({ id: z.uuid(), addedAt: z.string(), design: DesignSummary });
export type CartItem = z.infer<typeof CartItem>;
export const CartResponse = z.object({ data: z.object({ items: z.array(CartItem) }) });
export type CartResponse = z.infer<typeof CartResponse>;
export const AddToCartRequest = z.object({ designId: z.uuid('designId must be a design id') });
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;
export const CartItemResponse = z.object({ data: CartItem });

// --- Placing an order ---

/** Notes are several lines: tab and line feed are kept, no other control character. */
const NOTE: TextRules = { label: 'The note', lines: 'lines' };

const Size = storableText({ error: PLAYER_MESSAGES.sizeRequired }, { label: 'Size' }).trim().min(1, PLAYER_MESSAGES.sizeRequired).max(PLAYER_SIZE_MAX_LENGTH);

/** A player of the roster to print, with the sizes for this order (the roster stays as it is). Name
 *  and number default to the roster's; a garment with shorts takes a shorts size too. */
export const OrderPlayerRequest = z.object({
  playerId: z.uuid('playerId must be a player id'),
  name: storableText('Must be text', { label: 'Name' }).trim().min(1, PLAYER_MESSAGES.nameRequired).max(PLAYER_NAME_MAX_LENGTH, PLAYER_MESSAGES.nameTooLong).optional(),
  number: z.number({ error: PLAYER_MESSAGES.numberInvalid }).int(PLAYER_MESSAGES.numberInvalid).min(0, PLAYER_MESSAGES.numberInvalid).max(9999, PLAYER_MESSAGES.numberInvalid).optional(),
  size: Size,
  shortsSize: Size.optional(),
});
export type OrderPlayerRequest = z.infer<typeof OrderPlayerRequest>;

/** Pieces without a name or number, by size. */
export const ExtraPiecesRequest = z.object({
  size: Size,
  shortsSize: Size.optional(),
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(500, 'Quantity must be at most 500'),
});
export type ExtraPiecesRequest = z.infer<typeof ExtraPiecesRequest>;

const orderPieces = {
  designId: z.uuid('designId must be a design id'),
  players: z.array(OrderPlayerRequest).max(MAX_ORDER_PLAYERS, `At most ${MAX_ORDER_PLAYERS} players per order`),
  extras: z.array(ExtraPiecesRequest).max(50).default([]),
};


/** `POST /api/orders/quote`: the price of these pieces, nothing saved. */
export const QuoteRequest = z.object(orderPieces);
export type QuoteRequest = z.input<typeof QuoteRequest>;

/** `POST /api/orders` with header `Idempotency-Key`: the same key again answers the same order. */
export const PlaceOrderRequest = z
  .object({
    ...orderPieces,
    address: storableText({ error: ORDER_MESSAGES.addressRequired }, { label: 'The address', lines: 'lines' }).trim().min(1, ORDER_MESSAGES.addressRequired).max(500, 'The address must be at most 500 characters'),
    phone: PhoneNumber,
    note: storableText('Must be text', NOTE).trim().max(2000, 'The note must be at most 2000 characters').default(''),
  })
  .refine((order) => order.players.length > 0, { path: ['players'], message: ORDER_MESSAGES.selectPlayers });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;

/** `Idempotency-Key`: 8 to 128 visible characters, new for every order the customer means to place. */
export const IdempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(/^[\x21-\x7e]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 visible characters'),
});

// --- Orders as they are read ---


export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_REFERENCE_MAX_LENGTH = 100;


const pageNumber = (label: string, max: number, fallback: number) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`).default(fallback);

export const ORDERS_PAGE_SIZE_MAX = 100;
/** `GET /api/orders?status=&page=&pageSize=`, newest first. */
export const OrderListQuery = z.object({
  status: z.optional(OrderStatus),
  page: pageNumber('page', MAX_PAGE, 1),
  pageSize: pageNumber('pageSize', ORDERS_PAGE_SIZE_MAX, 20),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

/** `POST /api/orders/{id}/cancel` (while REVIEWING) and `/received` (while ON_THE_WAY). */
export const CustomerOrderActionRequest = z.object({ note: storableText('Must be text', NOTE).trim().max(1000).default('') });

// --- The shop team's side ---

/**
 * An order as the shop's table and board show it: the customer's summary, its customer, the team
 * name printed on it, what is still to pay, and how long it has been in its status against the
 * shop's lead time for that status (`GET/PUT /api/provider/settings/lead-times`).
 */
/**
 * Money the workshop (PRODUCTION) never reads: null in what it is sent, a number for the owner and
 * the staff. The contact of a customer beyond the delivery address is null for it too.
 */
const shopMoney = z.number().int().nonnegative().nullable();
const WITHHELD_FROM_THE_WORKSHOP = { totalPriceCents: shopMoney, grandTotalCents: shopMoney, paidAmountCents: shopMoney } as const;

export const ProviderOrderSummary = z.object({
  ...OrderSummary.shape,
  ...WITHHELD_FROM_THE_WORKSHOP,
  /** Always null here: the shop's lists show no picture (an order's page draws its sides, `…/pictures/:side`). */
  thumbnail: z.null(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  /** The team name of the ordered design ('' when it has none; `model` is the design's name). */
  teamName: z.string(),
  /** What is still to pay (0 once paid, and for a canceled or rejected order). */
  balanceDueCents: shopMoney,
  /** Since when the order is in its status (when it was placed, for REVIEWING). */
  statusSince: z.string(),
  /** When it waits too long in its status: `statusSince` and the shop's lead time (null in a final status). */
  dueBy: z.string().nullable(),
  /** Whether the time is past `dueBy`: the order waits longer than the shop's lead time for its status. */
  overdue: z.boolean(),
  /** Since when its deposit is overdue (the shop's deposit rule: unpaid N days after approval); null when it is not, and for the workshop. */
  depositOverdueSince: z.string().nullable().optional(),
});
export type ProviderOrderSummary = z.infer<typeof ProviderOrderSummary>;

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card', 'khqr'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: `method must be one of ${PAYMENT_METHODS.join(', ')}` });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;

/** Money the shop recorded for an order; a reversal is a line of the negative amount, linked to the payment it reverses. */
export const Payment = z.object({
  id: z.uuid(),
  amountCents: z.number().int().refine((cents) => cents !== 0, 'A payment line is never 0'),
  /** On a reversal: the payment it reverses (null on a payment). */
  reversesPaymentId: z.uuid().nullable().optional(),
  /** On a payment that was reversed: the reversal's id (null otherwise). */
  reversedById: z.uuid().nullable().optional(),
  /** null for a payment recorded before methods were kept (migration 0021). */
  method: PaymentMethod.nullable(),
  /** The bank's or KHQR's reference ('' when none). */
  reference: z.string(),
  /** The day the money came in, `YYYY-MM-DD` (the shop's day, Asia/Phnom_Penh). */
  receivedOn: z.string(),
  note: z.string(),
  /** The team member who recorded it (their name, never an email or id). */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  /** Its receipt's number, per shop (issue 38; null for a line recorded before receipts). */
  receiptNumber: z.number().int().positive().nullable().optional(),
});
export type Payment = z.infer<typeof Payment>;

/** Pieces of one size, as the workshop cuts them (players' and extras'). */
export const SizeCount = z.object({ size: z.string(), count: z.number().int().positive() });
export type SizeCount = z.infer<typeof SizeCount>;

export const ORDER_PICTURE_SIDES = ['front', 'back'] as const;
export const OrderPictureSide = z.enum(ORDER_PICTURE_SIDES, { error: `side must be one of ${ORDER_PICTURE_SIDES.join(', ')}` });
export type OrderPictureSide = z.infer<typeof OrderPictureSide>;

/** An order as the shop's team reads it: the customer's order, and what the shop's page needs besides. */
export const ProviderOrder = z.object({
  ...Order.shape,
  ...WITHHELD_FROM_THE_WORKSHOP,
  /** The price breakdown; null for the workshop. */
  prices: z.nullable(PriceBreakdown),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** Payments, oldest first, and what is still to pay (0 once paid, and for a canceled or rejected order); none and null for the workshop. */
  payments: z.array(Payment),
  balanceDueCents: shopMoney,
  /** Pieces per size, in the shop's size order: shirts, and shorts for a garment with shorts (else null). */
  sizeRun: z.object({ shirts: z.array(SizeCount), shorts: z.array(SizeCount).nullable() }),
  /** The proof: drawn (kept) for the order as it is now, in which languages; when the customer approved it (as Order.proofApprovedAt). */
  proof: z.object({ drawnLanguages: z.array(z.enum(['en', 'kh'])), approvedAt: z.string().nullable() }),
  /** The sides `GET /api/provider/orders/{id}/pictures/{side}` draws (PNG of the ordered design). */
  pictureSides: z.array(OrderPictureSide),
});
export type ProviderOrder = z.infer<typeof ProviderOrder>;
export const ProviderOrderResponse = z.object({ data: ProviderOrder });
export const ProviderOrderListResponse = z.object({
  data: z.array(ProviderOrderSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProviderOrderListResponse = z.infer<typeof ProviderOrderListResponse>;

/** The moves the shop must say why it makes (the note is the reason the customer reads). */
export const MOVES_NEEDING_A_REASON: readonly OrderStatus[] = ['REJECTED', 'CANCELED'];
/** The move that takes a carrier and a tracking reference. */
export const SHIPPING_MOVE: OrderStatus = 'ON_THE_WAY';

const oneLine = (label: string, max: number) =>
  storableText('Must be text', { label })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * `POST /api/provider/orders/{id}/transition`: the status, and a note mailed to the customer. A
 * reason (the note) is required to reject or cancel; going ON_THE_WAY takes the carrier and the
 * tracking reference (both required then, refused with any other move).
 */
export const TransitionRequest = z
  .object({
    to: OrderStatus,
    note: storableText('Must be text', NOTE).trim().max(1000, 'The note must be at most 1000 characters').default(''),
    carrier: oneLine('The carrier', CARRIER_MAX_LENGTH).optional(),
    trackingReference: oneLine('The tracking reference', TRACKING_REFERENCE_MAX_LENGTH).optional(),
    /** The shop moves the order on although a balance is due under its deposit rule; the note says why (required then). */
    overrideBalance: z.boolean({ error: 'overrideBalance is true or false' }).default(false),
  })
  .superRefine((move, ctx) => {
    if (move.overrideBalance && move.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'A note is required to move an order on with a balance due' });
    }
    if (MOVES_NEEDING_A_REASON.includes(move.to) && move.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: `A reason is required to move an order to ${move.to}` });
    }
    for (const field of ['carrier', 'trackingReference'] as const) {
      const label = field === 'carrier' ? 'The carrier' : 'The tracking reference';
      if (move.to === SHIPPING_MOVE && move[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required to ship an order` });
      if (move.to !== SHIPPING_MOVE && move[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${label} is given only when an order goes ${SHIPPING_MOVE}` });
    }
  });
export type TransitionRequest = z.input<typeof TransitionRequest>;

/** A day, `YYYY-MM-DD`, that exists in the calendar. */
const Day = z
  .string({ error: 'receivedOn must be a day, YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'receivedOn must be a day, YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'receivedOn must be a day of the calendar')
  .refine((day) => day >= '2000-01-01', 'receivedOn must be in 2000 or later');

/**
 * `POST /api/provider/orders/{id}/payments`: money received, in cents (a refund is not a payment),
 * how (cash by default), the bank's or KHQR's reference, the day it came in (today by default, never
 * after today) and a note.
 */
export const PaymentRequest = z.object({
  amountCents: int32('amountCents', 1),
  method: PaymentMethod.default('cash'),
  reference: storableText('Must be text', { label: 'The reference' }).trim().max(PAYMENT_REFERENCE_MAX_LENGTH, `The reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters`).default(''),
  receivedOn: Day.optional(),
  note: storableText('Must be text', NOTE).trim().max(1000, 'The note must be at most 1000 characters').default(''),
});
export type PaymentRequest = z.input<typeof PaymentRequest>;

/** `POST /api/provider/orders/{id}/payments/{paymentId}/reverse`: why (required); the payment stays, a negative line is added. */
export const PaymentReversalRequest = z.object({
  note: storableText('Must be text', NOTE).trim().min(1, 'A note is required to reverse a payment').max(1000, 'The note must be at most 1000 characters'),
});
export type PaymentReversalRequest = z.input<typeof PaymentReversalRequest>;
/** `:id/payments/:paymentId`: a payment of an order of the shop. */
export const ProviderPaymentParams = z.object({ id: z.string().max(64).describe('The order id, or its number'), paymentId: z.uuid('paymentId must be a payment id') });


/**
 * 409 from a move the shop's deposit rule stops: `DEPOSIT_MISSING` (before production: what the
 * deposit is and how much of it is missing) or `BALANCE_DUE` (shipping or completing: what is due;
 * the move goes with `overrideBalance` and a note). The workshop is told neither amount.
 */
export const MoneyRefusedError = z.object({
  code: z.enum(['DEPOSIT_MISSING', 'BALANCE_DUE']),
  message: z.string(),
  requiredCents: z.number().int().optional(),
  missingCents: z.number().int().optional(),
  dueCents: z.number().int().optional(),
});
export type MoneyRefusedError = z.infer<typeof MoneyRefusedError>;

// --- The endpoints ---

/** `:id` of a customer's order. */
export const OrderParams = z.object({ id: z.string().max(64).describe('The order id') });
/** `:id` of an order of the shop: the shop team also finds one by its number. */
export const ProviderOrderParams = z.object({ id: z.string().max(64).describe('The order id, or its number') });
/** `:id/pictures/:side`: a side of the ordered design. */
export const ProviderOrderPictureParams = ProviderOrderParams.extend({ side: OrderPictureSide });
export const ORDER_PICTURE_PIXELS_MAX = 1600;
/** `?pixels=`: the long side of the picture (800 by default). */
export const OrderPictureQuery = z.object({
  pixels: z.coerce
    .number({ error: 'pixels must be a number' })
    .int('pixels must be a whole number')
    .min(100, 'pixels must be at least 100')
    .max(ORDER_PICTURE_PIXELS_MAX, `pixels must be at most ${ORDER_PICTURE_PIXELS_MAX}`)
    .default(800),
});
/** `?lang=` of the shop's copy of the proof (en or kh, English by default). */
export const ProviderProofQuery = z.object({ lang: z.enum(['en', 'kh'], { error: 'lang must be one of en, kh' }).default('en') });

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;
const customerActionEndpoint = <const Action extends 'cancel' | 'received'>(action: Action) =>
  defineEndpoint({
    ...orderAddresses[action],
    params: OrderParams,
    body: CustomerOrderActionRequest.optional(),
    responses: { 200: OrderResponse, 400: ApiError, 409: z.union([TransitionRefusedError, ApiError]), ...signedInErrors },
  });

/** A customer's orders (`/api/orders`, bearer): quote, place (with an Idempotency-Key), list, read, cancel, received. */
export const orderEndpoints = {
  quote: defineEndpoint({
    ...orderAddresses.quote,
    body: QuoteRequest,
    responses: { ...orderAnswers.quote, 400: ApiError, ...signedInErrors },
  }),
  /** 201 for a new order; 200 when its Idempotency-Key already placed it. */
  place: defineEndpoint({
    ...orderAddresses.place,
    body: PlaceOrderRequest,
    responses: { ...orderAnswers.place, 400: ApiError, 409: ApiError, ...signedInErrors },
  }),
  list: defineEndpoint({
    ...orderAddresses.list,
    query: OrderListQuery,
    responses: { ...orderAnswers.list, 400: ApiError, ...signedInErrors },
  }),
  read: defineEndpoint({
    ...orderAddresses.read,
    params: OrderParams,
    responses: { ...orderAnswers.read, ...signedInErrors },
  }),
  cancel: customerActionEndpoint('cancel'),
  received: customerActionEndpoint('received'),
};

const providerErrors = signedInErrors;

/** The shop team's side (`/api/provider/orders`, an administrator's provider token). */
export const providerOrderEndpoints = {
  list: defineEndpoint({
    ...providerOrderAddresses.list,
    query: ProviderOrderListQuery,
    responses: { 200: ProviderOrderListResponse, 400: ApiError, ...providerErrors },
  }),
  read: defineEndpoint({
    ...providerOrderAddresses.read,
    params: ProviderOrderParams,
    responses: { 200: ProviderOrderResponse, ...providerErrors },
  }),
  transition: defineEndpoint({
    ...providerOrderAddresses.transition,
    params: ProviderOrderParams,
    body: TransitionRequest,
    responses: { 200: ProviderOrderResponse, 400: ApiError, 409: z.union([TransitionRefusedError, MoneyRefusedError, ApiError]), ...providerErrors },
  }),
  payments: defineEndpoint({
    ...providerOrderAddresses.payments,
    params: ProviderOrderParams,
    body: PaymentRequest,
    responses: { 200: ProviderOrderResponse, 400: ApiError, 409: ApiError, ...providerErrors },
  }),
  /** A payment recorded by mistake, reversed with a note (409 when it is reversed already). */
  reversePayment: defineEndpoint({
    ...providerOrderAddresses.reversePayment,
    params: ProviderPaymentParams,
    body: PaymentReversalRequest,
    responses: { 200: ProviderOrderResponse, 400: ApiError, 409: ApiError, ...providerErrors },
  }),
  /** A side of the ordered design as a PNG (drawn from the order's snapshot). */
  picture: defineEndpoint({
    ...providerOrderAddresses.picture,
    params: ProviderOrderPictureParams,
    query: OrderPictureQuery,
    responses: { 200: z.unknown().describe('The picture (image/png)'), 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 422: ApiError, 503: ApiError, ...providerErrors },
  }),
  /** The proof PDF the customer gets, for the shop (a file: downloadEndpoint). */
  proofPdf: defineEndpoint({
    ...providerOrderAddresses.proofPdf,
    params: ProviderOrderParams,
    query: ProviderProofQuery,
    responses: { 200: z.unknown().describe('The PDF (application/pdf)'), 400: ApiError, 422: ApiError, 503: ApiError, ...providerErrors },
  }),
};
