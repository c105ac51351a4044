import { checkPlayer, DEFAULT_SIZE_CHART, fromCsvCell, toCsvCell } from './players';

describe('checkPlayer', () => {
  it('accepts a number as digits and trims the fields; an empty team is none', () => {
    expect(checkPlayer({ name: ' Dara ', number: ' 07 ', size: 'M', team: '  ' }, DEFAULT_SIZE_CHART)).toEqual({
      ok: true,
      player: { name: 'Dara', number: 7, size: 'M', team: null },
    });
  });

  it("answers each field's message", () => {
    expect(checkPlayer({ name: '', number: 'x', size: '' }, DEFAULT_SIZE_CHART)).toEqual({
      ok: false,
      errors: { name: 'Name is required', number: 'Number is invalid', size: 'Size is required' },
    });
    expect(checkPlayer({ name: 'A', number: 100, size: 'M' }, DEFAULT_SIZE_CHART)).toEqual({ ok: false, errors: { number: 'Number is invalid' } });
    expect(checkPlayer({ name: 'A', number: 5, size: 'XXL' }, DEFAULT_SIZE_CHART)).toEqual({ ok: false, errors: { size: 'Size is not one of the shop’s sizes' } });
    expect(checkPlayer(null, DEFAULT_SIZE_CHART).ok).toBe(false);
  });

  it("follows the shop's number range", () => {
    const chart = { ...DEFAULT_SIZE_CHART, numberRange: { min: 1, max: 999 } };
    expect(checkPlayer({ name: 'A', number: 0, size: 'M' }, chart).ok).toBe(false);
    expect(checkPlayer({ name: 'A', number: 999, size: 'M' }, chart).ok).toBe(true);
  });
});

describe('roster CSV cells', () => {
  it('neutralises formulas on export and restores them on import', () => {
    for (const value of ['=1+1', '+855', '-U12', '@team']) {
      expect(toCsvCell(value)).toBe(`'${value}`);
      expect(fromCsvCell(toCsvCell(value))).toBe(value);
    }
    expect(toCsvCell('ស្រីនាង')).toBe('ស្រីនាង');
    expect(fromCsvCell("'quoted")).toBe("'quoted");
  });
});
