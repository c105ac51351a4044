import { dayStart, nextDay } from './time-zone-days';

describe('days of a time zone', () => {
  it('starts a day in Phnom Penh seven hours before UTC’s', () => {
    expect(dayStart('2026-03-05', 'Asia/Phnom_Penh').toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(dayStart('2026-03-05', 'UTC').toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('follows a zone whose clocks change', () => {
    // New York: UTC-5 in winter, UTC-4 from the second Sunday of March.
    expect(dayStart('2026-01-10', 'America/New_York').toISOString()).toBe('2026-01-10T05:00:00.000Z');
    expect(dayStart('2026-07-10', 'America/New_York').toISOString()).toBe('2026-07-10T04:00:00.000Z');
  });

  it('counts the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
