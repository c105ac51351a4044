import { ORDER_STATUS_FACTS, type OrderActor } from '@teamwear/shared/orders/life-cycle';
import type { OrderStatus } from '@teamwear/shared/contracts';
import type { OrderRow } from '../db/schema';

/** The order's columns that keep the dates of the life cycle's table (StatusFacts.dates). */
const DATE_COLUMNS = { approvedAt: 'approved_at', deliveredAt: 'delivered_at', receivedAt: 'received_at' } as const satisfies Record<string, keyof OrderRow>;

/** What a move does besides changing the status and keeping its event. */
export interface MoveConsequences {
  /** The date column the move stamps, if the order has none there yet. */
  stamps: (typeof DATE_COLUMNS)[keyof typeof DATE_COLUMNS] | null;
  /** The order's print files: queued (the shop approved it), dropped (canceled or rejected), or left as they are. */
  printFiles: 'queue' | 'drop' | null;
  /** Whether the customer is mailed (if their settings allow order updates): of what the shop did, not of what they did themselves. */
  mailsCustomer: boolean;
  /** Whether the order keeps only what a canceled order keeps (order-storage.ts). */
  slims: boolean;
}

/**
 * Every consequence of a move, decided here from the life cycle's one table
 * (@teamwear/shared/orders/life-cycle, ORDER_STATUS_FACTS): moveOrder carries them out, whichever
 * door the move came through (the shop's API and command line, the customer's pages, anything later).
 */
export function consequencesOf(from: OrderStatus, to: OrderStatus, actor: OrderActor): MoveConsequences {
  const before = ORDER_STATUS_FACTS[from];
  const after = ORDER_STATUS_FACTS[to];
  return {
    stamps: after.dates ? DATE_COLUMNS[after.dates] : null,
    printFiles: after.printFiles === 'none' ? 'drop' : after.printFiles === 'made' && before.printFiles !== 'made' ? 'queue' : null,
    mailsCustomer: actor === 'provider',
    slims: to === 'CANCELED',
  };
}
