import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SHOP_CUSTOMER_SEARCH_MAX_LENGTH, SHOP_CUSTOMER_SORTS, type ShopCustomerSort } from '@teamwear/shared/contracts';
import { useSearchParams } from '@teamwear/shared/router';
import { showToast } from '@teamwear/shared/ui';
import { useBelow } from '@teamwear/shared/ui/kit';
import { EmptyState, Heading, SurfaceCard, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { SearchBox } from '../../common/SearchBox';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchCustomers } from '../api/customer-api';
import { CustomerCards } from './CustomerCards';
import { customerListParams, customerListRequest, lastPageInstead, readCustomerListQuery, withSearch, withSort, type CustomerListQuery } from './customer-list-query';
import { CustomerPager } from './CustomerPager';
import { CustomersTable } from './CustomersTable';
import { exportCustomers } from './export-customers';

/**
 * /backoffice/customers: the shop's customers, searched, sorted and paged by the API, the view kept
 * in the address (a reload, a link or Back shows the same); Export CSV downloads every customer the
 * search finds, in the same order. A table from 768 px, cards below.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const query = useMemo(() => readCustomerListQuery(new URLSearchParams(address)), [address]);
  const request = customerListRequest(query);
  const answer = useStaffAnswer(`customers?${customerListParams(query).toString()}`, (signal) => fetchCustomers(request, signal));
  const narrow = useBelow('md');
  const [exporting, setExporting] = useState(false);

  const show = useCallback((next: CustomerListQuery, replace = false) => setParams(customerListParams(next), { replace }), [setParams]);
  const onSearch = useCallback((search: string) => show(withSearch(query, search), true), [show, query]);

  const list = answer.kind === 'ready' ? answer.data : null;
  const instead = list ? lastPageInstead(query, list.total) : null;
  useEffect(() => {
    if (instead !== null) show({ ...query, page: instead }, true);
  }, [instead, query, show]);

  const onExport = async () => {
    setExporting(true);
    const result = await exportCustomers(query);
    setExporting(false);
    if (!result.ok) showToast({ severity: 'error', summary: result.status === 0 ? t('customers.offline') : t('customers.exportFailed') });
  };

  return (
    <section data-remote="backoffice" data-testid="customers-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('customers.title')}
        </Heading>
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()} disabled={list?.total === 0 && !query.search} data-testid="export-customers">
          {t('customers.exportCsv')}
        </Button>
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <SearchBox
          search={query.search}
          onSearch={onSearch}
          label={t('customers.searchLabel')}
          placeholder={t('customers.searchPlaceholder')}
          maxLength={SHOP_CUSTOMER_SEARCH_MAX_LENGTH}
          testId="customer-search"
        />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {t('customers.sortLabel')}
          <select value={query.sort} onChange={(event) => show(withSort(query, event.target.value as ShopCustomerSort), true)} data-testid="customer-sort" style={{ font: 'inherit', padding: '4px 8px', minHeight: 32 }}>
            {SHOP_CUSTOMER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`customers.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </Flex>

      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {answer.kind === 'failed' ? (
        <WarningResult
          title={t('customers.loadFailed')}
          subTitle={answer.status === 0 ? t('customers.offline') : t('customers.tryAgainLater')}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
              {t('common.retry')}
            </Button>
          }
          testId="customers-failed"
        />
      ) : null}
      {list && list.total === 0 ? (
        <SurfaceCard testId="customers-empty">
          <EmptyState description={query.search ? t('customers.noMatch', { search: query.search }) : t('customers.none')}>
            {query.search ? <Button onClick={() => show(withSearch(query, ''))}>{t('customers.clearSearch')}</Button> : null}
          </EmptyState>
        </SurfaceCard>
      ) : null}
      {list && list.total > 0 ? (
        <>
          {narrow ? (
            <CustomerCards customers={list.data} busy={answer.kind === 'ready' && answer.refreshing} />
          ) : (
            <CustomersTable customers={list.data} sort={query.sort} busy={answer.kind === 'ready' && answer.refreshing} onSort={(sort) => show(withSort(query, sort))} />
          )}
          <CustomerPager
            page={query.page}
            total={list.total}
            onPage={(page) => {
              show({ ...query, page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
