import { sessionStore } from '../session/session-store';

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Every call resolves, never throws (docs/product.md §8): callers inspect ok and status.
 *  A failure also carries the parsed answer (`body`), for codes that come with more than
 *  `{ code, message, fields }` (e.g. OTP_REQUIRED with the username). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody; body?: unknown };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Attach the stored access token (default true). */
  auth?: boolean;
  /** 'include' for calls that set or read cookies across origins (OTP confirm, social sign-in). */
  credentials?: RequestCredentials;
  /** Let the request outlive the page (sign-out goes to the site root right after calling). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** How to read a successful answer: JSON (default), or the body as a Blob, a file to save (an export). */
  responseType?: 'json' | 'blob';
}

let apiBase = '';

/** The shell calls its own origin; the partner embed points this at the provider's host. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** The address of an API path (a file the API serves, e.g. a font): on the API's host when that is another one (the embed). */
export function apiAddress(path: string): string {
  return `${apiBase}${path}`;
}

/** The shop key the studio embedded on a partner's page names its shop with (see setShopKey). */
let shopKey: string | null = null;

/**
 * The studio embedded on a partner's page (shell/src/embed) calls the shop's API from another
 * origin: the shop is named by its public key (`X-Shop-Key`), not by the host, and no token is
 * ever sent, whatever the partner's page keeps in its storage: the API answers other sites only
 * on its public calls. null: the shell's own pages (the host names the shop, the session signs in).
 */
export function setShopKey(key: string | null): void {
  shopKey = key;
}

type RefreshHandler = () => Promise<boolean>;
let refreshHandler: RefreshHandler | undefined;

/** The session layer registers how to refresh the access token; the client retries once. */
export function setRefreshHandler(handler: RefreshHandler | undefined): void {
  refreshHandler = handler;
}

const NETWORK_ERROR: ApiErrorBody = { code: 'NETWORK', message: 'Something went wrong!' };

interface Sent {
  response: Response;
  /** The access token the request carried, if any. */
  token: string | undefined;
}

async function send(path: string, options: RequestOptions): Promise<Sent> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (shopKey !== null) headers['X-Shop-Key'] = shopKey;
  const token = options.auth === false || shopKey !== null ? undefined : sessionStore.getState().tokens?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBase}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: options.credentials ?? 'same-origin',
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  return { response, token };
}

async function toResult<T>(response: Response, responseType: RequestOptions['responseType']): Promise<ApiResult<T>> {
  if (response.ok && responseType === 'blob') return { ok: true, status: response.status, data: (await response.blob()) as T };
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
      ...(body?.fields && typeof body.fields === 'object' ? { fields: body.fields } : {}),
    },
    ...(parsed === undefined ? {} : { body: parsed }),
  };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    const first = await send(path, options);
    const token = first.token;
    let response = first.response;
    if (response.status === 401 && token && refreshHandler) {
      const current = sessionStore.getState().tokens?.access_token;
      // Another call may have refreshed while this one was in flight: retry with its token.
      const renewed = current && current !== token ? true : current ? await refreshHandler() : false;
      if (renewed) response = (await send(path, options)).response;
    }
    return await toResult<T>(response, options.responseType);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { ok: false, status: 0, error: { code: 'ABORTED', message: 'Aborted' } };
    }
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
}
