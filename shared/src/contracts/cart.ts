import { z } from 'zod';
import { cartAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { AddToCartRequest, CartItemResponse, CartResponse } from './orders';

/** The path of one cart item. */
export const CartItemParams = z.object({ id: z.string().max(64).describe('The cart item id') });

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** The signed-in user's cart (its payloads are the orders' ones: an item becomes an order's piece). */
export const cartEndpoints = {
  read: defineEndpoint({ ...cartAddresses.read, responses: { 200: CartResponse, ...signedInErrors } }),
  /** 201 for a new item, 200 when the design was in the cart already. */
  add: defineEndpoint({
    ...cartAddresses.add,
    body: AddToCartRequest,
    responses: { 200: CartItemResponse, 201: CartItemResponse, 400: ApiError, 409: ApiError, ...signedInErrors },
  }),
  remove: defineEndpoint({
    ...cartAddresses.remove,
    params: CartItemParams,
    responses: { 204: z.null().describe('Removed'), ...signedInErrors },
  }),
};
