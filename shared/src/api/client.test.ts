import { sessionStore } from '../session/session-store';
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
