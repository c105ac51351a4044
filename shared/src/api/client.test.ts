import { sessionStore } from '../session/session-store';
import { refreshSession } from '../session/auth-session';
import { apiRequest, setRefreshHandler } from './client';

interface Call {
  url: string;
  headers: Record<string, string>;
}

const calls: Call[] = [];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls.length = 0;
  sessionStore.setState({ tokens: { access_token: 'access-1', refresh_token: 'refresh-1' } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
});

afterEach(() => setRefreshHandler(undefined));

const CSV = '\uFEFFname,number,size,team\r\nស្រីនាង,7,S,\r\n';

describe("apiRequest with responseType 'blob'", () => {
  it('answers the body as a file, sent with the bearer token', async () => {
    answer = () => new Response(CSV, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const result = await apiRequest<Blob>('/api/players/export', { responseType: 'blob' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    if (!result.ok) throw new Error('expected the file');
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.data.type).toMatch(/^text\/csv/);
    // Byte for byte, the byte order mark included (text() would drop it).
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(new TextEncoder().encode(CSV));
  });

  it('refreshes an expired token once and downloads with the new one', async () => {
    setRefreshHandler(async () => {
      sessionStore.setState({ tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } });
      return true;
    });
    answer = ({ headers }) =>
      headers.Authorization === 'Bearer access-2'
        ? new Response(CSV, { status: 200 })
        : new Response(JSON.stringify({ code: 'INVALID_TOKEN', message: 'expired' }), { status: 401 });
    const result = await apiRequest<Blob>('/api/players/export', { responseType: 'blob' });
    expect(result.ok).toBe(true);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('reads a refusal as the usual error, not as a file', async () => {
    answer = () => new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Not yours' }), { status: 403 });
    expect(await apiRequest<Blob>('/api/players/export', { responseType: 'blob' })).toEqual({
      ok: false,
      status: 403,
      error: { code: 'FORBIDDEN', message: 'Not yours' },
      body: { code: 'FORBIDDEN', message: 'Not yours' },
    });
  });
});

describe('apiRequest and an expired session', () => {
  const expired = () => new Response(JSON.stringify({ code: 'INVALID_TOKEN', message: 'expired' }), { status: 401 });
  const ok = () => new Response(JSON.stringify({ data: { name: 'Dara' } }), { status: 200 });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const refresh = jest.fn(async () => {
      sessionStore.setState({ tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } });
      return true;
    });
    setRefreshHandler(refresh);
    answer = ({ headers }) => (headers.Authorization === 'Bearer access-2' ? ok() : expired());
    expect(await apiRequest('/api/accounts/details')).toEqual({ ok: true, status: 200, data: { data: { name: 'Dara' } } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('retries only once: a second 401 is the answer, not another refresh', async () => {
    let round = 0;
    const refresh = jest.fn(async () => {
      round += 1;
      sessionStore.setState({ tokens: { access_token: `access-${round + 1}`, refresh_token: 'refresh' } });
      return true;
    });
    setRefreshHandler(refresh);
    answer = expired;
    const result = await apiRequest('/api/accounts/details');
    expect(result).toMatchObject({ ok: false, status: 401, error: { code: 'INVALID_TOKEN' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('retries with the token another call refreshed meanwhile, without refreshing again', async () => {
    const refresh = jest.fn(async () => true);
    setRefreshHandler(refresh);
    answer = ({ headers }) => {
      if (headers.Authorization === 'Bearer access-2') return ok();
      // The other call's refresh lands while this one is answered 401.
      sessionStore.setState({ tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } });
      return expired();
    };
    expect((await apiRequest('/api/accounts/details')).ok).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('signs out when the refresh is refused: the 401 is answered and the session cleared', async () => {
    setRefreshHandler(refreshSession);
    answer = ({ url }) =>
      url.endsWith('/api/accounts/refreshtoken')
        ? new Response(JSON.stringify({ code: 'INVALID_TOKEN', message: 'revoked' }), { status: 401 })
        : expired();
    const result = await apiRequest('/api/accounts/details');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/accounts/details', '/api/accounts/refreshtoken']);
    expect(sessionStore.getState().tokens).toBeNull();
  });

  it('does not refresh for a call made without the session', async () => {
    const refresh = jest.fn(async () => true);
    setRefreshHandler(refresh);
    answer = expired;
    expect(await apiRequest('/api/accounts/token', { method: 'POST', body: {}, auth: false })).toMatchObject({ ok: false, status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('apiRequest never throws', () => {
  it('answers a network failure as NETWORK, status 0', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await apiRequest('/api/designs')).toEqual({ ok: false, status: 0, error: { code: 'NETWORK', message: 'Something went wrong!' } });
  });

  it('answers an aborted call as ABORTED', async () => {
    answer = () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    expect(await apiRequest('/api/designs')).toMatchObject({ ok: false, status: 0, error: { code: 'ABORTED' } });
  });

  it('reads a refusal that is not JSON (a proxy page) as HTTP_<status>', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await apiRequest('/api/designs')).toEqual({ ok: false, status: 502, error: { code: 'HTTP_502', message: 'Something went wrong!' } });
  });
});
