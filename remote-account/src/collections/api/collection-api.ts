import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { sizeCollectionRoutes } from '@teamwear/shared/api-routes';
import type {
  AddRosterPlayersRequest,
  ChangeCollectionRequest,
  Collection,
  CollectionSummary,
  CreateCollectionRequest,
  EntryRequest,
  RemindResponse,
} from '@teamwear/shared/contracts';
import { mapped } from '../../api/mapped';

/** The team manager's calls about size collections (api/README.md "Size collections"). Every
 *  answer is checked against its endpoint's schema: a malformed answer is a failure the page shows. */

export async function fetchCollections(signal?: AbortSignal): Promise<ApiResult<CollectionSummary[]>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.list, { signal, check: true }), (body) => body.data);
}

export async function fetchCollection(id: string, signal?: AbortSignal): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.read, { params: { id }, signal, check: true }), (body) => body.data);
}

export async function createCollection(body: CreateCollectionRequest): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.create, { body, check: true }), (answer) => answer.data);
}

export async function changeCollection(id: string, body: ChangeCollectionRequest): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.change, { params: { id }, body, check: true }), (answer) => answer.data);
}

export async function closeCollection(id: string): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.close, { params: { id }, check: true }), (answer) => answer.data);
}

export async function reopenCollection(id: string, deadline: string): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.reopen, { params: { id }, body: { deadline }, check: true }), (answer) => answer.data);
}

export async function remindPlayers(id: string, language: 'en' | 'kh'): Promise<ApiResult<RemindResponse['data']>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.remind, { params: { id }, body: { language }, check: true }), (answer) => answer.data);
}

export async function addEntry(id: string, body: EntryRequest): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.addEntry, { params: { id }, body, check: true }), (answer) => answer.data);
}

export async function addRosterPlayers(id: string, body: AddRosterPlayersRequest): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.addPlayers, { params: { id }, body, check: true }), (answer) => answer.data);
}

export async function changeEntry(id: string, entryId: string, body: EntryRequest): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.changeEntry, { params: { id, entryId }, body, check: true }), (answer) => answer.data);
}

export async function removeEntry(id: string, entryId: string): Promise<ApiResult<Collection>> {
  return mapped(await callEndpoint(sizeCollectionRoutes.removeEntry, { params: { id, entryId }, check: true }), (answer) => answer.data);
}
