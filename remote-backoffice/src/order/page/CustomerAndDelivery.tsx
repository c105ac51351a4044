import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { useTranslation } from '../../strings';
import { customerPath } from '../order-number';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who ordered: their name (to their page in the back office), e-mail and phone. */
export function CustomerContact({ order }: { order: Pick<ProviderOrder, 'customer'> }) {
  const { t } = useTranslation();
  const { customer } = order;
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="order-customer"
      // The workshop is sent the customer's name only (their contact is null): no link to the
      // customers' pages it may not open, no e-mail or phone beyond the delivery's.
      items={
        customer.email === null
          ? [{ key: 'name', label: t('order.customer.name'), children: customer.name }]
          : [
              { key: 'name', label: t('order.customer.name'), children: <Link to={customerPath(customer.id)} data-testid="order-customer-link">{customer.name}</Link> },
              { key: 'email', label: t('order.customer.email'), children: <a href={`mailto:${customer.email}`} style={{ overflowWrap: 'anywhere' }}>{customer.email}</a> },
              { key: 'phone', label: t('order.customer.phone'), children: customer.phone ? <a href={telOf(customer.phone)}>{customer.phone}</a> : t('order.customer.noPhone') },
            ]
      }
    />
  );
}

/** Where the order goes: the address and phone given with it, the customer's note, and once shipped the carrier and tracking reference. */
export function DeliveryFacts({ order }: { order: Pick<ProviderOrder, 'address' | 'phone' | 'note' | 'shipment'> }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Descriptions
        column={1}
        size="small"
        data-testid="order-delivery"
        items={[
          { key: 'address', label: t('order.delivery.address'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{order.address}</span> },
          { key: 'phone', label: t('order.delivery.phone'), children: <a href={telOf(order.phone)}>{order.phone}</a> },
          { key: 'note', label: t('order.delivery.note'), children: order.note ? <span style={{ whiteSpace: 'pre-wrap' }}>{order.note}</span> : t('order.delivery.noNote') },
          ...(order.shipment
            ? [
                { key: 'carrier', label: t('order.delivery.carrier'), children: <span data-testid="order-carrier">{order.shipment.carrier}</span> },
                { key: 'tracking', label: t('order.delivery.tracking'), children: <span data-testid="order-tracking">{order.shipment.trackingReference}</span> },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
