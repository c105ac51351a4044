import { cartEndpoints, designEndpoints, playerEndpoints, signInEndpoints } from '../contracts';
import { type designRoutes, playerRoutes } from '../api-routes';
import { sessionStore } from '../session/session-store';
import { addressOf, callEndpoint, downloadEndpoint } from './call-endpoint';

interface Call {
  url: string;
  method: string | undefined;
  body: unknown;
}

const calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls.length = 0;
  sessionStore.setState({ tokens: { access_token: 'access-1', refresh_token: 'refresh-1' } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return answer();
  }) as typeof fetch;
});

const DESIGN = {
  id: '0b7c1c52-3f0e-4a51-9d3e-2f7c8f7a1b11',
  name: 'Home kit',
  productType: 'polo',
  version: 2,
  thumbnail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  document: { schemaVersion: 1 },
};

describe('addressOf', () => {
  it("fills the path's parameters, escaped", () => {
    expect(addressOf(designEndpoints.duplicate, { params: { id: 'a/b c' } })).toBe('/api/designs/a%2Fb%20c/duplicate');
  });

  it('writes the query, leaving out what is undefined', () => {
    expect(addressOf(designEndpoints.list, { query: { page: 2, pageSize: 12, search: undefined } })).toBe('/api/designs?page=2&pageSize=12');
    expect(addressOf(designEndpoints.list, { query: {} })).toBe('/api/designs');
  });

  it('sends a URLSearchParams query as it is', () => {
    expect(addressOf(playerEndpoints.list, { query: new URLSearchParams('team=&page=1') })).toBe('/api/players?team=&page=1');
  });
});

describe('callEndpoint', () => {
  it("calls with the endpoint's method, path and body", async () => {
    answer = () => new Response(null, { status: 204 });
    const result = await callEndpoint(cartEndpoints.remove, { params: { id: 'item-1' } });
    expect(result).toEqual({ ok: true, status: 204, data: undefined });
    expect(calls).toEqual([{ url: '/api/cart/items/item-1', method: 'DELETE', body: undefined }]);
  });

  it('sends the body as JSON', async () => {
    answer = () => new Response(JSON.stringify({ data: DESIGN }), { status: 201 });
    const result = await callEndpoint(cartEndpoints.add, { body: { designId: DESIGN.id } });
    expect(calls[0]).toEqual({ url: '/api/cart/items', method: 'POST', body: { designId: DESIGN.id } });
    expect(result.ok).toBe(true);
  });

  it('answers a refusal like apiRequest, with its body', async () => {
    answer = () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'No such design' }), { status: 404 });
    expect(await callEndpoint(designEndpoints.read, { params: { id: 'gone' } })).toEqual({
      ok: false,
      status: 404,
      error: { code: 'NOT_FOUND', message: 'No such design' },
      body: { code: 'NOT_FOUND', message: 'No such design' },
    });
  });

  it("with check, answers a malformed success as a failure, and a well-formed one parsed by the status's schema", async () => {
    answer = () => new Response(JSON.stringify({ data: { size: 'not a chart' } }), { status: 200 });
    expect(await callEndpoint(playerEndpoints.sizeChart, { check: true })).toMatchObject({ ok: false, status: 200, error: { code: 'BAD_RESPONSE' } });
    answer = () => new Response(JSON.stringify({ deleted: 3, extra: 'dropped' }), { status: 200 });
    expect(await callEndpoint(playerEndpoints.removeMany, { body: { ids: [DESIGN.id] }, check: true })).toEqual({ ok: true, status: 200, data: { deleted: 3 } });
  });

  it('passes the request options through (no session for a sign-in call)', async () => {
    answer = () => new Response(JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'No' }), { status: 401 });
    await callEndpoint(signInEndpoints.token, { body: { email: 'a@b.co', password: 'x', clientId: 'web' }, auth: false });
    const headers = (globalThis.fetch as jest.Mock).mock.calls[0][1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });
});

describe('downloadEndpoint', () => {
  it('answers the file as a Blob', async () => {
    answer = () => new Response('name,number\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    const result = await downloadEndpoint(playerEndpoints.export, { headers: { Accept: 'text/csv' } });
    if (!result.ok) throw new Error('expected the file');
    expect(await result.data.text()).toBe('name,number\r\n');
    expect(calls[0]).toMatchObject({ url: '/api/players/export', method: 'GET' });
  });
});

describe('callEndpoint with a route', () => {
  it("calls with the route's method and path, without loading its answers' schemas", async () => {
    const answers = jest.fn(() => Promise.resolve(designEndpoints.duplicate.responses));
    answer = () => new Response(JSON.stringify({ data: DESIGN }), { status: 201 });
    const route: typeof designRoutes.duplicate = { method: 'POST', path: '/api/designs/:id/duplicate', answers };
    expect(await callEndpoint(route, { params: { id: DESIGN.id } })).toMatchObject({ ok: true, status: 201 });
    expect(calls).toEqual([{ url: `/api/designs/${DESIGN.id}/duplicate`, method: 'POST', body: undefined }]);
    expect(answers).not.toHaveBeenCalled();
  });

  it("with check, loads the answers' schemas and checks the answer by the status's", async () => {
    answer = () => new Response(JSON.stringify({ data: { size: 'not a chart' } }), { status: 200 });
    expect(await callEndpoint(playerRoutes.sizeChart, { check: true })).toMatchObject({ ok: false, status: 200, error: { code: 'BAD_RESPONSE' } });
    answer = () => new Response(JSON.stringify({ deleted: 3, extra: 'dropped' }), { status: 200 });
    expect(await callEndpoint(playerRoutes.removeMany, { body: { ids: [DESIGN.id] }, check: true })).toEqual({ ok: true, status: 200, data: { deleted: 3 } });
  });

  it("answers a failure when the answers' schemas cannot be loaded", async () => {
    answer = () => new Response(JSON.stringify({ deleted: 3 }), { status: 200 });
    const route: typeof playerRoutes.removeMany = { ...playerRoutes.removeMany, answers: () => Promise.reject(new Error('ChunkLoadError')) };
    expect(await callEndpoint(route, { body: { ids: [DESIGN.id] }, check: true })).toEqual({ ok: false, status: 0, error: { code: 'NETWORK', message: 'Something went wrong!' } });
  });
});
