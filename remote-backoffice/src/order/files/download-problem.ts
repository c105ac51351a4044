import type { ApiErrorBody } from '@teamwear/shared/api';

/** Why a download or a call of the files failed, as a key of the `order.files.errors` strings (the API's own words are shown beside it). */
export type FilesProblem = 'offline' | 'notReady' | 'noPrintFiles' | 'notDrawable' | 'busy' | 'budget' | 'other';

export function filesProblemOf(result: { status: number; error: ApiErrorBody }): FilesProblem {
  if (result.status === 0) return 'offline';
  if (result.error.code === 'FILES_NOT_READY') return 'notReady';
  if (result.error.code === 'NO_PRINT_FILES') return 'noPrintFiles';
  if (result.status === 422) return 'notDrawable';
  if (result.status === 503) return 'busy';
  if (result.status === 429) return 'budget';
  return 'other';
}
