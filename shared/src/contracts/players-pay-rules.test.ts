import { carryOver, collectedTotals, entryPaymentReference, entryPaymentState, KHQR_BILL_NUMBER_MAX, netPaidCents, playersPayRefusal, referenceSearchKey } from './players-pay-rules';

describe('players pay rules', () => {
  it('names an entry by a short reference that fits KHQR’s bill number and is found as a bank app shows it', () => {
    const reference = entryPaymentReference('3f9a2c1d-0b7e-4c55-9a1e-2b6f00c0ffee');
    expect(reference).toBe('P-3F9A2C1D');
    expect(reference.length).toBeLessThanOrEqual(KHQR_BILL_NUMBER_MAX);
    expect(referenceSearchKey('p-3f9a 2c1d')).toBe(referenceSearchKey(reference));
    expect(referenceSearchKey(' P3F9A2C1D ')).toBe('P3F9A2C1D');
  });

  it('is offered only where the shop takes KHQR or bank transfer and the garment has a price', () => {
    expect(playersPayRefusal({ takesKhqr: false, takesBankTransfer: false, shareCents: 2500 })).toBe('noMethod');
    expect(playersPayRefusal({ takesKhqr: true, takesBankTransfer: false, shareCents: null })).toBe('notPriced');
    expect(playersPayRefusal({ takesKhqr: false, takesBankTransfer: true, shareCents: 2500 })).toBeNull();
  });

  it('counts a reversal against the payment, and a share met (or more) as paid', () => {
    expect(netPaidCents([{ amountCents: 2500 }, { amountCents: -2500 }, { amountCents: 1000 }])).toBe(1000);
    expect([0, -10, 1000, 2500, 3000].map((paid) => entryPaymentState(paid, 2500))).toEqual(['unpaid', 'unpaid', 'part', 'paid', 'paid']);
    expect(collectedTotals([2500, 0, 1000], 2500)).toEqual({ collectedCents: 3500, expectedCents: 7500, paidCount: 1, unpaidCount: 2 });
  });

  it('carries each player’s money whole, never past what the order still owes, and says what is left on the entries', () => {
    const candidates = [
      { entryId: 'a', uncarriedCents: 2500 },
      { entryId: 'b', uncarriedCents: 0 },
      { entryId: 'c', uncarriedCents: 2500 },
      { entryId: 'd', uncarriedCents: 1000 },
    ];
    expect(carryOver(10_000, candidates)).toEqual({
      carried: [
        { entryId: 'a', cents: 2500 },
        { entryId: 'c', cents: 2500 },
        { entryId: 'd', cents: 1000 },
      ],
      leftCents: 0,
    });
    expect(carryOver(4000, candidates)).toEqual({
      carried: [
        { entryId: 'a', cents: 2500 },
        { entryId: 'd', cents: 1000 },
      ],
      leftCents: 2500,
    });
    expect(carryOver(-5, candidates)).toEqual({ carried: [], leftCents: 6000 });
  });
});
