import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import { lazy, Suspense } from 'react';
import { isDesignSlug } from '@teamwear/shared/routes';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { SearchBox } from '../common/SearchBox';
import { useTranslation } from '../strings';
import { withFilters, type OrdersView, type OrdersViewKind } from './orders-view';

// The filters with antd's Select (the table's, and the customer's) are read when shown: the board,
// the page's first view, stays within its first-load budget (350 KB gzip).
const CustomerFilter = lazy(() => import('./filters/CustomerFilter').then((module) => ({ default: module.CustomerFilter })));
const TableFilters = lazy(() => import('./filters/TableFilters').then((module) => ({ default: module.TableFilters })));

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
            { value: 'players', label: t('playerPayments.view') },
          ]}
          data-testid="orders-view"
        />
        <SearchBox
          search={view.search}
          onSearch={(search) => filter({ search }, true)}
          label={t(view.view === 'players' ? 'playerPayments.searchLabel' : 'orders.searchLabel')}
          placeholder={t(view.view === 'players' ? 'playerPayments.searchPlaceholder' : 'orders.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          testId="orders-search"
        />
        {view.view === 'players' ? null : (
          <>
        {/* The shell's own select (as its language's): a few garments need no searchable list. */}
        <select
          className="tw-select"
          aria-label={t('orders.garmentLabel')}
          style={{ minWidth: 180 }}
          value={view.product ?? 'all'}
          onChange={(event) => filter({ product: isDesignSlug(event.target.value) ? event.target.value : null })}
          data-testid="orders-garment"
        >
          {['all', ...garments].map((slug) => (
            <option key={slug} value={slug}>
              {slug === 'all' ? t('orders.allGarments') : t(`products.${slug}`)}
            </option>
          ))}
        </select>
        {/* On the board, only to show (and lift) a customer the address came with. */}
        {(view.view === 'table' || view.customerId) && (
          <Suspense fallback={null}>
            <CustomerFilter customerId={view.customerId} onCustomer={(customerId) => filter({ customerId })} />
          </Suspense>
        )}
          </>
        )}
      </Flex>
      {view.view === 'players' ? null : view.view === 'board' ? (
        <Checkbox checked={view.closed} onChange={(event) => filter({ closed: event.target.checked })} data-testid="orders-closed">
          {t('orders.showClosed')}
        </Checkbox>
      ) : (
        <Suspense fallback={null}>
          <TableFilters view={view} onFilter={(change) => filter(change)} />
        </Suspense>
      )}
    </Flex>
  );
}
