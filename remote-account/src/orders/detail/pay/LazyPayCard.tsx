import { lazy, Suspense, type ComponentType } from 'react';
import type { Order } from '@teamwear/shared/contracts';
import type { PayCardProps } from './PayCard';

// Its own chunk (the QR code, the payment schema): the order page's first load does not carry it.
// A chunk that cannot be fetched (a new release meanwhile) leaves the card out, not the page.
const PayCard = lazy(
  (): Promise<{ default: ComponentType<PayCardProps> }> => import(/* webpackChunkName: "order-pay" */ './PayCard').catch(() => ({ default: () => null })),
);

/** The statuses where nothing is owed any more: the order never went ahead. */
const NOT_PAYABLE: readonly Order['status'][] = ['CANCELED', 'REJECTED'];

/** The order's Pay card, loaded when the order shows; none for an order that never went ahead. */
export function LazyPayCard({ order, paidCents }: { order: Order; paidCents: number }) {
  if (NOT_PAYABLE.includes(order.status)) return null;
  return (
    <Suspense fallback={null}>
      <PayCard orderId={order.id} version={`${order.status} ${paidCents}`} />
    </Suspense>
  );
}
