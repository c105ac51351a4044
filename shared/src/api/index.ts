export { apiRequest, setApiBase, setShopKey, setRefreshHandler, type ApiResult, type ApiErrorBody, type RequestOptions } from './client';
