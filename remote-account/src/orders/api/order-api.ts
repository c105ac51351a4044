import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { designRoutes, orderRoutes, playerRoutes, sizeCollectionRoutes, sizeGuideRoutes } from '@teamwear/shared/api-routes';
import type {
  Collection,
  DeliveryEstimate,
  Design,
  DesignProduct,
  GarmentSizeGuide,
  Order,
  OrderListResponse,
  PlaceOrderRequest,
  Player,
  PriceBreakdown,
  QuoteRequest,
  SizeChart,
} from '@teamwear/shared/contracts';
import { mapped } from '../../api/mapped';

/** The calls of the order form, My orders and the order page (api/README.md, "Orders"). Every
 *  answer is checked against its endpoint's schema (`check`): a malformed answer is a failure the
 *  page can show, not a crash somewhere later. */

export async function fetchDesign(id: string, signal?: AbortSignal): Promise<ApiResult<Design>> {
  return mapped(await callEndpoint(designRoutes.read, { params: { id }, signal, check: true }), (body) => body.data);
}

/** The whole roster (a customer keeps at most 1,000 players, one page of the API's largest). */
export async function fetchRoster(signal?: AbortSignal): Promise<ApiResult<Player[]>> {
  return mapped(await callEndpoint(playerRoutes.list, { query: { pageSize: 1000, sort: 'number' }, signal, check: true }), (body) => body.data);
}

export async function fetchSizes(signal?: AbortSignal): Promise<ApiResult<SizeChart>> {
  return mapped(await callEndpoint(playerRoutes.sizeChart, { signal, check: true }), (body) => body.data);
}

/** A garment's size guide: the sizes each piece is made in and their measurements (404: the shop does not offer it). */
export async function fetchSizeGuide(product: DesignProduct, signal?: AbortSignal): Promise<ApiResult<GarmentSizeGuide>> {
  return mapped(await callEndpoint(sizeGuideRoutes.get, { params: { product }, signal, check: true }), (body) => body.data);
}

/** The size collection the order form was opened from, with its entries (which are ordered already). */
export async function fetchCollection(id: string, signal?: AbortSignal): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.read, { params: { id }, signal, check: true }), (body) => body.data);
}

/** The price of an order of these pieces, and when it would arrive if placed now (null from an API that sends no estimate). */
export interface Quote {
  prices: PriceBreakdown;
  estimate: DeliveryEstimate | null;
}

export async function fetchQuote(body: QuoteRequest, signal?: AbortSignal): Promise<ApiResult<Quote>> {
  return mapped(await callEndpoint(orderRoutes.quote, { body, signal, check: true }), (answer) => ({ prices: answer.data, estimate: answer.estimate ?? null }));
}

/** 201 for a new order; 200 when this key already placed it (a second click, another tab). */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<ApiResult<Order>> {
  return mapped(await callEndpoint(orderRoutes.place, { body, headers: { 'Idempotency-Key': idempotencyKey }, check: true }), (answer) => answer.data);
}

/** One page of My orders: `search` is the API's query (order-list-query.ts orderListSearch). */
export function fetchOrders(search: string, signal?: AbortSignal): Promise<ApiResult<OrderListResponse>> {
  return callEndpoint(orderRoutes.list, { query: new URLSearchParams(search), signal, check: true });
}

export async function fetchOrder(id: string, signal?: AbortSignal): Promise<ApiResult<Order>> {
  return mapped(await callEndpoint(orderRoutes.read, { params: { id }, signal, check: true }), (body) => body.data);
}

/** What a customer may do to an order: cancel it while it is reviewed, say it arrived. */
export type CustomerAction = 'cancel' | 'received';

export async function actOnOrder(id: string, action: CustomerAction): Promise<ApiResult<Order>> {
  return mapped(await callEndpoint(orderRoutes[action], { params: { id }, body: {}, check: true }), (body) => body.data);
}
