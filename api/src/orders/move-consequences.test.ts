import { allowedTransitions } from '@teamwear/shared/orders/life-cycle';
import { ORDER_STATUSES } from '@teamwear/shared/contracts';
import { consequencesOf } from './move-consequences';

/** Every move the life cycle allows, with who makes it. */
const MOVES = ORDER_STATUSES.flatMap((from) => (['customer', 'provider'] as const).flatMap((actor) => allowedTransitions(from, actor).map((to) => ({ from, to, actor }))));

describe('what a move does', () => {
  it('queues print files on the shop’s approval only, and drops them on a cancelation or rejection', () => {
    const queued = MOVES.filter((move) => consequencesOf(move.from, move.to, move.actor).printFiles === 'queue');
    expect(queued).toEqual([{ from: 'REVIEWING', to: 'APPROVED', actor: 'provider' }]);
    const dropped = MOVES.filter((move) => consequencesOf(move.from, move.to, move.actor).printFiles === 'drop').map((move) => `${move.actor}: ${move.from} -> ${move.to}`);
    expect(dropped.sort()).toEqual(['customer: REVIEWING -> CANCELED', 'provider: APPROVED -> CANCELED', 'provider: REVIEWING -> CANCELED', 'provider: REVIEWING -> REJECTED']);
  });

  it('stamps the dates of the table, and mails the customer of what the shop did', () => {
    expect(consequencesOf('REVIEWING', 'APPROVED', 'provider')).toEqual({ stamps: 'approved_at', printFiles: 'queue', mailsCustomer: true, slims: false });
    expect(consequencesOf('READY', 'ON_THE_WAY', 'provider')).toEqual({ stamps: 'delivered_at', printFiles: null, mailsCustomer: true, slims: false });
    expect(consequencesOf('ON_THE_WAY', 'COMPLETED', 'customer')).toEqual({ stamps: 'received_at', printFiles: null, mailsCustomer: false, slims: false });
    expect(consequencesOf('REVIEWING', 'CANCELED', 'customer')).toEqual({ stamps: null, printFiles: 'drop', mailsCustomer: false, slims: true });
  });
});
