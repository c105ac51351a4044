import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../order-statuses';
import { DesignProduct, ProductType } from './products';

// My orders' first answer (a page of the customer's orders), which the page checks on its first
// load: see ./index.ts for why it is written with zod/mini.

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

/** The successful answers of these endpoints, as their declarations (../orders.ts) answer them. */
export const orderAnswers = {
  list: { 200: OrderListResponse },
} as const;
