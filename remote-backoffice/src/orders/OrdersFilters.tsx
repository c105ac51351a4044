import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { ORDER_STATUSES, type OrderStatusName } from '@teamwear/shared/contracts/plain';
import { isDesignSlug } from '@teamwear/shared/routes';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { SearchBox } from '../common/SearchBox';
import { useTranslation } from '../strings';
import { CustomerFilter } from './filters/CustomerFilter';
import { withFilters, type OrdersView, type OrdersViewKind } from './orders-view';

const SEARCH_MAX = 100;

/** The orders page's controls: board or table, the filters both share, and the table's own. */
export function OrdersFilters({ view, onView }: { view: OrdersView; onView: (view: OrdersView, replace?: boolean) => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const garments = offeredSlugs(tenant?.productTypes ?? []);
  const filter = (change: Parameters<typeof withFilters>[1], replace = false) => onView(withFilters(view, change), replace);
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex wrap gap={12} align="center">
        <Segmented<OrdersViewKind>
          aria-label={t('orders.viewLabel')}
          value={view.view}
          onChange={(kind) => onView({ ...view, view: kind, page: 1 })}
          options={[
            { value: 'board', label: t('orders.board') },
            { value: 'table', label: t('orders.table') },
          ]}
          data-testid="orders-view"
        />
        <SearchBox
          search={view.search}
          onSearch={(search) => filter({ search }, true)}
          label={t('orders.searchLabel')}
          placeholder={t('orders.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          testId="orders-search"
        />
        <Select<string>
          aria-label={t('orders.garmentLabel')}
          style={{ minWidth: 180 }}
          value={view.product ?? 'all'}
          onChange={(value) => filter({ product: isDesignSlug(value) ? value : null })}
          options={[{ value: 'all', label: t('orders.allGarments') }, ...garments.map((slug) => ({ value: slug, label: t(`products.${slug}`) }))]}
          data-testid="orders-garment"
        />
        <CustomerFilter customerId={view.customerId} onCustomer={(customerId) => filter({ customerId })} />
      </Flex>
      {view.view === 'board' ? (
        <Checkbox checked={view.closed} onChange={(event) => filter({ closed: event.target.checked })} data-testid="orders-closed">
          {t('orders.showClosed')}
        </Checkbox>
      ) : (
        <Flex wrap gap={12} align="center">
          <Select<OrderStatusName[]>
            mode="multiple"
            allowClear
            aria-label={t('orders.statusLabel')}
            placeholder={t('orders.allStatuses')}
            style={{ minWidth: 240, maxWidth: '100%' }}
            value={view.statuses}
            onChange={(statuses) => filter({ statuses })}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`order.status.${status}`) }))}
            data-testid="orders-status"
          />
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            {t('orders.orderedFrom')}
            <Input type="date" value={view.orderedFrom ?? ''} max={view.orderedTo ?? undefined} onChange={(event) => filter({ orderedFrom: event.target.value || null })} style={{ width: 160 }} data-testid="orders-from" />
          </label>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            {t('orders.orderedTo')}
            <Input type="date" value={view.orderedTo ?? ''} min={view.orderedFrom ?? undefined} onChange={(event) => filter({ orderedTo: event.target.value || null })} style={{ width: 160 }} data-testid="orders-to" />
          </label>
        </Flex>
      )}
    </Flex>
  );
}
