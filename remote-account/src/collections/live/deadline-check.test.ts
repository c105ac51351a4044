import { COLLECTION_MESSAGES } from '@teamwear/shared/contracts';
import { checkDeadline } from './deadline-check';

const ZONE = 'Asia/Phnom_Penh';
// Sunday 29 November 2026, 10:00 in Phnom Penh.
const NOW = new Date('2026-11-29T03:00:00Z');

describe('checkDeadline', () => {
  it('takes a deadline on the need-by day itself, on the shop’s clock', () => {
    expect(checkDeadline({ day: '2026-12-10', time: '23:30' }, NOW, ZONE, '2026-12-10')).toEqual({ ok: true, deadline: '2026-12-10T23:30:00+07:00' });
  });

  it('refuses a deadline moved past the need-by day with the API’s message', () => {
    expect(checkDeadline({ day: '2026-12-11', time: '00:30' }, NOW, ZONE, '2026-12-10')).toEqual({ ok: false, message: COLLECTION_MESSAGES.needByBeforeDeadline });
  });

  it('reopening (no need-by day given) is not checked against it; a past deadline still is', () => {
    expect(checkDeadline({ day: '2026-12-11', time: '00:30' }, NOW, ZONE)).toMatchObject({ ok: true });
    expect(checkDeadline({ day: '2026-11-29', time: '09:00' }, NOW, ZONE, '2026-12-10')).toEqual({ ok: false, message: COLLECTION_MESSAGES.deadlinePast });
  });
});
