import type { Order } from '@teamwear/shared/contracts';
import { proofApprovalRefusal } from '@teamwear/shared/orders';

/** What the order page offers about the proof: approve it, say when it was approved, or only read it. */
export type ProofState = { kind: 'approvable' } | { kind: 'approved'; at: string } | { kind: 'readOnly' };

export function proofState(order: Pick<Order, 'status' | 'proofApprovedAt'>): ProofState {
  if (order.proofApprovedAt) return { kind: 'approved', at: order.proofApprovedAt };
  return proofApprovalRefusal(order.status, false) === null ? { kind: 'approvable' } : { kind: 'readOnly' };
}
