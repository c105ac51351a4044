import { ORDER_STATUSES } from '../contracts/orders';
import { proofApprovalRefusal, waitsForProof } from './proof-approval';

describe('proof approval', () => {
  it('lets the customer approve the proof only before production, and once', () => {
    const approvable = ORDER_STATUSES.filter((status) => proofApprovalRefusal(status, false) === null);
    expect(approvable).toEqual(['REVIEWING', 'APPROVED']);
    expect(proofApprovalRefusal('APPROVED', true)).toBe('ALREADY_APPROVED');
    expect(proofApprovalRefusal('PROCESSING', true)).toBe('NOT_NOW');
    expect(proofApprovalRefusal('CANCELED', false)).toBe('NOT_NOW');
  });

  it('holds production until the proof is approved, and nothing else', () => {
    expect(waitsForProof('PROCESSING', false)).toBe(true);
    expect(waitsForProof('PROCESSING', true)).toBe(false);
    for (const to of ORDER_STATUSES.filter((status) => status !== 'PROCESSING')) expect(waitsForProof(to, false)).toBe(false);
  });
});
