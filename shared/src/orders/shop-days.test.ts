import { addDays, shopDayOf } from './shop-days';

describe('shop days', () => {
  it('counts the day in the shop time zone, which is ahead of UTC', () => {
    const lateEvening = new Date('2026-11-29T18:30:00Z');
    expect(shopDayOf(lateEvening, 'UTC')).toBe('2026-11-29');
    expect(shopDayOf(lateEvening)).toBe('2026-11-30');
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2027-01-30', 3)).toBe('2027-02-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
