// "Players pay" in a size collection (issue 38), without zod or any framework: each player pays
// their share (their kit at the collection's price), the shop records it against their entry, and
// the order from the collection carries it. The API keeps these rules; the manager's page, the
// back office and the players' page (its own small bundle) show them.

/** KHQR's bill number field holds 25 characters; an entry's reference is far shorter, to be typed from a bank app. */
export const KHQR_BILL_NUMBER_MAX = 25;

export const PLAYERS_PAY_MESSAGES = {
  noMethod: 'Players can pay only when the shop takes KHQR or bank transfer: ask the shop',
  notPriced: 'The shop has no price for this garment yet, so there is no share to ask',
  alreadyPaid: 'A player has paid already: players pay stays on',
  notOn: 'Players do not pay in this collection',
} as const;

/**
 * The reference a player's payment carries (KHQR's bill number, the bank transfer's reference):
 * "P-" and the entry id's first 8 hexadecimal digits, upper case. It names the entry for the shop,
 * fits KHQR's field, and is found again from what a customer's bank app shows.
 */
export function entryPaymentReference(entryId: string): string {
  return `P-${entryId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** A text the shop types to find a payment ("p-3f9a 2c1d", "P3F9A2C1D"), as the reference compares. */
export function referenceSearchKey(text: string): string {
  return text.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/**
 * Why "players pay" cannot be turned on (null: it can): the shop must take KHQR or bank transfer
 * (the two ways a player pays from a phone), and the garment must have a price to share.
 */
export function playersPayRefusal(shop: { takesKhqr: boolean; takesBankTransfer: boolean; shareCents: number | null }): 'noMethod' | 'notPriced' | null {
  if (!shop.takesKhqr && !shop.takesBankTransfer) return 'noMethod';
  if (shop.shareCents === null || shop.shareCents <= 0) return 'notPriced';
  return null;
}

/** A payment line of an entry: a reversal is negative. */
export interface EntryPaymentAmount {
  amountCents: number;
}

/** What a player paid, net of reversals. */
export const netPaidCents = (lines: readonly EntryPaymentAmount[]): number => lines.reduce((sum, line) => sum + line.amountCents, 0);

export type EntryPaymentState = 'unpaid' | 'part' | 'paid';

/** Paid once the share is met (more is paid too: the shop sees the amount); anything less is part paid. */
export function entryPaymentState(paidCents: number, shareCents: number): EntryPaymentState {
  if (paidCents <= 0) return 'unpaid';
  return paidCents >= shareCents ? 'paid' : 'part';
}

/** What the manager's page sums: collected against the shares of the entries, and how many have paid. */
export function collectedTotals(paid: readonly number[], shareCents: number): { collectedCents: number; expectedCents: number; paidCount: number; unpaidCount: number } {
  const collectedCents = paid.reduce((sum, cents) => sum + Math.max(0, cents), 0);
  const paidCount = paid.filter((cents) => entryPaymentState(cents, shareCents) === 'paid').length;
  return { collectedCents, expectedCents: shareCents * paid.length, paidCount, unpaidCount: paid.length - paidCount };
}

/** An entry's money waiting to go to an order: what its player paid and no order has yet. */
export interface CarryCandidate {
  entryId: string;
  uncarriedCents: number;
}

/**
 * What an order from the collection carries of its players' payments, each as one payment line:
 * in the entries' order, never past what is still to pay on the order (an order is never paid more
 * than its total). What does not fit stays on the entry, marked as not carried, for the shop to
 * refund or a follow-up order to carry; nothing is dropped silently (`leftCents` says how much).
 */
export function carryOver(outstandingCents: number, candidates: readonly CarryCandidate[]): { carried: { entryId: string; cents: number }[]; leftCents: number } {
  let room = Math.max(0, outstandingCents);
  const carried: { entryId: string; cents: number }[] = [];
  let leftCents = 0;
  for (const candidate of candidates) {
    if (candidate.uncarriedCents <= 0) continue;
    if (candidate.uncarriedCents > room) {
      leftCents += candidate.uncarriedCents;
      continue;
    }
    carried.push({ entryId: candidate.entryId, cents: candidate.uncarriedCents });
    room -= candidate.uncarriedCents;
  }
  return { carried, leftCents };
}
