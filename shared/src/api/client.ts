import { sessionStore } from '../session/session-store';

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Every call resolves, never throws (PRODUCT_SPEC §8): callers inspect ok and status. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Attach the stored access token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

let apiBase = '';

/** The shell calls its own origin; the partner embed points this at the provider's host. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

type RefreshHandler = () => Promise<boolean>;
let refreshHandler: RefreshHandler | undefined;

/** The session layer registers how to refresh the access token; the client retries once. */
export function setRefreshHandler(handler: RefreshHandler | undefined): void {
  refreshHandler = handler;
}

const NETWORK_ERROR: ApiErrorBody = { code: 'NETWORK', message: 'Something went wrong!' };

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = sessionStore.getState().tokens?.access_token;
  if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${apiBase}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  const body = parsed as Partial<ApiErrorBody> | undefined;
  return {
    ok: false,
    status: response.status,
    error: {
      code: typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body?.message === 'string' ? body.message : NETWORK_ERROR.message,
      ...(body?.fields ? { fields: body.fields } : {}),
    },
  };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    let response = await send(path, options);
    if (response.status === 401 && options.auth !== false && refreshHandler && sessionStore.getState().tokens) {
      if (await refreshHandler()) response = await send(path, options);
    }
    return await toResult<T>(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { ok: false, status: 0, error: { code: 'ABORTED', message: 'Aborted' } };
    }
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
}
