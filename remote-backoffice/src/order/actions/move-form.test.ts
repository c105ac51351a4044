import { TransitionRequest } from '@teamwear/shared/contracts';
import { staffMoves } from '../staff-actions';
import { checkMove, fieldErrorsOf, moneyRefusalWords } from './move-form';

const moveOf = (status: Parameters<typeof staffMoves>[0]['status'], action: string) => {
  const move = staffMoves({ status, proofApprovedAt: '2026-11-20T08:00:00Z' }).find((each) => each.action === action);
  if (!move) throw new Error(`no ${action} from ${status}`);
  return move;
};
const empty = { note: '', carrier: '', trackingReference: '' };

describe('a move’s dialog', () => {
  it('refuses to reject or cancel without a reason, before anything is sent', () => {
    expect(checkMove(moveOf('REVIEWING', 'reject'), empty)).toEqual({ ok: false, problems: { note: 'reasonRequired' } });
    expect(checkMove(moveOf('APPROVED', 'cancel'), { ...empty, note: '   ' })).toEqual({ ok: false, problems: { note: 'reasonRequired' } });
  });

  it('sends a reason the API takes', () => {
    const checked = checkMove(moveOf('REVIEWING', 'reject'), { ...empty, note: ' The logo is blurred ' });
    expect(checked).toEqual({ ok: true, request: { to: 'REJECTED', note: 'The logo is blurred' } });
    if (checked.ok) expect(TransitionRequest.safeParse(checked.request).success).toBe(true);
  });

  it('moves on with a balance due only with a note saying why, and says it overrides', () => {
    const complete = moveOf('ON_THE_WAY', 'complete');
    expect(checkMove(complete, empty, true)).toEqual({ ok: false, problems: { note: 'overrideNoteRequired' } });
    const checked = checkMove(complete, { ...empty, note: 'Cash at the door' }, true);
    expect(checked).toEqual({ ok: true, request: { to: 'COMPLETED', note: 'Cash at the door', overrideBalance: true } });
    if (checked.ok) expect(TransitionRequest.safeParse(checked.request).success).toBe(true);
    expect(checkMove(complete, empty)).toEqual({ ok: true, request: { to: 'COMPLETED', note: '' } });
  });

  it('approves with or without a note', () => {
    expect(checkMove(moveOf('REVIEWING', 'approve'), empty)).toEqual({ ok: true, request: { to: 'APPROVED', note: '' } });
  });

  it('ships only with a carrier and a tracking reference, which no other move sends', () => {
    const ship = moveOf('READY', 'ship');
    expect(checkMove(ship, empty)).toEqual({ ok: false, problems: { carrier: 'carrierRequired', trackingReference: 'trackingRequired' } });
    const checked = checkMove(ship, { note: '', carrier: ' J&T Express ', trackingReference: 'JT123456789KH' });
    expect(checked).toEqual({ ok: true, request: { to: 'ON_THE_WAY', note: '', carrier: 'J&T Express', trackingReference: 'JT123456789KH' } });
    if (checked.ok) expect(TransitionRequest.safeParse(checked.request).success).toBe(true);
    expect(checkMove(moveOf('PROCESSING', 'ready'), { note: '', carrier: 'ignored', trackingReference: 'ignored' })).toEqual({ ok: true, request: { to: 'READY', note: '' } });
  });

  it('refuses what the API would not keep', () => {
    expect(checkMove(moveOf('READY', 'ship'), { note: 'x'.repeat(1001), carrier: 'c'.repeat(61), trackingReference: 't'.repeat(101) })).toEqual({
      ok: false,
      problems: { note: 'noteTooLong', carrier: 'carrierTooLong', trackingReference: 'trackingTooLong' },
    });
  });

  it('puts the API’s field errors beside their fields, the rest apart', () => {
    expect(fieldErrorsOf({ note: 'A reason is required to move an order to REJECTED', to: 'Invalid' }, ['note', 'carrier'] as const)).toEqual({
      byField: { note: 'A reason is required to move an order to REJECTED' },
      other: ['Invalid'],
    });
    expect(fieldErrorsOf(undefined, ['note'] as const)).toEqual({ byField: {}, other: [] });
  });
});

describe('a move the shop’s payment rules refuse', () => {
  it('is said from the API’s amounts, so the page writes it in its own language', () => {
    const deposit = { code: 'DEPOSIT_MISSING', message: 'A deposit of $70.00 is required before production: $20.00 is missing', requiredCents: 7000, missingCents: 2000 };
    expect(moneyRefusalWords('DEPOSIT_MISSING', deposit)).toEqual({ key: 'depositMissing', requiredCents: 7000, missingCents: 2000 });
    expect(moneyRefusalWords('BALANCE_DUE', { code: 'BALANCE_DUE', message: '…', dueCents: 7000 })).toEqual({ key: 'balanceDue', dueCents: 7000 });
  });

  it('names no amount when the answer has none (the workshop is told none)', () => {
    expect(moneyRefusalWords('DEPOSIT_MISSING', { code: 'DEPOSIT_MISSING', message: 'The deposit of order 12 is not recorded yet' })).toEqual({ key: 'depositMissingNoAmount' });
    expect(moneyRefusalWords('BALANCE_DUE', undefined)).toEqual({ key: 'balanceDueNoAmount' });
    expect(moneyRefusalWords('BALANCE_DUE', { dueCents: 'lots' })).toEqual({ key: 'balanceDueNoAmount' });
  });
});
