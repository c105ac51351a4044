import { callEndpoint, type ApiErrorBody } from '@teamwear/shared/api';
import { playerRoutes } from '@teamwear/shared/api-routes';
import { PlayerImportError, type PlayerImportRequest, type ValidPlayer } from '@teamwear/shared/contracts';

// Beside the import dialog, not with the roster's other calls (../api/player-api): reading the
// API's refusal takes its schema (zod and the contracts), which load with the dialog, not with the
// roster page.

export type ImportOutcome =
  | { ok: true; created: number }
  /** The API refused rows (0-based, as sent) with each field's message: nothing was saved. */
  | { ok: false; refusedRows: PlayerImportError['rows'] }
  | { ok: false; refusedRows?: undefined; failure: { status: number; error: ApiErrorBody } };

export async function importPlayers(players: ValidPlayer[]): Promise<ImportOutcome> {
  const body: PlayerImportRequest = { rows: players };
  const result = await callEndpoint(playerRoutes.import, { body, check: true });
  if (result.ok) return { ok: true, created: result.data.created };
  const refused = PlayerImportError.safeParse(result.body);
  if (refused.success) return { ok: false, refusedRows: refused.data.rows };
  return { ok: false, failure: result };
}
