import type { Collection, CollectionEntry, Player } from '@teamwear/shared/contracts';
import type { PlayerPrint } from './checkout-form';

/** A player the order form ticks, with what the order prints for them. */
export interface ChosenPlayer {
  player: Player;
  print: PlayerPrint;
}

/**
 * What the order form makes of the size collection it was opened from (`?collection=<id>`). It only
 * ticks players: nothing is ordered until the manager places the order.
 */
export type CollectionPreselection =
  /**
   * The collection's players on the roster, ticked with the name, number and sizes each gave; those an
   * order of the design already has (a collection reopened for fill-ins after an order) are left
   * out and counted, so are entries whose roster row was removed since.
   */
  | { kind: 'chosen'; title: string; chosen: ChosenPlayer[]; ordered: number; offRoster: number; shares: ChosenShares | null }
  /** Still collecting (or its deadline just passed and it is about to close): its entries are not on the roster yet. */
  | { kind: 'notClosed'; title: string; id: string }
  /** A collection of another of the manager's designs. */
  | { kind: 'otherDesign'; title: string };

/**
 * Players pay (issue 38): of the chosen players, what the shop recorded that the order will carry
 * (paid and not carried by an earlier order), and who has not paid: they are ordered all the same,
 * and the manager pays their share with the order. Null when the players do not pay.
 */
export interface ChosenShares {
  carriedCents: number;
  paidCount: number;
  unpaid: string[];
}

/** The entry's print over its roster row: the row has the collected size of one piece only, and a returning player's roster name. */
export function printOfEntry(entry: Pick<CollectionEntry, 'name' | 'number' | 'size' | 'shortsSize'>, player: Pick<Player, 'number' | 'size'>): PlayerPrint {
  const size = entry.size ?? player.size;
  return { name: entry.name, number: entry.number ?? player.number, size, shortsSize: entry.shortsSize ?? size };
}

/** The players of a closed collection of this design to tick, in the roster's order. */
export function collectionPreselection(
  collection: Pick<Collection, 'id' | 'title' | 'designId' | 'closedAt' | 'entries'> & Partial<Pick<Collection, 'playersPay'>>,
  designId: string,
  roster: readonly Player[],
): CollectionPreselection {
  const { title } = collection;
  if (collection.designId !== designId) return { kind: 'otherDesign', title };
  if (collection.closedAt === null) return { kind: 'notClosed', title, id: collection.id };
  const waiting = collection.entries.filter((entry) => !entry.ordered);
  const entryOf = new Map(waiting.flatMap((entry) => (entry.playerId === null ? [] : [[entry.playerId, entry] as const])));
  const chosen = roster.flatMap((player) => {
    const entry = entryOf.get(player.id);
    return entry ? [{ player, print: printOfEntry(entry, player) }] : [];
  });
  const chosenEntries = chosen.flatMap(({ player }) => entryOf.get(player.id) ?? []);
  const shares: ChosenShares | null = collection.playersPay?.shareCents
    ? {
        carriedCents: chosenEntries.reduce((sum, entry) => sum + Math.max(0, (entry.payment?.paidCents ?? 0) - (entry.payment?.carriedCents ?? 0)), 0),
        paidCount: chosenEntries.filter((entry) => entry.payment?.state === 'paid').length,
        unpaid: chosenEntries.filter((entry) => entry.payment?.state !== 'paid').map((entry) => entry.name),
      }
    : null;
  return { kind: 'chosen', title, chosen, ordered: collection.entries.length - waiting.length, offRoster: waiting.length - chosen.length, shares };
}
