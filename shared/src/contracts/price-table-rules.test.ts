import { centsText, checkPriceTiers, PRICE_TIERS_MAX, readCents, readQuantity } from './price-table-rules';

const tiers = (...rows: [number, number][]) => rows.map(([minQuantity, unitCents]) => ({ minQuantity, unitCents }));

describe('checkPriceTiers', () => {
  it('takes tiers from 1 piece up, each from more pieces than the one before', () => {
    expect(checkPriceTiers(tiers([1, 2800], [10, 2450], [25, 2100]))).toEqual({ table: null, rows: [] });
    expect(checkPriceTiers(tiers([1, 0]))).toEqual({ table: null, rows: [] });
  });

  it('refuses a table whose first tier does not start at 1 piece (orders of fewer would have no price)', () => {
    expect(checkPriceTiers(tiers([5, 2800], [10, 2450])).rows).toEqual([{ index: 0, field: 'minQuantity', problem: 'firstNotOne' }]);
  });

  it('refuses tiers out of order or starting at the same quantity', () => {
    expect(checkPriceTiers(tiers([1, 2800], [25, 2100], [10, 2450])).rows).toEqual([{ index: 2, field: 'minQuantity', problem: 'notAscending' }]);
    expect(checkPriceTiers(tiers([1, 2800], [10, 2450], [10, 2100])).rows).toEqual([{ index: 2, field: 'minQuantity', problem: 'notAscending' }]);
  });

  it('refuses no tiers and too many', () => {
    expect(checkPriceTiers([]).table).toBe('noTiers');
    const many = Array.from({ length: PRICE_TIERS_MAX + 1 }, (_, index) => ({ minQuantity: index + 1, unitCents: 100 }));
    expect(checkPriceTiers(many).table).toBe('tooManyTiers');
  });

  it('refuses money that is not whole cents, negative or too large, and quantities that are not whole', () => {
    expect(checkPriceTiers(tiers([1, 12.5], [2, -1], [3, 10_000_001], [3.5, 100])).rows).toEqual([
      { index: 0, field: 'unitCents', problem: 'moneyNotCents' },
      { index: 1, field: 'unitCents', problem: 'moneyNegative' },
      { index: 2, field: 'unitCents', problem: 'moneyTooLarge' },
      { index: 3, field: 'minQuantity', problem: 'quantityNotWhole' },
    ]);
  });
});

describe('readCents', () => {
  it('reads amounts as typed, in whole cents, without floating point', () => {
    expect(readCents('12.50')).toEqual({ ok: true, value: 1250 });
    expect(readCents('12.5')).toEqual({ ok: true, value: 1250 });
    expect(readCents('$ 12')).toEqual({ ok: true, value: 1200 });
    expect(readCents('0.29')).toEqual({ ok: true, value: 29 });
    expect(readCents('.07')).toEqual({ ok: true, value: 7 });
    expect(readCents('១២.៥០')).toEqual({ ok: true, value: 1250 });
  });

  it('says why an amount cannot be saved', () => {
    expect(readCents('')).toEqual({ ok: false, problem: 'moneyRequired' });
    expect(readCents('12.505')).toEqual({ ok: false, problem: 'moneyNotCents' });
    expect(readCents('-3')).toEqual({ ok: false, problem: 'moneyNegative' });
    expect(readCents('twelve')).toEqual({ ok: false, problem: 'moneyNotMoney' });
    expect(readCents('1,000')).toEqual({ ok: false, problem: 'moneyNotMoney' });
    expect(readCents('100000.01')).toEqual({ ok: false, problem: 'moneyTooLarge' });
  });

  it('writes cents back as the form shows them', () => {
    expect(centsText(1250)).toBe('12.50');
    expect(centsText(7)).toBe('0.07');
    expect(readCents(centsText(2450))).toEqual({ ok: true, value: 2450 });
  });
});

describe('readQuantity', () => {
  it('reads whole pieces, Khmer digits too', () => {
    expect(readQuantity(' 25 ')).toEqual({ ok: true, value: 25 });
    expect(readQuantity('១០')).toEqual({ ok: true, value: 10 });
    expect(readQuantity('')).toEqual({ ok: false, problem: 'quantityRequired' });
    expect(readQuantity('2.5')).toEqual({ ok: false, problem: 'quantityNotWhole' });
    expect(readQuantity('0')).toEqual({ ok: false, problem: 'quantityNotWhole' });
    expect(readQuantity('100001')).toEqual({ ok: false, problem: 'quantityTooLarge' });
  });
});
