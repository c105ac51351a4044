import { dateLocale, formatDate, formatMoney, formatNumber } from './format';

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
    expect(formatDate('2026-11-22T10:00:00Z', 'en', 'UTC')).toBe('Nov 22, 2026');
  });
});

describe('dates in the page’s language', () => {
  const at = '2026-11-22T10:00:00Z';

  it('writes a Khmer page’s dates the Khmer way, not in English (issue 33: Settings said "Nov 22, 2026")', () => {
    expect(dateLocale('kh')).toBe('km-KH');
    expect(formatDate(at, 'kh', 'UTC')).toBe('22 វិច្ឆិកា 2026');
    expect(formatDate(at, 'kh', 'UTC')).not.toMatch(/Nov/);
  });

  it('writes them the same way in a browser without Khmer data', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      expect(formatDate(at, 'kh', 'UTC')).toBe('22 វិច្ឆិកា 2026');
      expect(formatDate('2027-01-01T00:30:00Z', 'kh', 'Asia/Phnom_Penh')).toBe('1 មករា 2027');
    } finally {
      supported.mockRestore();
    }
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDate('soon', 'kh')).toBe('soon');
  });
});
