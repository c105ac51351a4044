import type { PriceBreakdown, PriceLine } from '@teamwear/shared/contracts';

/** One row of a price table: what it is, how many at how much, and what it comes to (cents). */
export interface PriceRow {
  kind: PriceLine['kind'] | 'total' | 'grandTotal';
  /** Pieces (garments, names, numbers), or null for rows that are a sum or a flat charge. */
  quantity: number | null;
  unitCents: number | null;
  amountCents: number;
}

/**
 * The rows the form and the order page show, in the order the customer reads a bill: the
 * garments at the tier's unit price, the printed names and numbers, their total, delivery, and
 * the grand total. Names and numbers without pieces are left out (an order of extras only).
 */
export function priceRows(prices: PriceBreakdown): PriceRow[] {
  const line = (kind: PriceLine['kind']) => prices.lines.find((each) => each.kind === kind);
  const rows: PriceRow[] = [];
  for (const kind of ['garments', 'names', 'numbers'] as const) {
    const found = line(kind);
    if (!found || (kind !== 'garments' && found.quantity === 0)) continue;
    rows.push({ kind, quantity: found.quantity, unitCents: found.unitCents, amountCents: found.totalCents });
  }
  rows.push({ kind: 'total', quantity: null, unitCents: null, amountCents: prices.totalPriceCents });
  rows.push({ kind: 'delivery', quantity: null, unitCents: null, amountCents: line('delivery')?.totalCents ?? 0 });
  rows.push({ kind: 'grandTotal', quantity: null, unitCents: null, amountCents: prices.grandTotalCents });
  return rows;
}

/** The next price tier: from how many pieces, and how many more this order needs to reach it. */
export interface NextTier {
  at: number;
  missing: number;
}

export function nextTier(prices: Pick<PriceBreakdown, 'quantity' | 'tier'>): NextTier | null {
  const at = prices.tier.nextMinQuantity;
  if (at === null || at <= prices.quantity) return null;
  return { at, missing: at - prices.quantity };
}
