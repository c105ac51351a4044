import { checkPlayer, DEFAULT_SIZE_CHART, fromCsvCell } from './players';

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
  it("undoes the apostrophe written before a formula-like cell, and only that", () => {
    for (const value of ['=1+1', '+855', '-U12', '@team', '\tx', '\rx']) expect(fromCsvCell(`'${value}`)).toBe(value);
    expect(fromCsvCell('ស្រីនាង')).toBe('ស្រីនាង');
    expect(fromCsvCell("'quoted")).toBe("'quoted");
    expect(fromCsvCell("O'Neil")).toBe("O'Neil");
    // After a separator inside a text, as the API's writer neutralises `x;=cmd|…`.
    expect(fromCsvCell("x;'=cmd|' /C calc'!A0")).toBe("x;=cmd|' /C calc'!A0");
    expect(fromCsvCell("'=A1;'+1")).toBe('=A1;+1');
  });
});
