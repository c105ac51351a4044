import { callEndpoint, downloadEndpoint, type ApiResult } from '@teamwear/shared/api';
import { playerRoutes } from '@teamwear/shared/api-routes';
import type { Player, PlayerListResponse, SizeChart, ValidPlayer } from '@teamwear/shared/contracts';
import { mapped } from '../../api/mapped';

// Every answer is checked against its endpoint's schema (`check`): a malformed answer is a
// failure, not a crash later. The roster page's own (the sizes, a page of players, a deletion)
// download their schemas written with zod/mini (@teamwear/shared/api-routes), so the page opens
// without zod whole; the add/edit drawer's load the contracts, as its form does.

export async function fetchSizeChart(signal?: AbortSignal): Promise<ApiResult<SizeChart>> {
  return mapped(await callEndpoint(playerRoutes.sizeChart, { signal, check: true }), (body) => body.data);
}

/** A page of the roster; `query` is `playerListQuery` of the view, so that equal views are one request. */
export async function fetchPlayers(query: string, signal?: AbortSignal): Promise<ApiResult<PlayerListResponse>> {
  return callEndpoint(playerRoutes.list, { query: new URLSearchParams(query), signal, check: true });
}

export async function createPlayer(player: ValidPlayer): Promise<ApiResult<Player>> {
  return mapped(await callEndpoint(playerRoutes.create, { body: player, check: true }), (body) => body.data);
}

export async function updatePlayer(id: string, player: ValidPlayer): Promise<ApiResult<Player>> {
  return mapped(await callEndpoint(playerRoutes.update, { params: { id }, body: player, check: true }), (body) => body.data);
}

export function deletePlayer(id: string): Promise<ApiResult<unknown>> {
  return callEndpoint(playerRoutes.remove, { params: { id } });
}

export async function deletePlayers(ids: string[]): Promise<ApiResult<number>> {
  return mapped(await callEndpoint(playerRoutes.removeMany, { body: { ids }, check: true }), (body) => body.deleted);
}

/** The whole roster as the API exports it (CSV with a byte order mark), fetched with the bearer token. */
export function fetchRosterCsv(): Promise<ApiResult<Blob>> {
  return downloadEndpoint(playerRoutes.export, { headers: { Accept: 'text/csv' } });
}
