import { formatCents, formatDay, formatWhen } from './formats';

describe('money and dates on the order page', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('writes a payment’s day as that day, whatever the time zone', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDay('2026-11-27', 'kh')).toMatch(/27/);
    expect(formatDay('2026-11-27', 'kh')).toMatch(/វិច្ឆិកា/);
  });

  it('writes when something happened in the page’s language', () => {
    expect(formatWhen('2026-11-23T07:05:00Z', 'en', 'Asia/Phnom_Penh')).toBe('Nov 23, 2026, 2:05 PM');
    expect(formatWhen('2026-11-23T07:05:00Z', 'kh', 'Asia/Phnom_Penh')).toMatch(/វិច្ឆិកា/);
    expect(formatWhen('not a date', 'en')).toBe('not a date');
  });
});
