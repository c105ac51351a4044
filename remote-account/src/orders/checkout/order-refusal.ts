import type { ApiErrorBody } from '@teamwear/shared/api';
import { orderMessage, type OrderMessage } from '../messages/order-messages';
import { problemsFromApi, type FormProblems } from './checkout-problems';
import type { OrderRequest } from './order-request';

/** Why the API did not place the order, as the form tells the customer (what they typed stays). */
export type OrderRefusal =
  /** Named problems, put on their fields. */
  | { kind: 'fields'; problems: FormProblems }
  /** 409 ORDER_LIMIT_REACHED (CONFLICT from an older API): the customer has as many open (or lately canceled) orders as the shop takes. */
  | { kind: 'tooManyWaiting' }
  /** 409 IDEMPOTENCY_KEY_REUSED: the key went with another form (only if two tabs raced with
   *  different forms); the form gets a new key and can be sent again. */
  | { kind: 'keyReused' }
  /** 404: the design was deleted meanwhile, or is not the customer's. */
  | { kind: 'designGone' }
  /** No answer at all: the connection. */
  | { kind: 'offline' }
  | { kind: 'failed'; message: OrderMessage };

export function orderRefusal(failure: { status: number; error: ApiErrorBody }, request: Pick<OrderRequest, 'playerIds' | 'extraKeys'>): OrderRefusal {
  const { status, error } = failure;
  if (status === 0) return { kind: 'offline' };
  if (status === 400 && error.fields && Object.keys(error.fields).length > 0) return { kind: 'fields', problems: problemsFromApi(error.fields, request) };
  if (status === 409 && (error.code === 'ORDER_LIMIT_REACHED' || error.code === 'CONFLICT')) return { kind: 'tooManyWaiting' };
  if (status === 409 && error.code === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'keyReused' };
  if (status === 404) return { kind: 'designGone' };
  return { kind: 'failed', message: orderMessage(error.message) };
}
