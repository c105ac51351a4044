import { closesWhen, progressLine } from './collection-progress';

const ZONE = 'Asia/Phnom_Penh';

describe('progressLine', () => {
  it('says how many of the expected players joined', () => {
    expect(progressLine(12, 18)).toEqual({ key: 'collections.progress.ofExpected', values: { joined: 12, expected: 18 }, percent: 67 });
  });

  it('says only how many joined when no number is expected, and stops the bar at full', () => {
    expect(progressLine(5, null)).toEqual({ key: 'collections.progress.joined', values: { joined: 5 }, percent: null });
    expect(progressLine(20, 18).percent).toBe(100);
  });
});

describe('closesWhen', () => {
  // Sunday 29 November 2026, 10:00 in Phnom Penh.
  const now = new Date('2026-11-29T03:00:00Z');

  it('today and tomorrow with the shop’s time', () => {
    expect(closesWhen('2026-11-29T17:00:00+07:00', now, ZONE)).toEqual({ kind: 'today', time: '17:00' });
    expect(closesWhen('2026-11-30T09:30:00+07:00', now, ZONE)).toEqual({ kind: 'tomorrow', time: '09:30' });
  });

  it('a weekday within the week (Friday is 5), the day further on', () => {
    expect(closesWhen('2026-12-04T18:00:00+07:00', now, ZONE)).toEqual({ kind: 'weekday', weekday: 5, time: '18:00' });
    expect(closesWhen('2026-12-06T18:00:00+07:00', now, ZONE)).toEqual({ kind: 'day', day: '2026-12-06' });
  });

  it('counts days on the shop’s clock: 23:30 UTC is already the next day in Phnom Penh', () => {
    expect(closesWhen('2026-11-29T23:30:00Z', now, ZONE)).toEqual({ kind: 'tomorrow', time: '06:30' });
  });
});
