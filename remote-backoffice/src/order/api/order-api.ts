import { productionRoutes, providerInvoiceRoutes, providerOrderRoutes } from '@teamwear/shared/api-routes';
import type { OrderPictureSide, PaymentRequest, PaymentReversalRequest, ProofLanguage, TransitionRequest } from '@teamwear/shared/contracts';
import { staffCall, staffDownload } from '../../session';

/**
 * One order of the shop and what its page does to it, with the staff's session (../../session adds
 * the token and refreshes it once). The API finds an order by its number as well as its id: the
 * page asks by the number of its address, and acts by the id the answer gave.
 */

export const fetchOrder = (number: number, signal?: AbortSignal) => staffCall(providerOrderRoutes.read, { params: { id: String(number) }, signal, check: true });

export const moveOrder = (id: string, body: TransitionRequest) => staffCall(providerOrderRoutes.transition, { params: { id }, body, check: true });

export const recordPayment = (id: string, body: PaymentRequest) => staffCall(providerOrderRoutes.payments, { params: { id }, body, check: true });

export const reversePayment = (id: string, paymentId: string, body: PaymentReversalRequest) =>
  staffCall(providerOrderRoutes.reversePayment, { params: { id, paymentId }, body, check: true });

/** A side of the design as ordered (a PNG): fetched with the token, an <img> could not send it. */
export const fetchPicture = (id: string, side: OrderPictureSide, pixels: number, signal?: AbortSignal) =>
  staffDownload(providerOrderRoutes.picture, { params: { id, side }, query: { pixels }, signal, headers: { Accept: 'image/png' } });

export const fetchProofPdf = (id: string, lang: ProofLanguage) => staffDownload(providerOrderRoutes.proofPdf, { params: { id }, query: { lang }, headers: { Accept: 'application/pdf' } });

/** A payment line's receipt (issue 38), as a PDF in the page's language. */
export const fetchReceiptPdf = (id: string, paymentId: string, lang: ProofLanguage) =>
  staffDownload(providerInvoiceRoutes.receipt, { params: { id, paymentId }, query: { lang }, headers: { Accept: 'application/pdf' } });

export const fetchProduction = (id: string, signal?: AbortSignal) => staffCall(productionRoutes.status, { params: { id }, signal, check: true });

export const fetchProductionZip = (id: string) => staffDownload(productionRoutes.zip, { params: { id }, headers: { Accept: 'application/zip' } });

export const retryProduction = (id: string) => staffCall(productionRoutes.retry, { params: { id }, check: true });
