import { callEndpoint, downloadEndpoint, type ApiResult } from '@teamwear/shared/api';
import { playerRoutes } from '@teamwear/shared/api-routes';
import type { Player, PlayerListResponse, SizeChart, ValidPlayer } from '@teamwear/shared/contracts';
import { checkedByHand } from '../../api/checked-by-hand';
import { mapped } from '../../api/mapped';
import { isDeletedAnswer, isPlayerListAnswer, isSizeChartAnswer } from './roster-answers';

// Every answer is checked: the roster page's own (the sizes, a page of players, a deletion) by
// hand (./roster-answers), so that the page opens without zod; the add/edit drawer's against their
// endpoint's schema (`check`), which loads with the drawer. A malformed answer is a failure, not a
// crash later.

export async function fetchSizeChart(signal?: AbortSignal): Promise<ApiResult<SizeChart>> {
  return mapped(checkedByHand(await callEndpoint(playerRoutes.sizeChart, { signal }), isSizeChartAnswer), (body) => body.data);
}

/** A page of the roster; `query` is `playerListQuery` of the view, so that equal views are one request. */
export async function fetchPlayers(query: string, signal?: AbortSignal): Promise<ApiResult<PlayerListResponse>> {
  return checkedByHand(await callEndpoint(playerRoutes.list, { query: new URLSearchParams(query), signal }), isPlayerListAnswer);
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
  return mapped(checkedByHand(await callEndpoint(playerRoutes.removeMany, { body: { ids } }), isDeletedAnswer), (body) => body.deleted);
}

/** The whole roster as the API exports it (CSV with a byte order mark), fetched with the bearer token. */
export function fetchRosterCsv(): Promise<ApiResult<Blob>> {
  return downloadEndpoint(playerRoutes.export, { headers: { Accept: 'text/csv' } });
}
