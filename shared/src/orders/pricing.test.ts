import { PriceList } from '../contracts/orders';
import { DEFAULT_PRICE_LIST, ProductNotPriced, quoteOrder } from './pricing';

describe('quoteOrder', () => {
  it('prices every piece at the tier the quantity reaches', () => {
    const at = (playerPieces: number, extraPieces = 0) => quoteOrder(DEFAULT_PRICE_LIST, 'TSHIRT', { playerPieces, extraPieces });
    expect(at(9).unitPriceCents).toBe(1200);
    expect(at(9).tier).toEqual({ minQuantity: 1, nextMinQuantity: 10 });
    expect(at(10).unitPriceCents).toBe(1000);
    expect(at(8, 2).unitPriceCents).toBe(1000); // extras count toward the tier
    expect(at(24).unitPriceCents).toBe(1000);
    expect(at(25).unitPriceCents).toBe(850);
    expect(at(25).tier).toEqual({ minQuantity: 25, nextMinQuantity: null });
  });

  it('adds a name and a number per player piece and delivery once, in whole cents', () => {
    const quote = quoteOrder(DEFAULT_PRICE_LIST, 'SOCCER_KIT', { playerPieces: 12, extraPieces: 3 });
    expect(quote.lines).toEqual([
      { kind: 'garments', quantity: 15, unitCents: 2450, totalCents: 36750 },
      { kind: 'names', quantity: 12, unitCents: 300, totalCents: 3600 },
      { kind: 'numbers', quantity: 12, unitCents: 200, totalCents: 2400 },
      { kind: 'delivery', quantity: 1, unitCents: 500, totalCents: 500 },
    ]);
    expect(quote.totalPriceCents).toBe(42750);
    expect(quote.grandTotalCents).toBe(43250);
  });

  it('keeps odd cents exact: the total is the sum of the lines', () => {
    const prices = PriceList.parse({ ...DEFAULT_PRICE_LIST, nameCents: 333, numberCents: 1, deliveryCents: 99, products: { HOODIE: { tiers: [{ minQuantity: 1, unitCents: 1999 }] } } });
    const quote = quoteOrder(prices, 'HOODIE', { playerPieces: 7, extraPieces: 0 });
    expect(quote.totalPriceCents).toBe(7 * 1999 + 7 * 333 + 7 * 1);
    expect(quote.grandTotalCents).toBe(quote.totalPriceCents + 99);
  });

  it('accepts tiers in any order, and an order of nothing costs nothing', () => {
    const prices = { ...DEFAULT_PRICE_LIST, products: { POLO_SHIRT: { tiers: [{ minQuantity: 20, unitCents: 900 }, { minQuantity: 1, unitCents: 1500 }] } } };
    expect(quoteOrder(prices, 'POLO_SHIRT', { playerPieces: 20, extraPieces: 0 }).unitPriceCents).toBe(900);
    expect(quoteOrder(prices, 'POLO_SHIRT', { playerPieces: 0, extraPieces: 0 }).grandTotalCents).toBe(0);
  });

  it('refuses a product the shop has no prices for', () => {
    const prices = { ...DEFAULT_PRICE_LIST, products: {} };
    expect(() => quoteOrder(prices, 'HOODIE', { playerPieces: 1, extraPieces: 0 })).toThrow(ProductNotPriced);
  });

  it('is a valid price list itself', () => {
    expect(PriceList.safeParse(DEFAULT_PRICE_LIST).success).toBe(true);
  });
});
