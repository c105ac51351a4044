import { activityWeeks, startOfIsoWeek, weeklyActivity } from './summary';

describe('weekly activity', () => {
  const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(startOfIsoWeek(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfIsoWeek(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('lists 12 Mondays, oldest first, this week last', () => {
    const weeks = activityWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.toISOString().slice(0, 10)).toBe('2026-09-07');
    expect(weeks[11]?.toISOString().slice(0, 10)).toBe('2026-11-23');
  });

  it('counts each addition in its week and leaves older ones out', () => {
    const weeks = activityWeeks(now);
    const activity = weeklyActivity(
      weeks,
      [new Date('2026-11-23T00:00:00Z'), new Date('2026-11-22T23:59:59Z'), new Date('2026-01-01T00:00:00Z')],
      [new Date('2026-09-07T08:00:00Z')],
    );
    expect(activity[11]).toEqual({ weekStart: '2026-11-23', designs: 1, players: 0 });
    expect(activity[10]).toEqual({ weekStart: '2026-11-16', designs: 1, players: 0 });
    expect(activity[0]).toEqual({ weekStart: '2026-09-07', designs: 0, players: 1 });
    expect(activity.reduce((sum, week) => sum + week.designs, 0)).toBe(2);
  });
});
