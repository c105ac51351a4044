import type { ApiResult } from '@teamwear/shared/api';
import type { DesignResponse } from '@teamwear/shared/contracts';
import { claimOutcomeOf } from './claim-handoff';

const failure = (status: number, code: string): ApiResult<DesignResponse> => ({ ok: false, status, error: { code, message: 'm' } });

describe('what claiming a hand-off link came to', () => {
  it('the design taken, where it opens', () => {
    const taken = { ok: true, status: 201, data: { data: { id: 'd-1', product: 'polo' } } } as unknown as ApiResult<DesignResponse>;
    expect(claimOutcomeOf(taken)).toEqual({ kind: 'taken', designId: 'd-1', product: 'polo' });
  });

  it('each refusal as the page tells it', () => {
    expect(claimOutcomeOf(failure(400, 'INVALID_TOKEN'))).toEqual({ kind: 'expired' });
    expect(claimOutcomeOf(failure(409, 'DESIGN_LIMIT_REACHED'))).toEqual({ kind: 'limit' });
    expect(claimOutcomeOf(failure(413, 'STORAGE_LIMIT_REACHED'))).toEqual({ kind: 'storage' });
    expect(claimOutcomeOf(failure(401, 'UNAUTHORIZED'))).toEqual({ kind: 'signedOut' });
    expect(claimOutcomeOf(failure(0, 'NETWORK_ERROR'))).toEqual({ kind: 'failed' });
  });
});
