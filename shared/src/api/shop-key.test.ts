import { sessionStore } from '../session/session-store';
import { apiRequest, setApiBase, setShopKey } from './client';

interface Call {
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

const calls: Call[] = [];

beforeEach(() => {
  calls.length = 0;
  // A partner's page could hold anything under the shop's session key: it must never be sent.
  sessionStore.setState({ tokens: { access_token: 'access-1', refresh_token: 'refresh-1' } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string>, credentials: init?.credentials });
    return new Response(JSON.stringify({ data: {} }), { status: 200 });
  }) as typeof fetch;
});

afterEach(() => {
  setShopKey(null);
  setApiBase('');
});

describe('the embedded studio naming its shop', () => {
  it('calls the shop origin with its key, without a token or cookies', async () => {
    setApiBase('https://shop.example/');
    setShopKey('angkor');
    await apiRequest('/api/templates?type=SOCCER_KIT');
    expect(calls).toEqual([
      { url: 'https://shop.example/api/templates?type=SOCCER_KIT', headers: expect.objectContaining({ 'X-Shop-Key': 'angkor' }), credentials: 'same-origin' },
    ]);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('leaves the shop’s own pages as they were: the host names the shop, the session signs in', async () => {
    await apiRequest('/api/designs');
    expect(calls[0]?.headers['X-Shop-Key']).toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });
});
