import type { DepositRule } from '../contracts/payment-rules';
import { depositCents, depositOverdueSince, dollars, moneyDue, moneyRefusal, paidCents, rielsOf } from './payment-rules';

const half: DepositRule = { percent: 50, balanceDue: 'before_shipping', overdueAfterDays: 3 };
const onDelivery: DepositRule = { percent: 50, balanceDue: 'on_delivery', overdueAfterDays: null };

describe('depositCents', () => {
  it('is the percentage of the grand total in whole cents', () => {
    expect(depositCents(14_000, 50)).toBe(7_000);
    expect(depositCents(14_000, 0)).toBe(0);
    expect(depositCents(14_000, 100)).toBe(14_000);
  });

  it('rounds odd cents up, so the shop is never a cent short', () => {
    expect(depositCents(101, 50)).toBe(51);
    expect(depositCents(10, 33)).toBe(4);
    expect(depositCents(1, 1)).toBe(1);
    expect(depositCents(0, 50)).toBe(0);
  });

  it('stays exact on large totals (integers, no float drift)', () => {
    expect(depositCents(999_999_999, 33)).toBe(330_000_000);
    expect(depositCents(2_147_483_647, 100)).toBe(2_147_483_647);
  });

  it('refuses a percentage that is not whole or out of range, and fractional cents', () => {
    expect(() => depositCents(100, 50.5)).toThrow(RangeError);
    expect(() => depositCents(100, 101)).toThrow(RangeError);
    expect(() => depositCents(100, -1)).toThrow(RangeError);
    expect(() => depositCents(10.5, 50)).toThrow(RangeError);
  });
});

describe('rielsOf', () => {
  it('is whole riels, rounded up', () => {
    expect(rielsOf(7_000, 4_100)).toBe(287_000);
    expect(rielsOf(1, 4_100)).toBe(41);
    expect(rielsOf(3, 4_050)).toBe(122);
  });
});

describe('paidCents', () => {
  it('counts reversals (negative lines) against the payments they reverse', () => {
    expect(paidCents([{ amountCents: 5_000 }, { amountCents: 2_000 }, { amountCents: -2_000 }])).toBe(5_000);
    expect(paidCents([{ amountCents: 5_000 }, { amountCents: -5_000 }])).toBe(0);
    expect(paidCents([])).toBe(0);
  });
});

describe('moneyDue', () => {
  it('asks the deposit before production, then the balance before the step the rule names', () => {
    expect(moneyDue({ status: 'APPROVED', grandTotalCents: 14_000, paidCents: 5_000 }, half)).toEqual({ kind: 'deposit', dueCents: 2_000, before: 'PROCESSING' });
    expect(moneyDue({ status: 'APPROVED', grandTotalCents: 14_000, paidCents: 7_000 }, half)).toEqual({ kind: 'balance', dueCents: 7_000, before: 'ON_THE_WAY' });
    expect(moneyDue({ status: 'READY', grandTotalCents: 14_000, paidCents: 7_000 }, onDelivery)).toEqual({ kind: 'balance', dueCents: 7_000, before: 'COMPLETED' });
  });

  it('asks a balance due before shipping on delivery once the shop shipped with it (its override)', () => {
    expect(moneyDue({ status: 'ON_THE_WAY', grandTotalCents: 14_000, paidCents: 7_000 }, half)).toEqual({ kind: 'balance', dueCents: 7_000, before: 'COMPLETED' });
  });

  it('asks nothing once paid, or of an order that will not be made', () => {
    expect(moneyDue({ status: 'PROCESSING', grandTotalCents: 14_000, paidCents: 14_000 }, half).kind).toBe('nothing');
    expect(moneyDue({ status: 'CANCELED', grandTotalCents: 14_000, paidCents: 0 }, half).kind).toBe('nothing');
  });

  it('without a rule is the whole balance, before no step', () => {
    expect(moneyDue({ status: 'APPROVED', grandTotalCents: 14_000, paidCents: 0 }, null)).toEqual({ kind: 'balance', dueCents: 14_000, before: null });
  });

  it('with a 0 % deposit goes straight to the balance', () => {
    expect(moneyDue({ status: 'APPROVED', grandTotalCents: 14_000, paidCents: 0 }, { ...half, percent: 0 })).toEqual({ kind: 'balance', dueCents: 14_000, before: 'ON_THE_WAY' });
  });
});

describe('moneyRefusal', () => {
  const approved = (paid: number) => ({ status: 'APPROVED' as const, grandTotalCents: 14_000, paidCents: paid });

  it('refuses production until the deposit is paid, saying how much is missing', () => {
    expect(moneyRefusal(approved(5_000), 'PROCESSING', half)).toEqual({ code: 'DEPOSIT_MISSING', requiredCents: 7_000, missingCents: 2_000 });
    expect(moneyRefusal(approved(7_000), 'PROCESSING', half)).toBeNull();
  });

  it('counts a reversed deposit as missing again', () => {
    expect(moneyRefusal(approved(paidCents([{ amountCents: 7_000 }, { amountCents: -7_000 }])), 'PROCESSING', half)).toMatchObject({ missingCents: 7_000 });
  });

  it('with 0 % lets production start unpaid, with 100 % asks for everything', () => {
    expect(moneyRefusal(approved(0), 'PROCESSING', { ...half, percent: 0 })).toBeNull();
    expect(moneyRefusal(approved(13_999), 'PROCESSING', { ...half, percent: 100 })).toEqual({ code: 'DEPOSIT_MISSING', requiredCents: 14_000, missingCents: 1 });
  });

  it('refuses shipping with a balance due only when it is due before shipping', () => {
    const ready = { status: 'READY' as const, grandTotalCents: 14_000, paidCents: 7_000 };
    expect(moneyRefusal(ready, 'ON_THE_WAY', half)).toEqual({ code: 'BALANCE_DUE', dueCents: 7_000 });
    expect(moneyRefusal(ready, 'ON_THE_WAY', onDelivery)).toBeNull();
  });

  it('refuses completing with a balance due under either rule', () => {
    const shipped = { status: 'ON_THE_WAY' as const, grandTotalCents: 14_000, paidCents: 7_000 };
    expect(moneyRefusal(shipped, 'COMPLETED', onDelivery)).toEqual({ code: 'BALANCE_DUE', dueCents: 7_000 });
    expect(moneyRefusal({ ...shipped, paidCents: 14_000 }, 'COMPLETED', onDelivery)).toBeNull();
  });

  it('stops nothing without a rule (every shop’s default)', () => {
    expect(moneyRefusal(approved(0), 'PROCESSING', null)).toBeNull();
    expect(moneyRefusal({ status: 'ON_THE_WAY', grandTotalCents: 14_000, paidCents: 0 }, 'COMPLETED', null)).toBeNull();
  });

  it('never stops a cancel or an approval', () => {
    expect(moneyRefusal(approved(0), 'CANCELED', half)).toBeNull();
    expect(moneyRefusal({ status: 'REVIEWING', grandTotalCents: 14_000, paidCents: 0 }, 'APPROVED', half)).toBeNull();
  });
});

describe('depositOverdueSince', () => {
  const approvedAt = new Date('2026-11-20T03:00:00Z');
  const order = { status: 'APPROVED' as const, grandTotalCents: 14_000, paidCents: 0, approvedAt };

  it('marks an unpaid deposit N days after approval', () => {
    expect(depositOverdueSince(order, half, new Date('2026-11-23T02:59:59Z'))).toBeNull();
    expect(depositOverdueSince(order, half, new Date('2026-11-23T03:00:00Z'))).toEqual(new Date('2026-11-23T03:00:00Z'));
  });

  it('does not mark a paid deposit, a rule without days, or an order past approval', () => {
    const late = new Date('2026-12-20T00:00:00Z');
    expect(depositOverdueSince({ ...order, paidCents: 7_000 }, half, late)).toBeNull();
    expect(depositOverdueSince(order, { ...half, overdueAfterDays: null }, late)).toBeNull();
    expect(depositOverdueSince({ ...order, status: 'PROCESSING' }, half, late)).toBeNull();
    expect(depositOverdueSince(order, null, late)).toBeNull();
  });
});

describe('dollars', () => {
  it('writes cents as the API’s messages do', () => {
    expect(dollars(7_000)).toBe('$70.00');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(123_456_78)).toBe('$123,456.78');
    expect(dollars(-2_000)).toBe('-$20.00');
  });
});
