import { ORDER_STATUSES } from '../contracts/order-statuses';
import { orderBalance } from './balance';

describe("an order's balance", () => {
  it('is the grand total less what was paid', () => {
    expect(orderBalance({ status: 'APPROVED', grandTotalCents: 35900, paidAmountCents: 12050 })).toEqual({
      grandTotalCents: 35900,
      paidCents: 12050,
      dueCents: 23850,
      settled: false,
      completedUnpaid: false,
    });
    expect(orderBalance({ status: 'PROCESSING', grandTotalCents: 35900, paidAmountCents: 35900 })).toMatchObject({ dueCents: 0, settled: true });
  });

  it('says when an order was received and completed with $140 unpaid (issue 33)', () => {
    const balance = orderBalance({ status: 'COMPLETED', grandTotalCents: 34000, paidAmountCents: 20000 });
    expect(balance).toMatchObject({ dueCents: 14000, settled: false, completedUnpaid: true });
    expect(orderBalance({ status: 'COMPLETED', grandTotalCents: 34000, paidAmountCents: 34000 }).completedUnpaid).toBe(false);
  });

  it('owes nothing for an order that is not made, and only a completed order is "completed unpaid"', () => {
    for (const status of ORDER_STATUSES) {
      const balance = orderBalance({ status, grandTotalCents: 10000, paidAmountCents: 0 });
      const unmade = status === 'REJECTED' || status === 'CANCELED';
      expect([status, balance.dueCents]).toEqual([status, unmade ? 0 : 10000]);
      expect([status, balance.completedUnpaid]).toEqual([status, status === 'COMPLETED']);
    }
  });

  it('never goes below nothing', () => {
    expect(orderBalance({ status: 'READY', grandTotalCents: 1000, paidAmountCents: 1500 }).dueCents).toBe(0);
    expect(orderBalance({ status: 'READY', grandTotalCents: 1000, paidAmountCents: -5 }).paidCents).toBe(0);
  });
});
