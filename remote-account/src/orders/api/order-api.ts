import type { ApiResult } from '@teamwear/shared/api';
import {
  DesignResponse,
  OrderListResponse,
  OrderResponse,
  PlayerListResponse,
  QuoteResponse,
  SizeChartResponse,
  type Design,
  type Order,
  type PlaceOrderRequest,
  type Player,
  type PriceBreakdown,
  type QuoteRequest,
  type SizeChart,
} from '@teamwear/shared/contracts';
import { checkedRequest, mapped } from './checked-request';

/** The calls of the order form, My orders and the order page (api/README.md, "Orders"). */

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export async function fetchDesign(id: string, signal?: AbortSignal): Promise<ApiResult<Design>> {
  return mapped(await checkedRequest(DesignResponse, `/api/designs/${encodeURIComponent(id)}`, { signal }), (body) => body.data);
}

/** The whole roster (a customer keeps at most 1,000 players, one page of the API's largest). */
export async function fetchRoster(signal?: AbortSignal): Promise<ApiResult<Player[]>> {
  return mapped(await checkedRequest(PlayerListResponse, '/api/players?pageSize=1000&sort=number', { signal }), (body) => body.data);
}

export async function fetchSizes(signal?: AbortSignal): Promise<ApiResult<SizeChart>> {
  return mapped(await checkedRequest(SizeChartResponse, '/api/sizes', { signal }), (body) => body.data);
}

export async function fetchQuote(body: QuoteRequest, signal?: AbortSignal): Promise<ApiResult<PriceBreakdown>> {
  return mapped(await checkedRequest(QuoteResponse, '/api/orders/quote', { method: 'POST', body, signal }), (answer) => answer.data);
}

/** 201 for a new order; 200 when this key already placed it (a second click, another tab). */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<ApiResult<Order>> {
  return mapped(
    await checkedRequest(OrderResponse, '/api/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    (answer) => answer.data,
  );
}

export function fetchOrders(path: string, signal?: AbortSignal): Promise<ApiResult<OrderListResponse>> {
  return checkedRequest(OrderListResponse, path, { signal });
}

export async function fetchOrder(id: string, signal?: AbortSignal): Promise<ApiResult<Order>> {
  return mapped(await checkedRequest(OrderResponse, orderPath(id), { signal }), (body) => body.data);
}

/** What a customer may do to an order: cancel it while it is reviewed, say it arrived. */
export type CustomerAction = 'cancel' | 'received';

export async function actOnOrder(id: string, action: CustomerAction): Promise<ApiResult<Order>> {
  return mapped(await checkedRequest(OrderResponse, `${orderPath(id)}/${action}`, { method: 'POST', body: {} }), (body) => body.data);
}
