import { playersPayRoutes } from '@teamwear/shared/api-routes';
import type { PaymentRequest, PaymentReversalRequest } from '@teamwear/shared/contracts';
import { staffCall } from '../session';

/** The collections whose players pay, found by a reference, a player's name or a title (api/README "Players pay"). */
export const fetchPlayerPayments = (q: string, signal?: AbortSignal) => staffCall(playersPayRoutes.list, { query: q ? { q } : {}, signal, check: true });

export const recordPlayerPayment = (id: string, entryId: string, body: PaymentRequest) => staffCall(playersPayRoutes.record, { params: { id, entryId }, body, check: true });

export const reversePlayerPayment = (id: string, entryId: string, paymentId: string, body: PaymentReversalRequest) =>
  staffCall(playersPayRoutes.reverse, { params: { id, entryId, paymentId }, body, check: true });
