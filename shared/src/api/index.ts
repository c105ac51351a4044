export { apiAddress, apiRequest, setApiBase, setShopKey, setRefreshHandler, type ApiResult, type ApiErrorBody, type RequestOptions } from './client';
export { callEndpoint, downloadEndpoint, addressOf, type CallParts } from './call-endpoint';
export type { Route, RoutesOf } from './route';
export { answersCache, PREFETCHED_ANSWER_KEPT_MS, type AnswersCache } from './answers-cache';
