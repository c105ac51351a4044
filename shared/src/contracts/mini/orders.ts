import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../order-statuses';
import { DesignDocumentEnvelope } from './designs';
import { PaymentTerms } from './payment-terms';
import { DesignProduct, ProductType } from './products';

// The answers My orders, the order form and the order page check on their first load (a page of
// the customer's orders, a quote, an order): see ./index.ts for why they are written with zod/mini.

export const OrderStatus = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderSummary = z.object({
  id: z.uuid(),
  /** The shop's order number, from 1001 up. */
  number: z.number().check(z.int(), z.positive()),
  status: OrderStatus,
  product: DesignProduct,
  productType: ProductType,
  /** The design's name when ordered (the model). */
  model: z.string(),
  thumbnail: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.nonnegative()),
  totalPriceCents: z.number().check(z.int(), z.nonnegative()),
  grandTotalCents: z.number().check(z.int(), z.nonnegative()),
  paidAmountCents: z.number().check(z.int(), z.nonnegative()),
  designedAt: z.string(),
  orderedAt: z.string(),
  approvedAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  receivedAt: z.nullable(z.string()),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = z.object({
  data: z.array(OrderSummary),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;

export const PRICE_LINE_KINDS = ['garments', 'names', 'numbers', 'delivery'] as const;
export const PriceLine = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  quantity: z.number().check(z.int(), z.nonnegative()),
  unitCents: z.number().check(z.int(), z.nonnegative()),
  totalCents: z.number().check(z.int(), z.nonnegative()),
});
export type PriceLine = z.infer<typeof PriceLine>;

/** What an order costs: garments at the tier its quantity reaches, extras, delivery. */
export const PriceBreakdown = z.object({
  currency: z.literal('USD'),
  productType: ProductType,
  /** Pieces: the players' and the extra ones. */
  quantity: z.number().check(z.int(), z.nonnegative()),
  unitPriceCents: z.number().check(z.int(), z.nonnegative()),
  /** The tier the quantity reached: its first quantity, and the next tier's (null for the last). */
  tier: z.object({ minQuantity: z.number().check(z.int(), z.positive()), nextMinQuantity: z.nullable(z.number().check(z.int(), z.positive())) }),
  lines: z.array(PriceLine),
  /** Garments and printing. */
  totalPriceCents: z.number().check(z.int(), z.nonnegative()),
  /** What the customer pays: the total and delivery. */
  grandTotalCents: z.number().check(z.int(), z.nonnegative()),
});
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

/**
 * When an order should arrive: the shop's production days (its catalogue) counted from the day it
 * is placed, in the shop's time zone. An order keeps the estimate it was placed with.
 */
export const DeliveryEstimate = z.object({
  productionDays: z.number().check(z.int(), z.positive()),
  /** `YYYY-MM-DD`, the shop's day. */
  deliveryBy: z.string(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/** The price, and the delivery estimate of an order placed now (optional: an older API sends none). */
export const QuoteResponse = z.object({ data: PriceBreakdown, estimate: z.optional(DeliveryEstimate) });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const OrderPlayer = z.object({
  playerId: z.nullable(z.uuid()),
  name: z.string(),
  number: z.number().check(z.int()),
  size: z.string(),
  shortsSize: z.nullable(z.string()),
});
export type OrderPlayer = z.infer<typeof OrderPlayer>;
export const OrderExtraPieces = z.object({ size: z.string(), shortsSize: z.nullable(z.string()), quantity: z.number().check(z.int()) });
export type OrderExtraPieces = z.infer<typeof OrderExtraPieces>;

export const ORDER_EVENT_KINDS = ['placed', 'status', 'payment', 'proof'] as const;
/** One line of an order's history (append-only): who, when, from, to, note; a payment's amount; `proof` when the customer approved the proof. */
export const OrderEvent = z.object({
  id: z.uuid(),
  kind: z.enum(ORDER_EVENT_KINDS),
  at: z.string(),
  actor: z.enum(['customer', 'provider']),
  /** The shop team member's name on provider events (never an email or id). */
  actorName: z.nullable(z.string()),
  from: z.nullable(OrderStatus),
  to: z.nullable(OrderStatus),
  note: z.string(),
  amountCents: z.nullable(z.number().check(z.int())),
  /** A move the shop made with money still due past its deposit rule: the balance it overrode (null: none; the note says why). */
  balanceOverrideCents: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** How an order went on its way: the carrier and its tracking reference, as the shop typed them when it shipped. */
export const Shipment = z.object({ carrier: z.string(), trackingReference: z.string() });
export type Shipment = z.infer<typeof Shipment>;

export const Order = z.object({
  ...OrderSummary.shape,
  designId: z.nullable(z.uuid()),
  /** The design as it was ordered: later edits never change it. */
  document: DesignDocumentEnvelope,
  players: z.array(OrderPlayer),
  extras: z.array(OrderExtraPieces),
  prices: PriceBreakdown,
  address: z.string(),
  phone: z.string(),
  note: z.string(),
  events: z.array(OrderEvent),
  /** When the customer approved the proof of the order as it is (null: not yet); production waits for it. */
  proofApprovedAt: z.nullable(z.string()),
  /** The carrier and tracking reference once the shop shipped it (ON_THE_WAY); null before. Null
   *  when absent too: an account page released after an API that does not send it still reads its orders. */
  shipment: z._default(z.nullable(Shipment), null),
  /** The delivery estimate the order was placed with; null for an order placed before estimates were kept. */
  estimatedDelivery: z._default(z.nullable(DeliveryEstimate), null),
  /** How to pay the shop and what is due now under its deposit rule (issue 38); absent from an API before it. */
  paymentTerms: z.optional(z.nullable(PaymentTerms)),
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = z.object({ data: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** 409 `TRANSITION_NOT_ALLOWED`: the order's status and the statuses this caller may move it to. */
export const TransitionRefusedError = z.object({
  code: z.literal('TRANSITION_NOT_ALLOWED'),
  message: z.string(),
  status: OrderStatus,
  allowed: z.array(OrderStatus),
});
export type TransitionRefusedError = z.infer<typeof TransitionRefusedError>;

/** The successful answers of these endpoints, as their declarations (../orders.ts) answer them. */
export const orderAnswers = {
  list: { 200: OrderListResponse },
  quote: { 200: QuoteResponse },
  place: { 200: OrderResponse, 201: OrderResponse },
  read: { 200: OrderResponse },
  cancel: { 200: OrderResponse },
  received: { 200: OrderResponse },
} as const;

/** The customer's approval of a proof answers the order (../production.ts proofEndpoints). */
export const proofAnswers = {
  approve: { 200: OrderResponse },
} as const;
