import { DEFAULT_PRICE_LIST, quoteOrder } from '@teamwear/shared/orders';
import { nextTier, priceRows } from './price-rows';

describe('the price as the customer reads it', () => {
  it('lists garments at the tier’s price, names, numbers, total, delivery and grand total', () => {
    const prices = quoteOrder(DEFAULT_PRICE_LIST, 'SOCCER_KIT', { playerPieces: 12, extraPieces: 0 });
    expect(priceRows(prices)).toEqual([
      { kind: 'garments', quantity: 12, unitCents: 2450, amountCents: 29400 },
      { kind: 'names', quantity: 12, unitCents: 300, amountCents: 3600 },
      { kind: 'numbers', quantity: 12, unitCents: 200, amountCents: 2400 },
      { kind: 'total', quantity: null, unitCents: null, amountCents: 35400 },
      { kind: 'delivery', quantity: null, unitCents: null, amountCents: 500 },
      { kind: 'grandTotal', quantity: null, unitCents: null, amountCents: 35900 },
    ]);
  });

  it('leaves out names and numbers when only unnamed pieces are ordered', () => {
    const prices = quoteOrder(DEFAULT_PRICE_LIST, 'TSHIRT', { playerPieces: 0, extraPieces: 3 });
    expect(priceRows(prices).map((row) => row.kind)).toEqual(['garments', 'total', 'delivery', 'grandTotal']);
  });

  it('says how many more pieces reach the next tier, and nothing at the last one', () => {
    expect(nextTier(quoteOrder(DEFAULT_PRICE_LIST, 'SOCCER_KIT', { playerPieces: 12, extraPieces: 0 }))).toEqual({ at: 25, missing: 13 });
    expect(nextTier(quoteOrder(DEFAULT_PRICE_LIST, 'SOCCER_KIT', { playerPieces: 7, extraPieces: 2 }))).toEqual({ at: 10, missing: 1 });
    expect(nextTier(quoteOrder(DEFAULT_PRICE_LIST, 'SOCCER_KIT', { playerPieces: 30, extraPieces: 0 }))).toBeNull();
  });
});
