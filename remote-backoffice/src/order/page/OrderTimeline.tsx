import Flex from 'antd/es/flex';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import type { OrderEvent } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { formatCents, formatWhen } from '../../common/formats';

/** The order's events oldest first (equal times keep the API's order). */
export function eventsInOrder(events: readonly OrderEvent[]): OrderEvent[] {
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ event }) => event);
}

/** What happened to the order: placed, each move with its note, payments, the proof approved; who and when. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  const title = (event: OrderEvent) => {
    if (event.kind === 'placed') return t('order.timeline.placed');
    if (event.kind === 'payment' && (event.amountCents ?? 0) < 0) return t('order.timeline.reversal', { amount: formatCents(-(event.amountCents ?? 0)) });
    if (event.kind === 'payment') return t('order.timeline.payment', { amount: formatCents(event.amountCents ?? 0) });
    if (event.kind === 'proof') return t('order.timeline.proofApproved');
    return event.to ? t(`order.status.${event.to}`) : t('order.timeline.changed');
  };
  const who = (event: OrderEvent) =>
    event.actor === 'customer' ? t('order.timeline.byCustomer') : event.actorName?.trim() ? t('order.timeline.byPerson', { name: event.actorName.trim() }) : t('order.timeline.byShop');
  return (
    <Timeline
      data-testid="order-timeline"
      items={eventsInOrder(events).map((event) => ({
        key: event.id,
        color: event.kind === 'status' && (event.to === 'REJECTED' || event.to === 'CANCELED') ? 'red' : event.kind === 'payment' || event.kind === 'proof' ? 'green' : 'blue',
        content: (
          <Flex vertical gap={2} data-testid="timeline-entry" data-kind={event.kind} data-to={event.to ?? undefined}>
            <Typography.Text strong>{title(event)}</Typography.Text>
            <Typography.Text type="secondary">
              {who(event)} · <time dateTime={event.at}>{formatWhen(event.at, i18n.language)}</time>
            </Typography.Text>
            {event.balanceOverrideCents ? (
              <Typography.Text type="warning" data-testid="timeline-override">
                {t('order.timeline.override', { amount: formatCents(event.balanceOverrideCents) })}
              </Typography.Text>
            ) : null}
            {event.note.trim() ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="timeline-note">
                {event.note.trim()}
              </Typography.Paragraph>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
