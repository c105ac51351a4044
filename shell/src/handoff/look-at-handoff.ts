import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { handoffRoutes } from '@teamwear/shared/api-routes';
import type { HandoffPreview, HandoffPreviewResponse } from '@teamwear/shared/contracts';

/** What opening a hand-off link showed: the design to keep or not, or why there is none. */
export type PreviewOutcome = { kind: 'shown'; preview: HandoffPreview } | { kind: 'expired' } | { kind: 'signedOut' } | { kind: 'failed' };

/** Reads the answer of POST /api/handoffs/preview. */
export function previewOutcomeOf(result: ApiResult<HandoffPreviewResponse>): PreviewOutcome {
  if (result.ok) return { kind: 'shown', preview: result.data.data };
  // Expired, already used, declined or never issued: the API does not say which.
  if (result.error.code === 'INVALID_TOKEN') return { kind: 'expired' };
  if (result.status === 401) return { kind: 'signedOut' };
  return { kind: 'failed' };
}

/** What the link holds; nothing is kept by looking. */
export function previewHandoff(token: string): Promise<PreviewOutcome> {
  return callEndpoint(handoffRoutes.preview, { body: { token } }).then(previewOutcomeOf);
}

/** "Not mine": the link stops working. True when it did (or had already). */
export async function declineHandoff(token: string): Promise<boolean> {
  const result = await callEndpoint(handoffRoutes.decline, { body: { token } });
  return result.ok || result.error.code === 'INVALID_TOKEN';
}
