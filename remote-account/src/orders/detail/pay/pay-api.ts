import { callEndpoint, downloadEndpoint, type ApiResult } from '@teamwear/shared/api';
import { orderPaymentRoutes } from '@teamwear/shared/api-routes';
import type { OrderPayment } from '@teamwear/shared/contracts';
import { mapped } from '../../../api/mapped';

/** What the customer pays now for their order, and how (GET /api/orders/:id/payment), checked against its schema. */
export async function fetchOrderPayment(id: string, signal?: AbortSignal): Promise<ApiResult<OrderPayment>> {
  return mapped(await callEndpoint(orderPaymentRoutes.payment, { params: { id }, signal, check: true }), (body) => body.data);
}

/** The order's invoice PDF in the page's language, fetched with the customer's token (a plain link could not send it). */
export function fetchInvoice(id: string, lang: 'en' | 'kh'): Promise<ApiResult<Blob>> {
  return downloadEndpoint(orderPaymentRoutes.invoice, { params: { id }, query: { lang }, headers: { Accept: 'application/pdf' } });
}

/** The receipt of one payment line, as a PDF in the page's language, fetched with the customer's token. */
export function fetchReceipt(id: string, paymentId: string, lang: 'en' | 'kh'): Promise<ApiResult<Blob>> {
  return downloadEndpoint(orderPaymentRoutes.receipt, { params: { id, paymentId }, query: { lang }, headers: { Accept: 'application/pdf' } });
}
