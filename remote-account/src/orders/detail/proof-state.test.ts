import { proofState } from './proof-state';

describe('the proof on the order page', () => {
  it('asks for approval before production, shows the date after, and only the PDF otherwise', () => {
    expect(proofState({ status: 'REVIEWING', proofApprovedAt: null })).toEqual({ kind: 'approvable' });
    expect(proofState({ status: 'APPROVED', proofApprovedAt: null })).toEqual({ kind: 'approvable' });
    expect(proofState({ status: 'PROCESSING', proofApprovedAt: '2026-11-23T10:00:00.000Z' })).toEqual({ kind: 'approved', at: '2026-11-23T10:00:00.000Z' });
    expect(proofState({ status: 'CANCELED', proofApprovedAt: null })).toEqual({ kind: 'readOnly' });
  });
});
