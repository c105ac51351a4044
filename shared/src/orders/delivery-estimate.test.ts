import { deliveryDayOf } from './delivery-estimate';

describe('deliveryDayOf', () => {
  it('counts the production days from the shop’s day the order is placed on', () => {
    expect(deliveryDayOf(new Date('2026-11-28T10:00:00Z'), 14)).toBe('2026-12-12');
  });

  it('takes Phnom Penh’s day, not the server’s: 20:00 UTC is already the next day there', () => {
    expect(deliveryDayOf(new Date('2026-11-28T20:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(deliveryDayOf(new Date('2026-12-25T03:00:00Z'), 10)).toBe('2027-01-04');
  });
});
