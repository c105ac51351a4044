import { MOVES_NEEDING_A_REASON, ORDER_STATUSES, SHIPPING_MOVE, type OrderStatus } from '@teamwear/shared/contracts';
import { REASON_MOVES, SHIP_MOVE, staffMoves } from './staff-actions';

const actionsOf = (status: OrderStatus, proofApprovedAt: string | null = '2026-11-20T08:00:00Z') => staffMoves({ status, proofApprovedAt }).map((move) => move.action);

describe('the actions an order page offers the shop', () => {
  it('offers approve, reject and cancel while the shop reviews, the way forward first', () => {
    expect(actionsOf('REVIEWING')).toEqual(['approve', 'reject', 'cancel']);
  });

  it('offers each later move of the life cycle, and nothing once the order is done', () => {
    expect(actionsOf('APPROVED')).toEqual(['startProduction', 'cancel']);
    expect(actionsOf('PROCESSING')).toEqual(['ready']);
    expect(actionsOf('READY')).toEqual(['ship']);
    expect(actionsOf('ON_THE_WAY')).toEqual(['complete']);
    for (const status of ['REJECTED', 'CANCELED', 'COMPLETED'] as const) expect(actionsOf(status)).toEqual([]);
  });

  it('shows start production disabled, saying why, until the customer approved the proof', () => {
    const [waiting] = staffMoves({ status: 'APPROVED', proofApprovedAt: null });
    expect(waiting).toMatchObject({ action: 'startProduction', blockedBy: 'proofNotApproved' });
    const [approved] = staffMoves({ status: 'APPROVED', proofApprovedAt: '2026-11-20T08:00:00Z' });
    expect(approved?.blockedBy).toBeNull();
  });

  it('asks a reason to reject or cancel, and a carrier and tracking reference to ship', () => {
    const reviewing = staffMoves({ status: 'REVIEWING', proofApprovedAt: null });
    expect(reviewing.filter((move) => move.reasonRequired).map((move) => move.action)).toEqual(['reject', 'cancel']);
    expect(staffMoves({ status: 'READY', proofApprovedAt: null })[0]).toMatchObject({ action: 'ship', shipment: true, reasonRequired: false });
  });

  it('asks once more before a move that cannot be undone (reject, cancel, completed)', () => {
    const final = ORDER_STATUSES.flatMap((status) => staffMoves({ status, proofApprovedAt: 'x' })).filter((move) => move.final);
    expect([...new Set(final.map((move) => move.action))].sort()).toEqual(['cancel', 'complete', 'reject']);
  });

  it('keeps the rules the API checks', () => {
    expect([...REASON_MOVES].sort()).toEqual([...MOVES_NEEDING_A_REASON].sort());
    expect(SHIP_MOVE).toBe(SHIPPING_MOVE);
  });
});
