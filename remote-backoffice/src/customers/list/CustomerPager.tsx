import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { formatNumber } from '@teamwear/shared/ui';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { CUSTOMERS_PER_PAGE } from './customer-list-query';

/** Previous and next page, and which customers this page shows ("21–40 of 57"). */
export function CustomerPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE));
  const from = Math.min((page - 1) * CUSTOMERS_PER_PAGE + 1, total);
  const to = Math.min(page * CUSTOMERS_PER_PAGE, total);
  return (
    <nav aria-label={t('customers.pages')}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Text tone="secondary" data-testid="customers-range">
          {t('customers.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
        </Text>
        {pages > 1 ? (
          <Flex gap={8} align="center">
            <Button disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="customers-previous">
              {t('customers.previousPage')}
            </Button>
            <Text>{t('customers.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}</Text>
            <Button disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="customers-next">
              {t('customers.nextPage')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </nav>
  );
}
