import { cellOfField, moved, nextTierDraft, previewQuotes, readTable, readTerms, tableChanged, tierDraftsOf } from './price-table-form';

const saved = [
  { minQuantity: 1, unitCents: 2800 },
  { minQuantity: 10, unitCents: 2450 },
  { minQuantity: 25, unitCents: 2100 },
];
const extras = { nameCents: 300, numberCents: 200, deliveryCents: 500 };

describe('a garment’s price table as typed', () => {
  it('reads the saved tiers back unchanged', () => {
    const read = readTable(tierDraftsOf(saved));
    expect(read).toEqual({ tiers: saved, table: null, cells: [] });
    expect(tableChanged(read, saved)).toBe(false);
  });

  it('names the cell that cannot be saved, and the rule across rows', () => {
    const drafts = tierDraftsOf(saved);
    drafts[1] = { minQuantity: '30', unit: '24.505' };
    const read = readTable(drafts);
    expect(read.tiers).toBeNull();
    expect(read.cells).toEqual([
      { index: 1, field: 'unit', problem: 'moneyNotCents' },
      { index: 2, field: 'minQuantity', problem: 'notAscending' },
    ]);
    expect(readTable([{ minQuantity: '2', unit: '10' }]).cells).toEqual([{ index: 0, field: 'minQuantity', problem: 'firstNotOne' }]);
    expect(readTable([]).table).toBe('noTiers');
  });

  it('previews what 1, 10 and 25 players pay, names, numbers and delivery included', () => {
    const drafts = tierDraftsOf(saved);
    drafts[1] = { minQuantity: '10', unit: '20' };
    const quotes = previewQuotes('SOCCER_KIT', readTable(drafts).tiers, extras);
    expect(quotes?.map((quote) => [quote.unitPriceCents, quote.grandTotalCents])).toEqual([
      [2800, 2800 + 500 + 500],
      [2000, 10 * 2500 + 500],
      [2100, 25 * 2600 + 500],
    ]);
    expect(previewQuotes('SOCCER_KIT', null, extras)).toBeNull();
  });

  it('adds a row below the last and maps the API’s fields to cells', () => {
    expect(nextTierDraft(tierDraftsOf(saved))).toEqual({ minQuantity: '50', unit: '21.00' });
    expect(nextTierDraft([{ minQuantity: '1', unit: '5.00' }])).toEqual({ minQuantity: '10', unit: '5.00' });
    expect(cellOfField('tiers.2.unitCents')).toEqual({ index: 2, field: 'unit' });
    expect(cellOfField('tiers')).toBeNull();
  });
});

describe('the shop’s terms as typed', () => {
  it('reads money and days, or says why not', () => {
    expect(readTerms({ nameCents: '3', numberCents: '2.00', deliveryCents: '5.5', productionDays: '១៤' })).toEqual({
      request: { nameCents: 300, numberCents: 200, deliveryCents: 550, productionDays: 14 },
      problems: {},
    });
    expect(readTerms({ nameCents: '-1', numberCents: '', deliveryCents: '5', productionDays: '400' }).problems).toEqual({
      nameCents: 'moneyNegative',
      numberCents: 'moneyRequired',
      productionDays: 'daysOutOfRange',
    });
  });
});

describe('moving a garment', () => {
  it('swaps it with its neighbour and stays put at an end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
