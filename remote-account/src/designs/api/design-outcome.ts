import type { ApiResult } from '@teamwear/shared/api';

/**
 * Why a change to a design did not happen, told apart by the API's code so that the page can
 * say it in the customer's language: the design limit (docs/product.md §8 wording), the storage
 * limit, a save from elsewhere at the same moment, a design deleted meanwhile, or anything else
 * (with the API's own message, never a blank).
 */
export type DesignFailure =
  | { kind: 'limit' }
  | { kind: 'storage' }
  | { kind: 'conflict' }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

export function designFailure(result: Extract<ApiResult<unknown>, { ok: false }>): DesignFailure {
  switch (result.error.code) {
    case 'DESIGN_LIMIT_REACHED':
      return { kind: 'limit' };
    case 'STORAGE_LIMIT_REACHED':
      return { kind: 'storage' };
    case 'DESIGN_CONFLICT':
      return { kind: 'conflict' };
  }
  if (result.status === 404) return { kind: 'gone' };
  return { kind: 'failed', message: result.error.message };
}

/** The i18next key of a failure's message, or null for the API's own message. */
export function designFailureKey(failure: DesignFailure): `myDesigns.${string}` | null {
  switch (failure.kind) {
    case 'limit':
      return 'myDesigns.limitReached';
    case 'storage':
      return 'myDesigns.storageFull';
    case 'conflict':
      return 'myDesigns.changedElsewhere';
    case 'gone':
      return 'myDesigns.gone';
    case 'failed':
      return null;
  }
}
