import { DEFAULT_SIZE_CHART, type SizeChart } from '@teamwear/shared/contracts';
import { chartSpelling } from './size-spelling';

const chart = DEFAULT_SIZE_CHART;

describe('chartSpelling', () => {
  it('reads the X spellings of a spreadsheet as the shop’s sizes (XXXL is 3XL)', () => {
    expect(chartSpelling('XXXL', chart)).toBe('3XL');
    expect(chartSpelling('XXL', chart)).toBe('2XL');
    expect(chartSpelling('XXXXL', chart)).toBe('4XL');
    expect(chartSpelling('XXXXXL', chart)).toBe('5XL');
  });

  it('ignores case and spaces', () => {
    expect(chartSpelling('xxxl', chart)).toBe('3XL');
    expect(chartSpelling(' 3 xl ', chart)).toBe('3XL');
    expect(chartSpelling('x l', chart)).toBe('XL');
    expect(chartSpelling('m', chart)).toBe('M');
    expect(chartSpelling('10y', chart)).toBe('10Y');
    expect(chartSpelling('៣XL', chart)).toBe('3XL');
  });

  it('writes a size the way the shop does, whichever way that is', () => {
    const xChart: SizeChart = { ...chart, groups: [{ id: 'adult', sizes: ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] }] };
    expect(chartSpelling('3XL', xChart)).toBe('XXXL');
    expect(chartSpelling('2xl', xChart)).toBe('XXL');
  });

  it('leaves a size the shop does not make as it was, for the check to name', () => {
    expect(chartSpelling('XXS', chart)).toBe('XXS');
    expect(chartSpelling('7XL', chart)).toBe('7XL');
    expect(chartSpelling('Huge', chart)).toBe('Huge');
    expect(chartSpelling('', chart)).toBe('');
    expect(chartSpelling('  ', chart)).toBe('  ');
  });
});
