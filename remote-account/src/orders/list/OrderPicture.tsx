import type { OrderSummary } from '@teamwear/shared/contracts';
import { PlaceholderPicture } from '../../design-picture/PlaceholderPicture';

/** The order's picture: the one stored with the order (the design as it was ordered). */
export function OrderPicture({ order, label }: { order: OrderSummary; label: string }) {
  return (
    <div style={{ flex: 'none', width: 48, height: 48, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 6, overflow: 'hidden', background: 'var(--ant-color-fill-quaternary, #f5f5f5)' }}>
      {order.thumbnail ? <img src={order.thumbnail} alt={label} width={48} height={48} style={{ objectFit: 'contain' }} /> : <PlaceholderPicture label={label} />}
    </div>
  );
}
