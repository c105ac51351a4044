import { formatOrderDate, formatOrderDay } from './order-date';

describe('order dates in the page’s language', () => {
  const at = '2026-11-23T14:05:00.000Z';

  it('writes English dates the en-US way', () => {
    expect(formatOrderDay(at, 'en', 'UTC')).toBe('Nov 23, 2026');
    expect(formatOrderDate(at, 'en', 'UTC')).toBe('Nov 23, 2026, 2:05 PM');
  });

  it('writes Khmer dates with the Khmer month name and a 24-hour time', () => {
    expect(formatOrderDay(at, 'kh', 'UTC')).toBe('23 វិច្ឆិកា 2026');
    expect(formatOrderDate(at, 'kh', 'UTC')).toBe('23 វិច្ឆិកា 2026 ម៉ោង 14:05');
    expect(formatOrderDay('2027-01-01T00:30:00.000Z', 'kh', 'UTC')).toBe('1 មករា 2027');
  });

  it('writes the day where the customer is', () => {
    // 23:30 in London is already the next day in Phnom Penh (UTC+7).
    expect(formatOrderDay('2026-11-23T23:30:00.000Z', 'kh', 'Asia/Phnom_Penh')).toBe('24 វិច្ឆិកា 2026');
    expect(formatOrderDate('2026-11-23T23:30:00.000Z', 'kh', 'Asia/Phnom_Penh')).toBe('24 វិច្ឆិកា 2026 ម៉ោង 06:30');
  });

  it('shows a time it cannot read as it came, never "Invalid Date"', () => {
    expect(formatOrderDay('soon', 'en')).toBe('soon');
    expect(formatOrderDate('soon', 'kh')).toBe('soon');
  });
});
