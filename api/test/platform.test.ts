import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { SCHEMA_VERSION } from '@teamwear/design';
import { buildApp } from '../src/app';
import { SECURITY_HEADERS } from '../src/http/security-headers';
import { createTestApp, TENANT_ONE_HOST, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('operations', () => {
  it('GET /healthz checks the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'anything.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', designSchema: SCHEMA_VERSION });
  });

  it('says which design schema it reads, on the shop’s address too (npm run released -- pull reads it there)', async () => {
    for (const url of ['/livez', '/api/healthz']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST } });
      expect({ url, designSchema: response.json().designSchema }).toEqual({ url, designSchema: SCHEMA_VERSION });
    }
  });

  it('serves an OpenAPI document listing the routes and their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/whoami', '/healthz', '/api/accounts/token', '/api/accounts/details']),
    );
    expect(doc.paths['/api/accounts/token'].post.requestBody).toBeDefined();
    expect(doc.components.schemas.Tenant).toBeDefined();
    expect(doc.components.schemas.ApiError).toBeDefined();
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it("sends exactly helmet's default security headers, also on errors", async () => {
    // The headers are written out in src/http/security-headers.ts; they must stay helmet's defaults.
    const probe = Fastify({ logger: false });
    await probe.register(helmet, { global: true });
    probe.get('/', async () => ({}));
    const fromHelmet = (await probe.inject({ method: 'GET', url: '/' })).headers;
    await probe.close();
    const expected = Object.fromEntries(
      Object.entries(fromHelmet).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name)),
    );
    expect(SECURITY_HEADERS).toEqual(expected);

    for (const request of [
      { url: '/whoami', headers: { host: TENANT_ONE_HOST } },
      { url: '/whoami', headers: { host: 'unknown.example' } },
      { url: '/api/nope', headers: { host: TENANT_ONE_HOST } },
      { url: '/api/accounts/details', headers: { host: TENANT_ONE_HOST } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', ...request });
      for (const [name, value] of Object.entries(expected)) expect([request.url, name, response.headers[name]]).toEqual([request.url, name, value]);
    }
  });

  it('keeps the request id a gateway sends', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-123' } });
    expect(response.headers['x-request-id']).toBe('gw-123');
  });

  it('logs one line per request, when it is answered, with the request, the status and the time', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await buildApp({
      db: ctx.db,
      config: { ...testConfig, logLevel: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    try {
      await logged.ready();
      lines.length = 0;
      const ok = await logged.inject({ method: 'GET', url: '/whoami?x=1', headers: { host: TENANT_ONE_HOST, authorization: 'Bearer secret' } });
      const missing = await logged.inject({ method: 'GET', url: '/whoami', headers: { host: 'unknown.example' } });
      const perRequest = (id: string) => lines.filter((line) => line.reqId === id && line.msg !== 'No shop is configured for host "unknown.example"');
      expect(perRequest(ok.headers['x-request-id'] as string)).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/whoami?x=1', host: TENANT_ONE_HOST }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(perRequest(missing.headers['x-request-id'] as string)).toEqual([
        expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      await logged.close();
    }
  });

  it('replaces a request id that is not a sane one', async () => {
    for (const incoming of ['x'.repeat(65), 'a b', '<script>']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': incoming } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('errors have one shape', () => {
  it('unknown route: 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1', headers: { host: TENANT_ONE_HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nope' });
  });

  it('malformed JSON: 400 INVALID_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token',
      headers: { host: TENANT_ONE_HOST, 'content-type': 'application/json' },
      payload: '{"email": "demo@angkor.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('invalid body: 400 VALIDATION_FAILED with a message per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token',
      headers: { host: TENANT_ONE_HOST },
      payload: { email: 'not-an-email', clientId: 'mobile' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.message).toBe('string');
    expect(body.fields).toEqual({
      email: 'Email is invalid',
      password: 'Password is required',
      clientId: 'clientId must be "web" or "provider"',
    });
  });

  it('missing body: 400 with the body named', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host: TENANT_ONE_HOST } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fields)).toEqual(['body']);
  });

  it('wrong content type: 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token',
      headers: { host: TENANT_ONE_HOST, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('an unexpected failure is a 500 without details', async () => {
    const broken = await createTestApp();
    await broken.db.destroy(); // the database goes away under a running app
    const whoami = await broken.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } });
    expect(whoami.statusCode).toBe(500);
    expect(whoami.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong!' });
    const health = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' });
    await broken.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 in the error shape once a client exceeds the sign-in budget', async () => {
    const limited = await createTestApp({ rateLimit: { anonymousPerMinute: 100, signInPerMinute: 2, accountMailPerMinute: 1 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/accounts/token',
          headers: { host: TENANT_ONE_HOST },
          payload: { email: 'nobody@angkor.test', password: 'x', clientId: 'web' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();

      // Calls that send mail have their own, tighter budget.
      const forgot = () =>
        limited.app.inject({ method: 'POST', url: '/api/accounts/forgotpassword', headers: { host: TENANT_ONE_HOST }, payload: { email: 'x@angkor.test' } });
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
