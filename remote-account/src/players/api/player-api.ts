import { apiRequest, type ApiErrorBody, type ApiResult, type RequestOptions } from '@teamwear/shared/api';
import {
  PlayerBulkDeleteResponse,
  PlayerImportError,
  PlayerImportResponse,
  PlayerListResponse,
  PlayerResponse,
  SizeChartResponse,
  type Player,
  type PlayerImportRequest,
  type SizeChart,
  type ValidPlayer,
} from '@teamwear/shared/contracts';

const UNEXPECTED = { code: 'BAD_RESPONSE', message: 'Something went wrong!' };

/** A contract's schema, as far as checking an answer goes (zod's safeParse). */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** An API call whose answer is checked against its contract: a malformed answer is a failure, not a crash later. */
async function checkedRequest<T>(schema: Contract<T>, path: string, options?: RequestOptions): Promise<ApiResult<T>> {
  const result = await apiRequest<unknown>(path, options);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ok: true, status: result.status, data: parsed.data } : { ok: false, status: result.status, error: UNEXPECTED };
}

function mapped<T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, status: result.status, data: pick(result.data) } : result;
}

const playerPath = (id: string) => `/api/players/${encodeURIComponent(id)}`;

export async function fetchSizeChart(signal?: AbortSignal): Promise<ApiResult<SizeChart>> {
  return mapped(await checkedRequest(SizeChartResponse, '/api/sizes', { signal }), (body) => body.data);
}

/** A page of the roster; `path` is `playerListPath` of the view, so that equal views are one request. */
export function fetchPlayers(path: string, signal?: AbortSignal): Promise<ApiResult<PlayerListResponse>> {
  return checkedRequest(PlayerListResponse, path, { signal });
}

export async function createPlayer(player: ValidPlayer): Promise<ApiResult<Player>> {
  return mapped(await checkedRequest(PlayerResponse, '/api/players', { method: 'POST', body: player }), (body) => body.data);
}

export async function updatePlayer(id: string, player: ValidPlayer): Promise<ApiResult<Player>> {
  return mapped(await checkedRequest(PlayerResponse, playerPath(id), { method: 'PUT', body: player }), (body) => body.data);
}

export function deletePlayer(id: string): Promise<ApiResult<unknown>> {
  return apiRequest(playerPath(id), { method: 'DELETE' });
}

export async function deletePlayers(ids: string[]): Promise<ApiResult<number>> {
  return mapped(await checkedRequest(PlayerBulkDeleteResponse, '/api/players/delete', { method: 'POST', body: { ids } }), (body) => body.deleted);
}

export type ImportOutcome =
  | { ok: true; created: number }
  /** The API refused rows (0-based, as sent) with each field's message: nothing was saved. */
  | { ok: false; refusedRows: PlayerImportError['rows'] }
  | { ok: false; refusedRows?: undefined; failure: { status: number; error: ApiErrorBody } };

export async function importPlayers(players: ValidPlayer[]): Promise<ImportOutcome> {
  const body: PlayerImportRequest = { rows: players };
  const result = await checkedRequest(PlayerImportResponse, '/api/players/import', { method: 'POST', body });
  if (result.ok) return { ok: true, created: result.data.created };
  const refused = PlayerImportError.safeParse(result.body);
  if (refused.success) return { ok: false, refusedRows: refused.data.rows };
  return { ok: false, failure: result };
}

/** The whole roster as the API exports it (CSV with a byte order mark), fetched with the bearer token. */
export function fetchRosterCsv(): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>('/api/players/export', { responseType: 'blob', headers: { Accept: 'text/csv' } });
}
