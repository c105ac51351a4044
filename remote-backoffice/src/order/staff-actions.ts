import type { OrderStatus } from '@teamwear/shared/contracts';
// The life cycle alone: the orders barrel (and the contracts) would bring zod to the page's first load.
import { allowedTransitions, FINAL_STATUSES } from '@teamwear/shared/orders/life-cycle';

/** What the shop's team does to an order, each one a move of the life cycle (§11). */
export type StaffAction = 'approve' | 'reject' | 'cancel' | 'startProduction' | 'ready' | 'ship' | 'complete';

const ACTION_OF: Record<OrderStatus, StaffAction | null> = {
  APPROVED: 'approve',
  REJECTED: 'reject',
  CANCELED: 'cancel',
  PROCESSING: 'startProduction',
  READY: 'ready',
  ON_THE_WAY: 'ship',
  COMPLETED: 'complete',
  REVIEWING: null,
};

/** The moves the customer reads a reason for: the API refuses them without a note (contracts' MOVES_NEEDING_A_REASON). */
export const REASON_MOVES: readonly OrderStatus[] = ['REJECTED', 'CANCELED'];
/** The move that takes a carrier and a tracking reference (contracts' SHIPPING_MOVE). */
export const SHIP_MOVE: OrderStatus = 'ON_THE_WAY';

export interface StaffMove {
  action: StaffAction;
  to: OrderStatus;
  /** A note is required: the reason the customer reads. */
  reasonRequired: boolean;
  /** Carrier and tracking reference are asked for. */
  shipment: boolean;
  /** The order will not move again: the dialog asks once more before sending. */
  final: boolean;
  /** Refusing moves (reject, cancel) are drawn as such, apart from the way forward. */
  danger: boolean;
  /** Why the move cannot be made yet (an i18n key of the `order` group), or null. */
  blockedBy: 'proofNotApproved' | null;
}

/**
 * The moves the shop may make from the order's status, as the life cycle writes them: the way
 * forward first, then rejecting and canceling. Starting production waits for the customer's
 * approval of the proof (the API answers 409 PROOF_NOT_APPROVED): it is shown, disabled, with why.
 */
export function staffMoves(order: { status: OrderStatus; proofApprovedAt: string | null }): StaffMove[] {
  const moves = allowedTransitions(order.status, 'provider').flatMap((to): StaffMove[] => {
    const action = ACTION_OF[to];
    if (!action) return [];
    const danger = REASON_MOVES.includes(to);
    return [
      {
        action,
        to,
        reasonRequired: danger,
        shipment: to === SHIP_MOVE,
        final: FINAL_STATUSES.includes(to),
        danger,
        blockedBy: to === 'PROCESSING' && order.proofApprovedAt === null ? 'proofNotApproved' : null,
      },
    ];
  });
  return [...moves.filter((move) => !move.danger), ...moves.filter((move) => move.danger)];
}
