import { formatDate, formatMoney, formatNumber } from './format';

describe('formats (en-US, USD)', () => {
  it('formats amounts as US dollars', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('writes dates the US way', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('Nov 22, 2026');
  });
});
