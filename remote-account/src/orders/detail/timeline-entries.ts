import type { OrderEvent, OrderStatus } from '@teamwear/shared/contracts';

/** Who did something to the order, as the customer reads it. */
export type Actor = { kind: 'you' } | { kind: 'person'; name: string } | { kind: 'shop' };

/** One line of the order's timeline: placed, a change of status, a payment. */
export interface TimelineEntry {
  id: string;
  kind: OrderEvent['kind'];
  at: string;
  who: Actor;
  from: OrderStatus | null;
  to: OrderStatus | null;
  note: string;
  amountCents: number | null;
}

function actorOf(event: OrderEvent): Actor {
  if (event.actor === 'customer') return { kind: 'you' };
  const name = event.actorName?.trim();
  return name ? { kind: 'person', name } : { kind: 'shop' };
}

/** The order's events oldest first (the order they happened in; equal times keep the API's order). */
export function timelineEntries(events: readonly OrderEvent[]): TimelineEntry[] {
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => (a.time - b.time || a.index - b.index))
    .map(({ event }) => ({
      id: event.id,
      kind: event.kind,
      at: event.at,
      who: actorOf(event),
      from: event.from,
      to: event.to,
      note: event.note.trim(),
      amountCents: event.amountCents,
    }));
}
