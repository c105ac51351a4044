import { shopDeadline, shopWallClock } from './shop-deadline';

describe('shopDeadline', () => {
  it('writes the day and time on the shop’s clock with the shop’s offset, whatever the browser’s zone', () => {
    expect(shopDeadline('2027-01-08', '17:00', 'Asia/Phnom_Penh')).toBe('2027-01-08T17:00:00+07:00');
    expect(new Date(shopDeadline('2027-01-08', '00:30', 'Asia/Phnom_Penh') as string).toISOString()).toBe('2027-01-07T17:30:00.000Z');
  });

  it('takes the offset a zone has on that day (summer and winter time)', () => {
    expect(shopDeadline('2027-07-01', '09:00', 'Europe/Paris')).toBe('2027-07-01T09:00:00+02:00');
    expect(shopDeadline('2027-01-01', '09:00', 'Europe/Paris')).toBe('2027-01-01T09:00:00+01:00');
    expect(shopDeadline('2027-01-01', '09:00', 'America/New_York')).toBe('2027-01-01T09:00:00-05:00');
  });

  it('answers null for what is not a day or a time', () => {
    expect(shopDeadline('', '17:00', 'Asia/Phnom_Penh')).toBeNull();
    expect(shopDeadline('2027-02-30', '17:00', 'Asia/Phnom_Penh')).toBeNull();
    expect(shopDeadline('2027-02-03', '24:00', 'Asia/Phnom_Penh')).toBeNull();
    expect(shopDeadline('3 Feb', '5pm', 'Asia/Phnom_Penh')).toBeNull();
  });
});

describe('shopWallClock', () => {
  it('reads an instant on the shop’s clock, to fill the deadline’s fields again', () => {
    expect(shopWallClock(new Date('2027-01-07T17:30:00Z'), 'Asia/Phnom_Penh')).toEqual({ day: '2027-01-08', time: '00:30' });
  });
});
