import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import type { ShopCustomer } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { formatDate } from '@teamwear/shared/ui';
import { EmptyState, Heading, SurfaceCard, Text, WarningResult } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchCustomer } from '../api/customer-api';
import { CUSTOMERS_PATH } from '../customer-paths';
import { countOf, totalOrdered } from '../list/CustomerFacts';
import { CustomerDesigns } from './CustomerDesigns';
import { CustomerOrders } from './CustomerOrders';
import { isCustomerId } from './customer-id';

/**
 * /backoffice/customers/<id>: one customer's details (never a password: the API sends none), their
 * orders (each a link to its page in the back office) and their designs as pictures, read-only. An
 * id that is not one, or a customer of no one here, says so with the way back to the list.
 */
export function CustomerPage({ id }: { id?: string }) {
  const valid = isCustomerId(id);
  return valid ? <KnownCustomer id={id} /> : <NoSuchCustomer />;
}

function KnownCustomer({ id }: { id: string }) {
  const { t } = useTranslation();
  const answer = useStaffAnswer(`customer/${id}`, (signal) => fetchCustomer(id, signal));
  if (answer.kind === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (answer.kind === 'failed') {
    if (answer.status === 404 || answer.status === 400) return <NoSuchCustomer />;
    return (
      <WarningResult
        title={t('customers.detail.loadFailed')}
        subTitle={answer.status === 0 ? t('customers.offline') : t('customers.tryAgainLater')}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={answer.reload}>
              {t('common.retry')}
            </Button>
            <BackToList />
          </Flex>
        }
        testId="customer-failed"
      />
    );
  }
  return <CustomerDetails customer={answer.data.data} />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to={CUSTOMERS_PATH} data-testid="back-to-customers" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <ArrowLeftOutlined aria-hidden />
      {t('customers.detail.backToList')}
    </Link>
  );
}

function NoSuchCustomer() {
  const { t } = useTranslation();
  return (
    <section data-remote="backoffice">
      <Heading level={1} style={{ fontSize: 28 }}>
        {t('customers.detail.notFoundTitle')}
      </Heading>
      <SurfaceCard testId="customer-not-found">
        <EmptyState description={t('customers.detail.notFoundDetail')}>
          <BackToList />
        </EmptyState>
      </SurfaceCard>
    </section>
  );
}

function CustomerDetails({ customer }: { customer: ShopCustomer }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const none = t('customers.detail.none');
  return (
    <section data-remote="backoffice" data-testid="customer-page">
      <BackToList />
      <Heading level={1} style={{ fontSize: 28, margin: `${token.marginSM}px 0 ${token.margin}px`, overflowWrap: 'anywhere' }}>
        {customer.name}
      </Heading>
      <SurfaceCard>
        <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('customers.detail.contact')}
        </Heading>
        <dl data-testid="customer-facts" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: `${token.marginSM}px ${token.margin}px`, margin: 0 }}>
          <Fact label={t('customers.columns.email')}>
            <a href={`mailto:${customer.email}`} style={{ overflowWrap: 'anywhere' }}>
              {customer.email}
            </a>{' '}
            <Text tone="secondary">({customer.emailConfirmed ? t('customers.detail.emailConfirmed') : t('customers.detail.emailNotConfirmed')})</Text>
          </Fact>
          <Fact label={t('customers.columns.phone')}>{customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : none}</Fact>
          <Fact label={t('customers.detail.address')}>{customer.lastAddress ?? none}</Fact>
          <Fact label={t('customers.detail.language')}>{t(`customers.detail.languages.${customer.language}`)}</Fact>
          <Fact label={t('customers.detail.since')}>
            <time dateTime={customer.createdAt}>{formatDate(customer.createdAt, i18n.language)}</time>
          </Fact>
          <Fact label={t('customers.columns.orders')}>{countOf(customer.orderCount)}</Fact>
          <Fact label={t('customers.columns.totalOrdered')}>{totalOrdered(customer)}</Fact>
          <Fact label={t('customers.columns.designs')}>{countOf(customer.designCount)}</Fact>
        </dl>
      </SurfaceCard>
      <div style={{ height: token.marginLG }} />
      <CustomerOrders orders={customer.orders} />
      <div style={{ height: token.marginLG }} />
      <CustomerDesigns customerId={customer.id} designs={customer.designs} />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt style={{ margin: 0 }}>
        <Text tone="secondary">{label}</Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}
