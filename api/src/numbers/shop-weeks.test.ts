import { mondayOf, weeksUpTo } from './shop-weeks';

describe('the weeks of the numbers', () => {
  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('counts the days and weeks of the time zone, not of UTC', () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Phnom Penh.
    const at = new Date('2026-11-29T20:00:00Z');
    const { weeks, end } = weeksUpTo(at, 'Asia/Phnom_Penh', 13);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ start: '2026-11-30', from: new Date('2026-11-29T17:00:00Z') });
    expect(weeks[0]?.start).toBe('2026-09-07');
    expect(end).toEqual(new Date('2026-12-06T17:00:00Z'));
    expect(weeksUpTo(at, 'UTC', 13).weeks.at(-1)?.start).toBe('2026-11-23');
  });
});
