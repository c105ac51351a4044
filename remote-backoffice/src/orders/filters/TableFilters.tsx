import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ORDER_STATUSES, type OrderStatusName } from '@teamwear/shared/contracts/plain';
import { useTranslation } from '../../strings';
import type { OrdersView } from '../orders-view';

type Change = Partial<Pick<OrdersView, 'statuses' | 'orderedFrom' | 'orderedTo'>>;

/** The table's own filters: statuses, and the days it was ordered between (the reader's days). */
export function TableFilters({ view, onFilter }: { view: OrdersView; onFilter: (change: Change) => void }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12} align="center">
      <Select<OrderStatusName[]>
        mode="multiple"
        allowClear
        aria-label={t('orders.statusLabel')}
        placeholder={t('orders.allStatuses')}
        style={{ minWidth: 240, maxWidth: '100%' }}
        value={view.statuses}
        onChange={(statuses) => onFilter({ statuses })}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`order.status.${status}`) }))}
        data-testid="orders-status"
      />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {t('orders.orderedFrom')}
        <Input type="date" value={view.orderedFrom ?? ''} max={view.orderedTo ?? undefined} onChange={(event) => onFilter({ orderedFrom: event.target.value || null })} style={{ width: 160 }} data-testid="orders-from" />
      </label>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {t('orders.orderedTo')}
        <Input type="date" value={view.orderedTo ?? ''} min={view.orderedFrom ?? undefined} onChange={(event) => onFilter({ orderedTo: event.target.value || null })} style={{ width: 160 }} data-testid="orders-to" />
      </label>
    </Flex>
  );
}
