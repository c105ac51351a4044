import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useId } from 'react';
import type { WeeklyActivity } from '@teamwear/shared/contracts';
import { useTranslation } from '../strings';
import { formatNumber } from '@teamwear/shared/ui';
import { activityChartLayout, activityTotals, SERIES, weekLabel, type Series } from './activity-chart';
import { useElementWidth } from './use-element-width';
import { Text } from '@teamwear/shared/ui/kit/themed';

const HEIGHT = 200;

/** Designs and players added per week over the last 12 weeks, as bars (activity-chart lays them out). */
export function ActivityChart({ activity }: { activity: readonly WeeklyActivity[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [ref, width] = useElementWidth<HTMLDivElement>(480);
  const titleId = useId();
  const layout = activityChartLayout(activity, { width, height: HEIGHT });
  const totals = activityTotals(activity);
  const colours: Record<Series, string> = { designs: token.colorPrimary, players: token.colorWarning };
  const names: Record<Series, string> = { designs: t('dashboard.designs'), players: t('dashboard.players') };
  const weekOf = (weekStart: string) =>
    activity.find((week) => week.weekStart === weekStart) ?? { weekStart, designs: 0, players: 0 };

  return (
    <div ref={ref} data-testid="activity-chart">
      <Flex gap={16} style={{ marginBottom: 8 }} aria-hidden>
        {SERIES.map((series) => (
          <Flex key={series} gap={6} align="center">
            <span style={{ width: 10, height: 10, borderRadius: 2, background: colours[series], display: 'inline-block' }} />
            <Text tone="secondary" style={{ fontSize: 13 }}>
              {names[series]}
            </Text>
          </Flex>
        ))}
      </Flex>
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-labelledby={titleId} style={{ display: 'block', maxWidth: '100%' }}>
        <title id={titleId}>{t('dashboard.activitySummary', { designs: formatNumber(totals.designs), players: formatNumber(totals.players) })}</title>
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} stroke={token.colorBorderSecondary} strokeWidth={1} />
            <text x={layout.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={token.colorTextTertiary}>
              {formatNumber(tick.value)}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => {
          const week = weekOf(bar.weekStart);
          return (
            <rect key={`${bar.weekStart}-${bar.series}`} x={bar.x} y={bar.y} width={Math.max(0, bar.width - 1)} height={bar.height} rx={2} fill={colours[bar.series]} data-series={bar.series} data-value={bar.value}>
              <title>{t('dashboard.activityWeek', { date: weekLabel(week.weekStart), designs: formatNumber(week.designs), players: formatNumber(week.players) })}</title>
            </rect>
          );
        })}
        {layout.labels.map((label) => (
          <text key={label.weekStart} x={label.x} y={layout.plot.bottom + 16} textAnchor="middle" fontSize={11} fill={token.colorTextTertiary}>
            {label.text}
          </text>
        ))}
      </svg>
      {totals.designs === 0 && totals.players === 0 ? (
        <Text tone="secondary" style={{ fontSize: 13 }}>
          {t('dashboard.noActivity')}
        </Text>
      ) : null}
    </div>
  );
}
