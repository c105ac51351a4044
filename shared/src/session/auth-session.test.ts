import { apiRequest } from '../api/client';
import {
  acceptTerms,
  completeOtp,
  fetchDetails,
  installSessionHandling,
  NOTIFICATION_STORAGE_KEY,
  refreshSession,
  signIn,
  signOut,
} from './auth-session';
import { SESSION_STORAGE_KEY, sessionStore } from './session-store';
import { fakeAccessToken, nowSeconds } from './test-tokens';

interface Call {
  url: string;
  init: RequestInit;
}

const calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const DETAILS = { data: { firstName: 'Sok', lastName: 'Dara', email: 'sok@example.test', phoneNumber: '012 345 678' } };
const customerPair = (refresh = 'refresh-2') => ({
  access_token: fakeAccessToken({ exp: nowSeconds() + 300 }),
  refresh_token: refresh,
  expires_in: 300,
  token_type: 'Bearer',
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeAll(() => installSessionHandling());
// No refresh timer outlives the suite.
afterAll(() => sessionStore.getState().clear());

beforeEach(() => {
  calls.length = 0;
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  sessionStore.getState().clear();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
});

const paths = () => calls.map((c) => c.url);
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('fetchDetails', () => {
  beforeEach(() => sessionStore.getState().setTokens(customerPair()));

  it('takes the details of the answer to a request begun earlier, without asking again', async () => {
    answer = () => json(500, null);
    await expect(fetchDetails(Promise.resolve(json(200, DETAILS)))).resolves.toBe(true);
    expect(paths()).toEqual([]);
    expect(sessionStore.getState().details?.firstName).toBe('Sok');
  });

  it('refreshes the token the earlier request was refused with, then asks with the new one', async () => {
    answer = ({ url }) => (url.endsWith('/refreshtoken') ? json(200, customerPair('refresh-3')) : json(200, DETAILS));
    await expect(fetchDetails(Promise.resolve(json(401, { code: 'UNAUTHORIZED', message: 'Sign in' })))).resolves.toBe(true);
    expect(paths()).toEqual(['/api/accounts/refreshtoken', '/api/accounts/details']);
    expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-3');
    expect(sessionStore.getState().details?.firstName).toBe('Sok');
  });

  it('asks itself when the earlier request failed or answered no details', async () => {
    answer = () => json(200, DETAILS);
    for (const early of [null, json(500, null), json(200, { data: {} })]) {
      sessionStore.getState().setDetails(null);
      calls.length = 0;
      await expect(fetchDetails(Promise.resolve(early))).resolves.toBe(true);
      expect(paths()).toEqual(['/api/accounts/details']);
      expect(sessionStore.getState().details?.lastName).toBe('Dara');
    }
  });
});

describe('signIn', () => {
  it('stores the tokens and fetches the details of a customer', async () => {
    answer = ({ url }) => (url.endsWith('/token') ? json(200, customerPair()) : json(200, DETAILS));
    await expect(signIn(' sok@example.test ', 'secret-pass')).resolves.toEqual({ kind: 'signed-in' });
    expect(bodyOf(calls[0])).toEqual({ email: 'sok@example.test', password: 'secret-pass', clientId: 'web' });
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
    expect(paths()).toEqual(['/api/accounts/token', '/api/accounts/details']);
    expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-2');
    expect(sessionStore.getState().details?.firstName).toBe('Sok');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').refresh_token).toBe('refresh-2');
  });

  it('answers the next step when a one-time code is needed', async () => {
    answer = () => json(403, { code: 'OTP_REQUIRED', message: 'Enter the code', username: 'sok@example.test' });
    await expect(signIn('sok@example.test', 'secret-pass')).resolves.toEqual({ kind: 'otp-required', username: 'sok@example.test' });
    expect(sessionStore.getState().tokens).toBeNull();
  });

  it('answers the next step when the terms must be accepted', async () => {
    answer = () => json(403, { code: 'TERMS_REQUIRED', message: 'Accept the terms', termsToken: 'terms-1' });
    await expect(signIn('sok@example.test', 'secret-pass')).resolves.toEqual({ kind: 'terms-required', termsToken: 'terms-1' });
  });

  it('answers admin-rejected when the API itself refuses an administrator', async () => {
    answer = () => json(403, { code: 'ADMIN_NOT_ALLOWED', message: 'This app is for customers. Administrators work in the back office.' });
    await expect(signIn('admin@example.test', 'secret-pass')).resolves.toEqual({ kind: 'admin-rejected' });
    expect(sessionStore.getState().tokens).toBeNull();
  });

  it('rejects an administrator, keeps nothing and ends the server session', async () => {
    const adminPair = { ...customerPair('admin-refresh'), access_token: fakeAccessToken({ exp: nowSeconds() + 300, admin: true }) };
    answer = ({ url }) => (url.endsWith('/token') ? json(200, adminPair) : json(204, null));
    await expect(signIn('admin@example.test', 'secret-pass')).resolves.toEqual({ kind: 'admin-rejected' });
    expect(sessionStore.getState().tokens).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(paths()).toEqual(['/api/accounts/token', '/api/accounts/token/destroy']);
    expect(bodyOf(calls[1])).toEqual({ token: 'admin-refresh' });
  });

  it('answers the API error on a wrong password, and a network failure without throwing', async () => {
    answer = () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    await expect(signIn('sok@example.test', 'wrong')).resolves.toEqual({
      kind: 'error',
      status: 401,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(signIn('sok@example.test', 'wrong')).resolves.toMatchObject({ kind: 'error', status: 0 });
    expect(sessionStore.getState().tokens).toBeNull();
  });

  it('finishes with a one-time code sent as headers, and with accepted terms', async () => {
    answer = ({ url }) => (url.endsWith('/details') ? json(200, DETAILS) : json(200, customerPair('otp-refresh')));
    await expect(completeOtp('sok@example.test', ' 123456 ')).resolves.toEqual({ kind: 'signed-in' });
    expect(calls[0]?.url).toBe('/api/oauth/confirmotp');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0])).toMatchObject({ Username: 'sok@example.test', 'OTP-Token': '123456', 'client-id': 'web' });

    sessionStore.getState().clear();
    calls.length = 0;
    await expect(acceptTerms('terms-1')).resolves.toEqual({ kind: 'signed-in' });
    expect(calls[0]?.url).toBe('/api/oauth/accepttermsandconditions');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer terms-1');
  });
});

describe('refreshSession', () => {
  const expiredPair = { access_token: fakeAccessToken({ exp: nowSeconds() - 10 }), refresh_token: 'refresh-1' };

  it('refreshes once for concurrent callers and stores the rotated pair', async () => {
    sessionStore.getState().setTokens(expiredPair);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await gate;
      return json(200, { data: customerPair('refresh-2') });
    };
    const all = Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    release();
    await expect(all).resolves.toEqual([true, true, true]);
    expect(paths()).toEqual(['/api/accounts/refreshtoken']);
    expect(bodyOf(calls[0])).toEqual({ token: 'refresh-1', clientId: 'web' });
    expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-2');
  });

  it('lets the API client refresh once on 401 and retry every waiting call', async () => {
    const stale = { access_token: fakeAccessToken({ exp: nowSeconds() + 100 }), refresh_token: 'refresh-1' };
    sessionStore.getState().setTokens(stale);
    const fresh = customerPair('refresh-2');
    answer = ({ url, init }) => {
      if (url.endsWith('/refreshtoken')) return json(200, { data: fresh });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh.access_token}` ? json(200, { ok: url }) : json(401, { code: 'INVALID_TOKEN', message: 'expired' });
    };
    const [a, b] = await Promise.all([apiRequest('/api/one'), apiRequest('/api/two')]);
    expect(a).toMatchObject({ ok: true, data: { ok: '/api/one' } });
    expect(b).toMatchObject({ ok: true, data: { ok: '/api/two' } });
    expect(paths().filter((p) => p.endsWith('/refreshtoken'))).toHaveLength(1);
  });

  it('clears the session when the refresh token is refused, or the result is an admin', async () => {
    sessionStore.getState().setTokens(expiredPair);
    answer = () => json(401, { code: 'INVALID_TOKEN', message: 'The refresh token is invalid or has expired' });
    await expect(refreshSession()).resolves.toBe(false);
    expect(sessionStore.getState().tokens).toBeNull();

    sessionStore.getState().setTokens(expiredPair);
    const admin = { ...customerPair('admin-refresh'), access_token: fakeAccessToken({ exp: nowSeconds() + 300, admin: true }) };
    answer = ({ url }) => (url.endsWith('/refreshtoken') ? json(200, { data: admin }) : json(204, null));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sessionStore.getState().tokens).toBeNull();
  });

  it('refreshes shortly before the access token expires, and not again after a failure', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['queueMicrotask'] });
    try {
      answer = () => json(200, { data: customerPair('refresh-3') });
      sessionStore.getState().setTokens({ access_token: fakeAccessToken({ exp: nowSeconds() + 90 }), refresh_token: 'refresh-1' });
      await jest.advanceTimersByTimeAsync(59_000);
      expect(calls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(paths()).toEqual(['/api/accounts/refreshtoken']);
      expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-3');

      calls.length = 0;
      answer = () => Promise.reject(new TypeError('Failed to fetch'));
      sessionStore.getState().setTokens({ access_token: fakeAccessToken({ exp: nowSeconds() + 10 }), refresh_token: 'refresh-4' });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(paths()).toEqual(['/api/accounts/refreshtoken']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the refresh token when the server could not be reached', async () => {
    sessionStore.getState().setTokens(expiredPair);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-1');
  });

  it('takes the pair another tab stored instead of reusing a spent refresh token', async () => {
    sessionStore.getState().setTokens(expiredPair);
    const otherTab = { access_token: fakeAccessToken({ exp: nowSeconds() + 300 }), refresh_token: 'refresh-from-other-tab' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(otherTab));
    answer = () => json(500, {});
    await expect(refreshSession()).resolves.toBe(true);
    expect(calls).toHaveLength(0);
    expect(sessionStore.getState().tokens?.refresh_token).toBe('refresh-from-other-tab');
  });
});

describe('signOut', () => {
  it('destroys the session fire-and-forget, clears notification and session, and goes to /', () => {
    sessionStore.getState().setTokens({ access_token: fakeAccessToken({ exp: nowSeconds() + 300 }), refresh_token: 'refresh-9' });
    localStorage.setItem(NOTIFICATION_STORAGE_KEY, '{"unread":2}');
    answer = () => new Promise<Response>(() => {}); // never answers: sign-out must not wait
    const goTo = jest.fn();
    signOut(goTo);
    expect(goTo).toHaveBeenCalledWith('/');
    expect(calls[0]?.url).toBe('/api/accounts/token/destroy');
    expect(bodyOf(calls[0])).toEqual({ token: 'refresh-9' });
    expect(headersOf(calls[0]).Authorization).toMatch(/^Bearer /);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(localStorage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().tokens).toBeNull();
  });
});
