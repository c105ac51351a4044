import type { ApiErrorBody } from '@teamwear/shared/api';
import { saveFile } from '@teamwear/shared/ui/kit';
import { fetchNumbersCsv } from './numbers-api';

/** The export's file name: the day it was made, so two exports do not overwrite each other unseen. */
export function numbersFileName(now: Date): string {
  return `numbers-${now.toISOString().slice(0, 10)}.csv`;
}

/** Downloads the weeks as the API writes them; answers why not when it could not. */
export async function exportNumbers(timeZone: string, now = new Date()): Promise<{ ok: true } | { ok: false; status: number; error: ApiErrorBody }> {
  const result = await fetchNumbersCsv(timeZone);
  if (!result.ok) return result;
  if (!(result.data instanceof Blob)) return { ok: false, status: result.status, error: { code: 'NOT_A_FILE', message: 'Something went wrong!' } };
  saveFile(result.data, numbersFileName(now));
  return { ok: true };
}
