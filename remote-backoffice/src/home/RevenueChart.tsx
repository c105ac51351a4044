import theme from 'antd/es/theme';
import { useId } from 'react';
import type { ShopNumbersWeek } from '@teamwear/shared/contracts';
import { formatMoney } from '@teamwear/shared/ui';
import { formatCents, formatDay } from '../common/formats';
import { useTranslation } from '../strings';
import { revenueChartLayout } from './numbers-chart';

const WIDTH = 640;
const HEIGHT = 220;

/**
 * The revenue per week as bars, drawn as SVG as the customer's dashboard draws its activity chart
 * (no chart library in the tree: a few rectangles cost less than one). Scaled by the viewBox; the
 * table under it holds the same figures for a screen reader.
 */
export function RevenueChart({ weeks }: { weeks: readonly ShopNumbersWeek[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const titleId = useId();
  const layout = revenueChartLayout(weeks, { width: WIDTH, height: HEIGHT });
  const total = weeks.reduce((sum, week) => sum + week.revenueCents, 0);
  const shortDay = (start: string) => formatDay(start, i18n.language);

  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-labelledby={titleId} style={{ display: 'block', width: '100%', height: 'auto' }} data-testid="revenue-chart">
      <title id={titleId}>{t('home.revenueChartSummary', { weeks: weeks.length, total: formatCents(total) })}</title>
      {layout.ticks.map((tick) => (
        <g key={tick.cents}>
          <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} stroke={token.colorBorderSecondary} strokeWidth={1} />
          <text x={layout.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={token.colorTextSecondary}>
            {formatMoney(Math.round(tick.cents / 100))}
          </text>
        </g>
      ))}
      {layout.bars.map((bar, index) => (
        <g key={bar.start}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} fill={token.colorPrimary} data-week={bar.start} data-value={bar.revenueCents}>
            <title>{t('home.revenueChartWeek', { day: shortDay(bar.start), amount: formatCents(bar.revenueCents) })}</title>
          </rect>
          {(weeks.length - 1 - index) % 3 === 0 ? (
            <text x={bar.x + bar.width / 2} y={layout.plot.bottom + 16} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
              {shortDay(bar.start)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
