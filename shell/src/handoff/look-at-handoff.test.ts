import type { ApiResult } from '@teamwear/shared/api';
import type { HandoffPreviewResponse } from '@teamwear/shared/contracts';
import { previewOutcomeOf } from './look-at-handoff';

const failure = (status: number, code: string): ApiResult<HandoffPreviewResponse> => ({ ok: false, status, error: { code, message: 'm' } });

describe('what opening a hand-off link shows', () => {
  it('the design to keep or not', () => {
    const preview = { name: 'Lions', product: 'soccer', document: { schemaVersion: 2 }, origin: 'https://club.example', expiresAt: '2026-01-01T00:00:00.000Z' } as const;
    const shown = { ok: true, status: 200, data: { data: preview } } as unknown as ApiResult<HandoffPreviewResponse>;
    expect(previewOutcomeOf(shown)).toEqual({ kind: 'shown', preview });
  });

  it('each refusal as the page tells it', () => {
    expect(previewOutcomeOf(failure(400, 'INVALID_TOKEN'))).toEqual({ kind: 'expired' });
    expect(previewOutcomeOf(failure(401, 'UNAUTHORIZED'))).toEqual({ kind: 'signedOut' });
    expect(previewOutcomeOf(failure(0, 'NETWORK_ERROR'))).toEqual({ kind: 'failed' });
  });
});
