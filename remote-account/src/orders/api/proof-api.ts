import { callEndpoint, downloadEndpoint, type ApiResult } from '@teamwear/shared/api';
import { proofRoutes } from '@teamwear/shared/api-routes';
import type { Order, ProofLanguage } from '@teamwear/shared/contracts';
import { mapped } from '../../api/mapped';

/** The order's proof PDF in the customer's language (it needs their token, so it is fetched, not linked). */
export function fetchProof(id: string, language: ProofLanguage): Promise<ApiResult<Blob>> {
  return downloadEndpoint(proofRoutes.pdf, { params: { id }, query: { lang: language }, headers: { Accept: 'application/pdf' } });
}

/** The customer approves the proof: the shop may then start production. */
export async function approveProof(id: string): Promise<ApiResult<Order>> {
  return mapped(await callEndpoint(proofRoutes.approve, { params: { id }, body: {}, check: true }), (body) => body.data);
}
