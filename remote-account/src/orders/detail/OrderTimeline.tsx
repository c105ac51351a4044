import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import type { OrderEvent } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { statusSeverity } from '@teamwear/shared/orders';
import { formatCents } from '../format/cents';
import { formatOrderDate } from '../format/order-date';
import { SEVERITY_COLOURS } from '../status/status-colours';
import { timelineEntries, type Actor, type TimelineEntry } from './timeline-entries';

/** What happened to the order, oldest first: placed, each change of status, payments; who, when, and the note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const by = (who: Actor) => (who.kind === 'you' ? t('orderTimeline.byYou') : who.kind === 'person' ? t('orderTimeline.byPerson', { name: who.name }) : t('orderTimeline.byShop'));
  const title = (entry: TimelineEntry) => {
    if (entry.kind === 'placed') return t('orderTimeline.placed');
    if (entry.kind === 'payment') return t('orderTimeline.payment', { amount: formatCents(entry.amountCents ?? 0) });
    if (entry.kind === 'proof') return t('orderTimeline.proofApproved');
    return entry.to ? t(`orderStatus.${entry.to}`) : t('orderTimeline.changed');
  };
  const colour = (entry: TimelineEntry) => {
    if (entry.kind === 'payment' || entry.kind === 'proof') return SEVERITY_COLOURS.success.color;
    if (entry.kind === 'placed' || !entry.to) return SEVERITY_COLOURS.info.color;
    const severity = statusSeverity(entry.to);
    return severity === 'primary' ? token.colorPrimary : SEVERITY_COLOURS[severity].color;
  };
  return (
    <Timeline
      data-testid="order-timeline"
      items={timelineEntries(events).map((entry) => ({
        key: entry.id,
        color: colour(entry),
        content: (
          <Flex vertical gap={2} data-testid="timeline-entry" data-kind={entry.kind}>
            <Typography.Text strong>{title(entry)}</Typography.Text>
            <Typography.Text type="secondary">
              {by(entry.who)} · <time dateTime={entry.at}>{formatOrderDate(entry.at, i18n.language)}</time>
            </Typography.Text>
            {entry.note ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="timeline-note">
                {entry.note}
              </Typography.Paragraph>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
