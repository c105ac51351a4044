import { fetchRosterCsv } from '../api/player-api';
import { saveFile } from './save-file';

export const ROSTER_FILE_NAME = 'roster.csv';

/** Downloads the whole roster as the API exports it; answers the API's message when it refused. */
export async function exportRoster(): Promise<{ ok: true } | { ok: false; apiMessage: string | null }> {
  const result = await fetchRosterCsv();
  if (!result.ok) return { ok: false, apiMessage: result.status > 0 ? result.error.message : null };
  // Not a Blob from a shell whose API client predates Blob answers: a failure, not an empty file.
  if (!(result.data instanceof Blob)) return { ok: false, apiMessage: null };
  saveFile(result.data, ROSTER_FILE_NAME);
  return { ok: true };
}
