// A request Node cannot read (an address or headers over its 16 KiB) answers the API's error
// shape and headers, on a real socket: inject never goes through node:http's parser.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@teamwear/shared/contracts';
import { overflowStatus } from '../src/http/client-errors';
import { createTestApp, TENANT_ONE_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/** A GET through node:http, which shows the answer as it was written. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers: { host: TENANT_ONE_HOST, ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('an address or headers over what Node reads', () => {
  it('a 20,000-character address answers 414 with { code, message }', async () => {
    const response = await get(`/api/designs?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(ApiError.strict().parse(JSON.parse(response.body))).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/address is too long/) });
  });

  it('20,000 characters of cookies answer 431 with { code, message }', async () => {
    const response = await get('/api/designs', { cookie: `c=${'b'.repeat(20_000)}` });
    expect(response.status).toBe(431);
    expect(ApiError.strict().parse(JSON.parse(response.body))).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/headers are too large/) });
  });

  it('a request under the limit is answered as before', async () => {
    const response = await get(`/api/designs?q=${'a'.repeat(8_000)}`);
    expect(response.status).toBe(401);
  });

  it('a read that does not begin with the request line cannot tell: 431', () => {
    expect(overflowStatus({ name: 'Error', message: 'Header overflow', code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from('a'.repeat(2_000)), bytesParsed: 2_000 })).toBe(431);
  });
});
