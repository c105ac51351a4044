import type { ApiErrorBody } from '@teamwear/shared/api';
import { fetchRosterCsv } from '../api/player-api';
import { saveFile } from '@teamwear/shared/ui/kit';

export const ROSTER_FILE_NAME = 'roster.csv';

/** Downloads the whole roster as the API exports it; answers why not when it could not. */
export async function exportRoster(): Promise<{ ok: true } | { ok: false; failure: { status: number; error: ApiErrorBody } }> {
  const result = await fetchRosterCsv();
  if (!result.ok) return { ok: false, failure: result };
  // Not a Blob from a shell whose API client predates Blob answers: a failure, not an empty file.
  if (!(result.data instanceof Blob)) return { ok: false, failure: { status: result.status, error: { code: 'NOT_A_FILE', message: 'Something went wrong!' } } };
  saveFile(result.data, ROSTER_FILE_NAME);
  return { ok: true };
}
