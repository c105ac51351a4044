import Flex from '../../common/Flex';
import theme from 'antd/es/theme';
import type { OrderEvent } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { statusSeverity } from '@teamwear/shared/orders';
import { formatCents } from '../format/cents';
import { formatOrderDate } from '../format/order-date';
import { SEVERITY_COLOURS } from '../status/status-colours';
import { timelineEntries, type Actor, type TimelineEntry } from './timeline-entries';
import { Paragraph, Text } from '@teamwear/shared/ui/kit/themed';

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
  const entries = timelineEntries(events);
  // Drawn as antd's Timeline draws its items (a ring in the entry's colour, a line down to the
  // next), without it: in antd 6 it is built on Steps, one more chunk for a list.
  return (
    <ol data-testid="order-timeline" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry, index) => (
        <li key={entry.id} style={{ position: 'relative', paddingInlineStart: 26, paddingBottom: index === entries.length - 1 ? 0 : token.paddingLG }}>
          {index === entries.length - 1 ? null : (
            <span aria-hidden="true" style={{ position: 'absolute', insetInlineStart: 4, top: 16, bottom: 0, borderInlineStart: `2px solid ${token.colorSplit}` }} />
          )}
          <span
            aria-hidden="true"
            style={{
              position: 'absolute',
              insetInlineStart: 0,
              top: 6,
              boxSizing: 'border-box',
              width: 10,
              height: 10,
              borderRadius: '50%',
              border: `3px solid ${colour(entry)}`,
              background: token.colorBgContainer,
            }}
          />
          <Flex vertical gap={2} data-testid="timeline-entry" data-kind={entry.kind}>
            <Text strong>{title(entry)}</Text>
            <Text tone="secondary">
              {by(entry.who)} · <time dateTime={entry.at}>{formatOrderDate(entry.at, i18n.language)}</time>
            </Text>
            {entry.note ? (
              <Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="timeline-note">
                {entry.note}
              </Paragraph>
            ) : null}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
