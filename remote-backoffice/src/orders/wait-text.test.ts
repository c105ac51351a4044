import { daysSince, daysText } from './wait-text';

describe('how long an order waits', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  it('counts whole days, none within the first', () => {
    expect(daysSince('2026-11-28T02:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-25T09:00:00Z', now)).toBe(3);
    expect(daysSince('2026-12-01T00:00:00Z', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
  });
  it('says the days in the page language', () => {
    expect(daysText(1, 'en')).toBe('1 day');
    expect(daysText(3, 'en')).toBe('3 days');
    expect(daysText(3, 'kh')).toMatch(/3|៣/);
  });
});
