import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import type { ShopNumbers, ShopNumbersWeek } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { formatCents, formatDay } from '../common/formats';
import { StatusTag } from '../common/StatusTag';
import { useTranslation } from '../strings';
import { orderedShare } from './numbers-chart';
import { RevenueChart } from './RevenueChart';

const GRID = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } as const;

/** One figure of this week: what it is, its value, and a line under it. */
function Figure({ label, value, note, testId }: { label: string; value: string; note?: ReactNode; testId: string }) {
  return (
    <SurfaceCard testId={testId}>
      <Text tone="secondary" style={{ fontSize: 13, display: 'block' }}>
        {label}
      </Text>
      <div style={{ fontSize: 24, fontWeight: 600 }} data-testid={`${testId}-value`}>
        {value}
      </div>
      {note ? (
        <Text tone="secondary" style={{ fontSize: 13 }}>
          {note}
        </Text>
      ) : null}
    </SurfaceCard>
  );
}

/** The numbers as the home page shows them: this week's figures, the revenue chart, every week's figures, the orders now and the garments ordered most. */
export function NumbersView({ numbers }: { numbers: ShopNumbers }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const thisWeek: ShopNumbersWeek | undefined = numbers.weeks.at(-1);
  const share = thisWeek ? orderedShare(thisWeek.designsSaved, thisWeek.designsOrdered) : null;
  const day = (start: string) => formatDay(start, i18n.language);
  const cell = { padding: '6px 8px', textAlign: 'end', borderBottom: `1px solid ${token.colorBorderSecondary}`, whiteSpace: 'nowrap' } as const;
  const head = { ...cell, fontWeight: 600 } as const;

  return (
    <Flexed>
      {thisWeek ? (
        <section data-testid="this-week">
          <Heading level={2} style={{ fontSize: 20 }}>
            {t('home.thisWeek', { day: day(thisWeek.start) })}
          </Heading>
          <div style={GRID}>
            <Figure testId="figure-orders" label={t('home.ordersPlaced')} value={formatNumber(thisWeek.ordersPlaced)} note={t('home.ordersCounted', { count: thisWeek.ordersCounted })} />
            <Figure testId="figure-pieces" label={t('home.pieces')} value={formatNumber(thisWeek.pieces)} />
            <Figure testId="figure-revenue" label={t('home.revenue')} value={formatCents(thisWeek.revenueCents)} note={t('home.revenueNote')} />
            <Figure testId="figure-paid" label={t('home.paid')} value={formatCents(thisWeek.paidCents)} note={t('home.due', { amount: formatCents(thisWeek.dueCents) })} />
            <Figure testId="figure-average" label={t('home.averageOrder')} value={formatCents(thisWeek.averageOrderCents)} />
            <Figure
              testId="figure-designs"
              label={t('home.designsOrdered')}
              value={t('home.designsOrderedValue', { ordered: formatNumber(thisWeek.designsOrdered), saved: formatNumber(thisWeek.designsSaved) })}
              note={share === null ? t('home.noDesigns') : t('home.designsShare', { share: formatNumber(share) })}
            />
            <Figure testId="figure-customers" label={t('home.newCustomers')} value={formatNumber(thisWeek.newCustomers)} />
          </div>
        </section>
      ) : null}

      <SurfaceCard testId="revenue-chart-card">
        <Heading level={2} style={{ fontSize: 20 }}>
          {t('home.revenueChart')}
        </Heading>
        <RevenueChart weeks={numbers.weeks} />
      </SurfaceCard>

      <SurfaceCard testId="weeks-card">
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="numbers-weeks">
          <table style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }} data-testid="numbers-weeks">
            <caption id="numbers-weeks" style={{ textAlign: 'start', fontSize: 20, fontWeight: 600, paddingBottom: 8 }}>
              {t('home.weeksCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" style={{ ...head, textAlign: 'start' }}>
                  {t('home.week')}
                </th>
                <th scope="col" style={head}>{t('home.ordersPlaced')}</th>
                <th scope="col" style={head}>{t('home.pieces')}</th>
                <th scope="col" style={head}>{t('home.revenue')}</th>
                <th scope="col" style={head}>{t('home.paid')}</th>
                <th scope="col" style={head}>{t('home.dueColumn')}</th>
                <th scope="col" style={head}>{t('home.averageOrder')}</th>
                <th scope="col" style={head}>{t('home.designsOrdered')}</th>
                <th scope="col" style={head}>{t('home.newCustomers')}</th>
              </tr>
            </thead>
            <tbody>
              {[...numbers.weeks].reverse().map((week) => (
                <tr key={week.start} data-testid="numbers-week" data-week={week.start}>
                  <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
                    {day(week.start)}
                  </th>
                  <td style={cell}>{formatNumber(week.ordersPlaced)}</td>
                  <td style={cell}>{formatNumber(week.pieces)}</td>
                  <td style={cell} data-testid="week-revenue">
                    {formatCents(week.revenueCents)}
                  </td>
                  <td style={cell}>{formatCents(week.paidCents)}</td>
                  <td style={cell}>{formatCents(week.dueCents)}</td>
                  <td style={cell}>{formatCents(week.averageOrderCents)}</td>
                  <td style={cell}>{t('home.designsOrderedValue', { ordered: formatNumber(week.designsOrdered), saved: formatNumber(week.designsSaved) })}</td>
                  <td style={cell}>{formatNumber(week.newCustomers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SurfaceCard>

      <div style={{ ...GRID, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        <SurfaceCard testId="statuses-card">
          <Heading level={2} style={{ fontSize: 20 }}>
            {t('home.statusesNow')}
          </Heading>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {numbers.statuses.map((row) => (
              <li key={row.status} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }} data-testid="status-count" data-status={row.status}>
                <StatusTag status={row.status} />
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(row.count)}</span>
              </li>
            ))}
          </ul>
        </SurfaceCard>
        <SurfaceCard testId="garments-card">
          <Heading level={2} style={{ fontSize: 20 }}>
            {t('home.topGarments')}
          </Heading>
          {numbers.topGarments.length ? (
            <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
              {numbers.topGarments.map((garment) => (
                <li key={garment.product} data-testid="top-garment" data-product={garment.product}>
                  {t(`products.${garment.product}`)} — {t('home.garmentPieces', { pieces: formatNumber(garment.pieces), orders: formatNumber(garment.orders) })}
                </li>
              ))}
            </ol>
          ) : (
            <Text tone="secondary">{t('home.noGarments')}</Text>
          )}
        </SurfaceCard>
      </div>
    </Flexed>
  );
}

function Flexed({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 16 }}>{children}</div>;
}
