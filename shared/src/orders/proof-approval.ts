import type { OrderStatus } from '../contracts/orders';

/**
 * The customer's word on the proof (docs/product.md §11): the shop prints nothing the customer has
 * not seen. A proof is approved for one snapshot of the order; the shop may start production
 * (PROCESSING) only once it is. Pure, so the API decides and the order page shows the same rule.
 */

/** Statuses in which the customer may approve the proof: before production starts. */
export const PROOF_APPROVABLE_STATUSES: readonly OrderStatus[] = ['REVIEWING', 'APPROVED'];

/** Statuses an order may reach only with an approved proof. */
export const NEEDS_APPROVED_PROOF: readonly OrderStatus[] = ['PROCESSING'];

export type ProofApprovalRefusal = 'ALREADY_APPROVED' | 'NOT_NOW';

/** Why the customer may not approve the proof now, or null when they may. */
export function proofApprovalRefusal(status: OrderStatus, proofApproved: boolean): ProofApprovalRefusal | null {
  if (!PROOF_APPROVABLE_STATUSES.includes(status)) return 'NOT_NOW';
  return proofApproved ? 'ALREADY_APPROVED' : null;
}

/** Whether a move the life cycle allows still waits for the customer to approve the proof. */
export function waitsForProof(to: OrderStatus, proofApproved: boolean): boolean {
  return NEEDS_APPROVED_PROOF.includes(to) && !proofApproved;
}
