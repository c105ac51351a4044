import { ORDER_STATUSES, type OrderStatus } from '../contracts/orders';
import { allowedTransitions, canTransition, FINAL_STATUSES, IN_PROGRESS_STATUSES, ORDER_STATUS_FACTS, statusSeverity, timestampsFrom } from './life-cycle';

describe('order life cycle', () => {
  it('allows exactly the moves of the product, by who may make them', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const actor of ['customer', 'provider'] as const) {
        for (const to of allowedTransitions(from, actor)) allowed.push(`${actor}: ${from} -> ${to}`);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'customer: REVIEWING -> CANCELED',
        'customer: ON_THE_WAY -> COMPLETED',
        'provider: REVIEWING -> APPROVED',
        'provider: REVIEWING -> REJECTED',
        'provider: REVIEWING -> CANCELED',
        'provider: APPROVED -> PROCESSING',
        'provider: APPROVED -> CANCELED',
        'provider: PROCESSING -> READY',
        'provider: READY -> ON_THE_WAY',
        'provider: ON_THE_WAY -> COMPLETED',
      ].sort(),
    );
  });

  it('refuses everything else, final statuses included', () => {
    expect(canTransition('APPROVED', 'CANCELED', 'customer')).toBe(false);
    expect(canTransition('READY', 'COMPLETED', 'provider')).toBe(false);
    expect(canTransition('REVIEWING', 'PROCESSING', 'provider')).toBe(false);
    for (const final of ['REJECTED', 'CANCELED', 'COMPLETED'] as OrderStatus[]) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(final, to, 'provider') || canTransition(final, to, 'customer')).toBe(false);
      }
    }
  });

  it('takes the dates from the first event into each status', () => {
    const events = [
      { kind: 'placed' as const, to: 'REVIEWING' as const, at: '2026-11-01T10:00:00Z' },
      { kind: 'status' as const, to: 'APPROVED' as const, at: '2026-11-02T10:00:00Z' },
      { kind: 'payment' as const, to: null, at: '2026-11-02T11:00:00Z' },
      { kind: 'status' as const, to: 'ON_THE_WAY' as const, at: '2026-11-05T10:00:00Z' },
    ];
    expect(timestampsFrom(events)).toEqual({ approvedAt: '2026-11-02T10:00:00Z', deliveredAt: '2026-11-05T10:00:00Z', receivedAt: null });
  });

  it('paints only REJECTED and CANCELED as danger: READY is not an error', () => {
    expect(ORDER_STATUSES.filter((status) => statusSeverity(status) === 'danger')).toEqual(['REJECTED', 'CANCELED']);
  });

  it("maps statuses to the product's badges", () => {
    expect(ORDER_STATUSES.map((status) => [status, statusSeverity(status)])).toEqual([
      ['REVIEWING', 'info'],
      ['APPROVED', 'success'],
      ['REJECTED', 'danger'],
      ['CANCELED', 'danger'],
      ['PROCESSING', 'warn'],
      ['READY', 'ready'],
      ['ON_THE_WAY', 'secondary'],
      ['COMPLETED', 'primary'],
    ]);
  });
});

describe("what a status means (the life cycle's table)", () => {
  it('lists the final and the in-progress statuses from the table', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(['CANCELED', 'COMPLETED', 'REJECTED']);
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(['APPROVED', 'ON_THE_WAY', 'PROCESSING', 'READY', 'REVIEWING']);
  });

  it('has print files only once the shop approved the order, and none once it is canceled or rejected', () => {
    expect(ORDER_STATUSES.filter((status) => ORDER_STATUS_FACTS[status].printFiles === 'made')).toEqual(['APPROVED', 'PROCESSING']);
    expect(ORDER_STATUSES.filter((status) => ORDER_STATUS_FACTS[status].printFiles === 'none')).toEqual(['REVIEWING', 'REJECTED', 'CANCELED']);
  });
});
