import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import type { ShopCustomerSummary } from '@teamwear/shared/contracts';
import { Link } from '@teamwear/shared/router';
import { Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { customerPagePath } from '../customer-paths';
import { countOf, dayOf, totalOrdered } from './CustomerFacts';

/** The customers on a phone: a card each, everything in the screen's width, each figure named. */
export function CustomerCards({ customers, busy }: { customers: ShopCustomerSummary[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ul aria-label={t('customers.caption')} aria-busy={busy || undefined} data-testid="customer-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM, opacity: busy ? 0.6 : 1 }}>
      {customers.map((customer) => (
        <li
          key={customer.id}
          data-testid="customer-row"
          style={{ padding: token.paddingMD, background: token.colorBgContainer, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, minWidth: 0 }}
        >
          <Link to={customerPagePath(customer.id)} data-testid="customer-link" style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>
            {customer.name}
          </Link>
          <Text tone="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
            {customer.email}
            {customer.phone ? ` · ${customer.phone}` : ''}
          </Text>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: `${token.marginXS}px ${token.marginSM}px`, margin: `${token.marginSM}px 0 0` }}>
            <Fact label={t('customers.columns.designs')}>{countOf(customer.designCount)}</Fact>
            <Fact label={t('customers.columns.orders')}>{countOf(customer.orderCount)}</Fact>
            <Fact label={t('customers.columns.totalOrdered')}>{totalOrdered(customer)}</Fact>
            <Fact label={t('customers.columns.lastOrder')}>
              {customer.lastOrderAt ? <time dateTime={customer.lastOrderAt}>{dayOf(customer.lastOrderAt, i18n.language)}</time> : t('customers.neverOrdered')}
            </Fact>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt style={{ margin: 0 }}>
        <Text tone="secondary">{label}</Text>
      </dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}
