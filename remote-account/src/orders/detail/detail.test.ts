import { ORDER_STATUSES, type OrderEvent } from '@teamwear/shared/contracts';
import { customerActions } from './customer-actions';
import { timelineEntries } from './timeline-entries';

const event = (id: string, at: string, patch: Partial<OrderEvent>): OrderEvent => ({
  id,
  kind: 'status',
  at,
  actor: 'provider',
  actorName: null,
  from: null,
  to: null,
  note: '',
  amountCents: null,
  ...patch,
});

describe('the order’s timeline', () => {
  it('tells what happened, oldest first, and who did it: you, the shop’s person by name, or the shop', () => {
    const entries = timelineEntries([
      event('e3', '2026-11-03T09:00:00Z', { kind: 'payment', actorName: '  ', amountCents: 12050, note: 'Cash ' }),
      event('e1', '2026-11-01T10:00:00Z', { kind: 'placed', actor: 'customer', to: 'REVIEWING' }),
      event('e2', '2026-11-02T08:30:00Z', { actorName: 'Srey Leak', from: 'REVIEWING', to: 'APPROVED', note: 'Looks great' }),
    ]);
    expect(entries.map(({ id, who, to, note, amountCents }) => ({ id, who, to, note, amountCents }))).toEqual([
      { id: 'e1', who: { kind: 'you' }, to: 'REVIEWING', note: '', amountCents: null },
      { id: 'e2', who: { kind: 'person', name: 'Srey Leak' }, to: 'APPROVED', note: 'Looks great', amountCents: null },
      { id: 'e3', who: { kind: 'shop' }, to: null, note: 'Cash', amountCents: 12050 },
    ]);
  });

  it('keeps the API’s order for events of the same moment', () => {
    const at = '2026-11-01T10:00:00Z';
    expect(timelineEntries([event('a', at, {}), event('b', at, {}), event('c', at, {})]).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('what the customer may do to an order', () => {
  it('offers Cancel only while reviewing and "I received it" only while on the way', () => {
    expect(ORDER_STATUSES.map((status) => [status, customerActions(status)])).toEqual([
      ['REVIEWING', ['cancel']],
      ['APPROVED', []],
      ['REJECTED', []],
      ['CANCELED', []],
      ['PROCESSING', []],
      ['READY', []],
      ['ON_THE_WAY', ['received']],
      ['COMPLETED', []],
    ]);
  });
});
