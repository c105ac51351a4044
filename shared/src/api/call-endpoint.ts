import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf, Responses } from '../contracts/endpoint';
import { apiRequest, type ApiResult, type RequestOptions } from './client';
import type { Route } from './route';

/** A query's values as an address writes them; undefined ones are left out. */
type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** What a call sends besides the endpoint: its path's parameters, query and body, each when the endpoint has one. */
export type CallParts<E extends Endpoint> = Omit<RequestOptions, 'method' | 'body' | 'responseType'> &
  ([ParamsOf<E>] extends [never] ? { params?: never } : { params: ParamsOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> }) &
  /** A URLSearchParams is sent as it is: a list's address, built once so that equal views are one request. */
  ([QueryOf<E>] extends [never] ? { query?: never } : { query?: QueryOf<E> | URLSearchParams }) & {
    /** Check a successful answer against the endpoint's schema: a malformed one is a failure, not a crash later. */
    check?: boolean;
  };

/** The parts are optional when the endpoint needs none of them. */
type PartsArgument<E extends Endpoint> = object extends CallParts<E> ? [parts?: CallParts<E>] : [parts: CallParts<E>];

const MALFORMED_ANSWER = { code: 'BAD_RESPONSE', message: 'Something went wrong!' };
const NETWORK_ERROR = { code: 'NETWORK', message: 'Something went wrong!' };

/** What is called: a declaration (the API's tests') or its route (the apps', without zod). */
type Callable = Endpoint | Route;
/** The declaration a callable stands for (each one of a union: `orderRoutes[action]`). */
type EndpointOf<C extends Callable> = C extends Route<infer E> ? E : C extends Endpoint ? C : never;

function isRoute(endpoint: Callable): endpoint is Route {
  return 'answers' in endpoint;
}

/** `/api/designs/:id` with `{ id }` → `/api/designs/<id>`, each value escaped. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function searchOf(query: QueryValues | URLSearchParams | undefined): string {
  if (query === undefined) return '';
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address a call goes to: the endpoint's path with its parameters, then the query. */
export function addressOf(endpoint: Pick<Endpoint, 'path'>, parts: { params?: unknown; query?: unknown } = {}): string {
  return pathOf(endpoint.path, parts.params as Record<string, unknown> | undefined) + searchOf(parts.query as QueryValues | URLSearchParams | undefined);
}

/**
 * Calls a declared endpoint (shared/src/contracts), or its route (./route): its method, its path
 * filled from `params`, its query and body, answered as its 2xx payload. Like apiRequest it never
 * throws, and refreshes an expired session once. A route's answer schemas are loaded only to
 * check an answer.
 */
export async function callEndpoint<C extends Callable>(endpoint: C, ...[parts]: PartsArgument<EndpointOf<C>>): Promise<ApiResult<AnswerOf<EndpointOf<C>>>> {
  const { params, query, body, check, ...options } = (parts ?? {}) as CallParts<Endpoint> & { params?: unknown; query?: unknown; body?: unknown };
  const result = await apiRequest<AnswerOf<EndpointOf<C>>>(addressOf(endpoint, { params, query }), { ...options, method: endpoint.method, body });
  if (!check || !result.ok) return result;
  let answers: Partial<Responses>;
  try {
    answers = isRoute(endpoint) ? await endpoint.answers() : endpoint.responses;
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR }; // the schemas' chunk did not download
  }
  const schema = answers[result.status];
  const parsed = schema?.safeParse(result.data);
  return parsed?.success ? { ok: true, status: result.status, data: parsed.data as AnswerOf<EndpointOf<C>> } : { ok: false, status: result.status, error: MALFORMED_ANSWER };
}

/** A declared endpoint whose answer is a file (an export): the body as a Blob, with the session's token. */
export function downloadEndpoint<C extends Callable>(endpoint: C, ...[parts]: PartsArgument<EndpointOf<C>>): Promise<ApiResult<Blob>> {
  const { params, query, body, check: _check, ...options } = (parts ?? {}) as CallParts<Endpoint> & { params?: unknown; query?: unknown; body?: unknown };
  return apiRequest<Blob>(addressOf(endpoint, { params, query }), { ...options, method: endpoint.method, body, responseType: 'blob' });
}
