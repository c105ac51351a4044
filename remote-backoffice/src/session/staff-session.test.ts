import { shopOrderBoardRoutes } from '@teamwear/shared/api-routes';
import { SESSION_STORAGE_KEY } from '@teamwear/shared/session';
import { fakeAccessToken, nowSeconds } from '@teamwear/shared/session/test-tokens';
import { signInStaff, signOutStaff } from './staff-auth';
import { staffCall } from './staff-call';
import { staffMemberOf, staffSession, STAFF_SESSION_KEY } from './staff-session-store';
import { afterSignIn } from './sign-in-address';

interface Call {
  url: string;
  init: RequestInit;
}
const calls: Call[] = [];
let answer: (call: Call) => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;
const staffPair = (refresh = 'refresh-1', exp = nowSeconds() + 300) => ({
  access_token: fakeAccessToken({ exp, admin: true, shopRole: 'STAFF', client: 'provider', name: ['Dara', 'Sok'], sub: `staff-${refresh}` }),
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

beforeEach(() => {
  calls.length = 0;
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  staffSession.setState({ tokens: null });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
});

describe("the back office's staff session", () => {
  it("signs in with the team's client and keeps the tokens apart from a customer's session", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'customer', refresh_token: 'customer-refresh' }));
    answer = () => json(200, staffPair());
    await expect(signInStaff(' dara@shop.test ', 'secret')).resolves.toEqual({ kind: 'signed-in' });
    expect(bodyOf(calls[0])).toEqual({ email: 'dara@shop.test', password: 'secret', clientId: 'provider' });
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toContain('refresh-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('customer-refresh');
    expect(staffMemberOf(staffSession.getState().tokens)).toEqual({ name: 'Dara Sok', email: 'dara@example.test', role: 'STAFF' });
  });

  it("keeps nothing of tokens that are not a shop administrator's of the team's client", async () => {
    answer = (call) => (call.url.endsWith('/token') ? json(200, { ...staffPair(), access_token: fakeAccessToken({ exp: nowSeconds() + 300, admin: true }) }) : json(204, {}));
    const outcome = await signInStaff('dara@shop.test', 'secret');
    expect(outcome).toMatchObject({ kind: 'error', status: 403 });
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
    expect(calls.at(-1)?.url).toMatch(/token\/destroy$/);
  });

  it('passes on the sign-in code and lockout answers of the API', async () => {
    answer = () => json(401, { code: 'OTP_REQUIRED', message: 'A code was sent', username: 'dara@shop.test' });
    await expect(signInStaff('dara@shop.test', 'secret')).resolves.toEqual({ kind: 'otp-required', username: 'dara@shop.test' });
    answer = () => json(423, { code: 'ACCOUNT_LOCKED', message: 'Locked' });
    await expect(signInStaff('dara@shop.test', 'secret')).resolves.toMatchObject({ kind: 'error', status: 423, error: { code: 'ACCOUNT_LOCKED' } });
  });

  it("sends the staff's token, never the customer's, and renews it once on a 401", async () => {
    staffSession.setState({ tokens: staffPair('old-refresh') });
    const first = staffSession.getState().tokens?.access_token;
    const renewed = staffPair('new-refresh');
    answer = (call) => {
      if (call.url.endsWith('/refreshtoken')) return json(200, { data: renewed });
      return headersOf(call).Authorization === `Bearer ${renewed.access_token}` ? json(200, { data: { version: '7' } }) : json(401, { code: 'UNAUTHORIZED', message: 'x' });
    };
    const result = await staffCall(shopOrderBoardRoutes.version);
    expect(result).toMatchObject({ ok: true, data: { data: { version: '7' } } });
    expect(headersOf(calls[0]).Authorization).toBe(`Bearer ${first}`);
    expect(bodyOf(calls[1])).toEqual({ token: 'old-refresh', clientId: 'provider' });
    expect(calls).toHaveLength(3);
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toContain('new-refresh');
  });

  it("starts a checked answer's schemas with the call, not once its answer is in", async () => {
    staffSession.setState({ tokens: staffPair() });
    const answers = jest.fn(() => shopOrderBoardRoutes.version.answers());
    const route: typeof shopOrderBoardRoutes.version = { ...shopOrderBoardRoutes.version, answers };
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    globalThis.fetch = jest.fn(async () => {
      await answered;
      return json(200, { data: { version: '7' } });
    }) as typeof fetch;

    const checked = staffCall(route, { check: true });
    // The API has not answered yet: the schemas are already on their way.
    await Promise.resolve();
    expect(answers).toHaveBeenCalled();
    answerNow();
    await expect(checked).resolves.toMatchObject({ ok: true, data: { data: { version: '7' } } });

    answers.mockClear();
    await staffCall(route);
    expect(answers).not.toHaveBeenCalled();
  });

  it('forgets the session when the API refuses to renew it', async () => {
    staffSession.setState({ tokens: staffPair('spent', nowSeconds() - 10) });
    answer = () => json(401, { code: 'INVALID_TOKEN', message: 'x' });
    const result = await staffCall(shopOrderBoardRoutes.version);
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(staffSession.getState().tokens).toBeNull();
  });

  it('signs out on the server and here', async () => {
    staffSession.setState({ tokens: staffPair('mine') });
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(staffPair('mine')));
    answer = () => json(204, {});
    await signOutStaff();
    expect(staffSession.getState().tokens).toBeNull();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
    expect(bodyOf(calls[0])).toEqual({ token: 'mine' });
  });

  it('returns only to a back office page after signing in', () => {
    expect(afterSignIn('/backoffice/orders/1042', 'OWNER')).toBe('/backoffice/orders/1042');
    expect(afterSignIn('/backoffice/customers?search=sok', 'STAFF')).toBe('/backoffice/customers?search=sok');
    expect(afterSignIn('/backoffice/orders?view=table', 'PRODUCTION')).toBe('/backoffice/orders?view=table');
    expect(afterSignIn('/me/dashboard', 'OWNER')).toBe('/backoffice');
    expect(afterSignIn('//evil.example/backoffice', 'OWNER')).toBe('/backoffice');
    expect(afterSignIn('/backofficeevil', 'STAFF')).toBe('/backoffice');
    expect(afterSignIn('/backoffice/signin?next=%2Fme', 'OWNER')).toBe('/backoffice');
  });

  it('lands the owner and staff on the numbers, the workshop on its orders', () => {
    expect(afterSignIn(null, 'OWNER')).toBe('/backoffice');
    expect(afterSignIn(null, 'STAFF')).toBe('/backoffice');
    expect(afterSignIn(null, 'PRODUCTION')).toBe('/backoffice/orders');
    expect(afterSignIn(null, null)).toBe('/backoffice/orders');
    // Sent to sign in from the home: the workshop, which may not see the numbers, goes to its orders.
    expect(afterSignIn('/backoffice', 'PRODUCTION')).toBe('/backoffice/orders');
    expect(afterSignIn('/backoffice', 'OWNER')).toBe('/backoffice');
    expect(afterSignIn('/me/dashboard', 'PRODUCTION')).toBe('/backoffice/orders');
  });
});
