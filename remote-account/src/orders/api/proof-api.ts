import { apiRequest, type ApiResult } from '@teamwear/shared/api';
import { OrderResponse, type Order, type ProofLanguage } from '@teamwear/shared/contracts';
import { checkedRequest, mapped } from './checked-request';

const proofPath = (id: string) => `/api/orders/${encodeURIComponent(id)}/proof`;

/** The order's proof PDF in the customer's language (it needs their token, so it is fetched, not linked). */
export function fetchProof(id: string, language: ProofLanguage): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>(`${proofPath(id)}.pdf?lang=${language}`, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}

/** The customer approves the proof: the shop may then start production. */
export async function approveProof(id: string): Promise<ApiResult<Order>> {
  return mapped(await checkedRequest(OrderResponse, `${proofPath(id)}/approve`, { method: 'POST', body: {} }), (body) => body.data);
}
