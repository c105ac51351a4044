import type { OrderStatus } from '@teamwear/shared/contracts';
import { allowedTransitions } from '@teamwear/shared/orders';
import type { CustomerAction } from '../api/order-api';

/** The buttons the order page offers: exactly the moves the life cycle allows the customer now
 *  (cancel while REVIEWING, "I received it" while ON_THE_WAY), in that order. */
export function customerActions(status: OrderStatus): CustomerAction[] {
  const allowed = allowedTransitions(status, 'customer');
  const actions: CustomerAction[] = [];
  if (allowed.includes('CANCELED')) actions.push('cancel');
  if (allowed.includes('COMPLETED')) actions.push('received');
  return actions;
}
