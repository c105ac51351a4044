export { apiRequest, setApiBase, setRefreshHandler, type ApiResult, type ApiErrorBody, type RequestOptions } from './client';
