import { z } from 'zod';
import { orderChangeAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * `GET /api/orders/version`: the version of the signed-in customer's orders, a value that changes
 * in the same transaction as any change of any of their orders (a status, a payment, a proof
 * approved, a new order) and never comes back. The order page, My orders and the dashboard ask for
 * it every few seconds while they are shown and read again what they show when it changed: one
 * row read, so a light poll (issue 33: an order stayed "Reviewing" after the shop approved it).
 */
export const OrdersVersionResponse = z.object({ data: z.object({ version: z.string() }) });
export type OrdersVersionResponse = z.infer<typeof OrdersVersionResponse>;

export const orderChangeEndpoints = {
  version: defineEndpoint({
    ...orderChangeAddresses.version,
    responses: { 200: OrdersVersionResponse, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
};
