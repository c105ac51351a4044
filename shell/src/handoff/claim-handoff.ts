import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { handoffRoutes } from '@teamwear/shared/api-routes';
import type { DesignResponse } from '@teamwear/shared/contracts';
import type { DesignSlug } from '@teamwear/shared/routes';

/** What claiming a hand-off link came to, as the page tells it. */
export type ClaimOutcome =
  | { kind: 'taken'; designId: string; product: DesignSlug }
  | { kind: 'expired' }
  | { kind: 'limit' }
  | { kind: 'storage' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** Reads the answer of POST /api/handoffs/claim. */
export function claimOutcomeOf(result: ApiResult<DesignResponse>): ClaimOutcome {
  if (result.ok) return { kind: 'taken', designId: result.data.data.id, product: result.data.data.product };
  switch (result.error.code) {
    // Expired, already used, or never issued: the API does not say which, and neither can we.
    case 'INVALID_TOKEN':
      return { kind: 'expired' };
    case 'DESIGN_LIMIT_REACHED':
      return { kind: 'limit' };
    case 'STORAGE_LIMIT_REACHED':
      return { kind: 'storage' };
  }
  if (result.status === 401) return { kind: 'signedOut' };
  return { kind: 'failed' };
}

// A link works once: one call per token, even when React runs the effect twice. A failed call
// that may work again (the network) is forgotten, so "Try again" calls again.
const claims = new Map<string, Promise<ClaimOutcome>>();

export function claimHandoff(token: string): Promise<ClaimOutcome> {
  let claim = claims.get(token);
  if (!claim) {
    claim = callEndpoint(handoffRoutes.claim, { body: { token } }).then(claimOutcomeOf);
    claims.set(token, claim);
    void claim.then((outcome) => {
      if (outcome.kind === 'failed' || outcome.kind === 'signedOut') claims.delete(token);
    });
  }
  return claim;
}
