import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { lazyRequestLogger } from '../src/http/request-logger';
import { OneLinePerRequest } from '../src/http/request-logging';
import { SECURITY_HEADERS } from '../src/http/security-headers';
import { createTestApp, TENANT_ONE_HOST, testConfig, type TestContext } from './helpers';

type Line = Record<string, unknown>;

/** A Fastify app with the API's logging set-up (or pino's own per-request child), writing into `lines`. */
function probe(lines: Line[], level: string, lazy: boolean): FastifyInstance {
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequest(),
    ...(lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  app.get('/plain', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.debug('not at info');
    request.log.info({ step: 1 }, 'handler line');
    request.log.child({ part: 'inner' }).info('child line');
    request.log.error({ step: 2 }, 'handler error line');
    return { ok: true };
  });
  app.get('/own-level', { logLevel: 'warn' }, async (request) => {
    request.log.info('below the route level');
    return { ok: true };
  });
  return app;
}

/** The parts of a line that do not depend on when or on which connection it was written. */
function stable(line: Line): Line {
  const { time: _time, responseTime: _responseTime, req, ...rest } = line;
  const { remotePort: _remotePort, ...request } = (req ?? {}) as Line;
  return { ...rest, ...(req ? { req: request } : {}), keys: Object.keys(line) };
}

describe('request logging', () => {
  it("writes the same lines as pino's own per-request child, in the same key order", async () => {
    const written: Record<'lazy' | 'pino', Line[]> = { lazy: [], pino: [] };
    for (const kind of ['lazy', 'pino'] as const) {
      const app = probe(written[kind], 'info', kind === 'lazy');
      await app.ready();
      written[kind].length = 0;
      for (const url of ['/plain', '/chatty', '/own-level', '/nope']) await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'x' } });
      await app.close();
    }
    expect(written.lazy.map(stable)).toEqual(written.pino.map(stable));
    // What that is: the request id right after pino's base fields, on every line of the request.
    const completed = written.lazy.find((line) => line.msg === 'request completed');
    expect(completed && Object.keys(completed)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    const chatty = written.lazy.filter((line) => line.reqId === 'req-2');
    expect(chatty.map((line) => [line.msg, line.part])).toEqual([
      ['handler line', undefined],
      ['child line', 'inner'],
      ['handler error line', undefined],
      ['request completed', undefined],
    ]);
    // A route with its own level keeps it: no info lines, not even the completion line.
    expect(written.lazy.filter((line) => line.reqId === 'req-3')).toEqual([]);
  });

  it('at warn writes only warnings and errors, still with the request id', async () => {
    const lines: Line[] = [];
    const app = probe(lines, 'warn', true);
    await app.ready();
    await app.inject({ method: 'GET', url: '/plain' });
    await app.inject({ method: 'GET', url: '/chatty' });
    await app.close();
    expect(lines.map((line) => [line.reqId, line.level, line.msg])).toEqual([['req-2', 50, 'handler error line']]);
  });

  it('follows a level set on the request logger, for that request only', async () => {
    const lines: Line[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/', async (request) => {
      const before = request.log.level;
      if (request.headers['x-debug']) request.log.level = 'debug';
      request.log.debug('debug line');
      return { before, after: request.log.level };
    });
    await app.ready();
    const debug = await app.inject({ method: 'GET', url: '/', headers: { 'x-debug': '1' } });
    const plain = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(debug.json()).toEqual({ before: 'info', after: 'debug' });
    expect(plain.json()).toEqual({ before: 'info', after: 'info' });
    expect(lines.filter((line) => line.msg === 'debug line').map((line) => line.reqId)).toEqual(['req-1']);
  });
});

describe('the API writes one line per request with its request id', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('at info: the lines a request writes itself and its completion line carry its id', async () => {
    const lines: Line[] = [];
    const logged = await buildApp({ db: ctx.db, config: { ...testConfig, logLevel: 'info' }, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
    try {
      await logged.ready();
      lines.length = 0;
      const missing = await logged.inject({ method: 'GET', url: '/whoami', headers: { host: 'unknown.example', 'x-request-id': 'gw-404' } });
      const health = await logged.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-health' } });
      expect([missing.statusCode, health.statusCode]).toEqual([404, 200]);
      expect(lines.filter((line) => line.reqId === 'gw-404').map((line) => line.msg)).toEqual([
        'No shop is configured for host "unknown.example"',
        'request completed',
      ]);
      // /healthz logs at warn (probes would fill the log): no line when it answers.
      expect(lines.filter((line) => line.reqId === 'gw-health')).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('at warn: no line for answered requests, the error of a failing one with its id', async () => {
    const lines: Line[] = [];
    const broken = await createTestApp();
    const logged = await buildApp({ db: broken.db, config: { ...testConfig, logLevel: 'warn' }, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
    try {
      await logged.ready();
      lines.length = 0;
      const ok = await logged.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST } });
      expect(ok.statusCode).toBe(200);
      await broken.db.destroy();
      const failed = await logged.inject({ method: 'GET', url: '/api/fabrics', headers: { host: TENANT_ONE_HOST, 'x-request-id': 'gw-500' } });
      expect(failed.statusCode).toBe(500);
      expect(lines.map((line) => [line.reqId, line.level, line.msg])).toEqual([['gw-500', 50, 'unexpected error']]);
    } finally {
      await logged.close();
      await broken.close();
    }
  });
});

describe('response headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('every answer of /whoami carries the security headers and its request id: 200, 304, 404, 500', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST, 'x-request-id': 'r-200' } });
    const etag = first.headers.etag as string;
    const notModified = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST, 'if-none-match': etag, 'x-request-id': 'r-304' } });
    const missing = await ctx.app.inject({ method: 'GET', url: '/whoami', headers: { host: 'unknown.example', 'x-request-id': 'r-404' } });
    const broken = await createTestApp();
    await broken.db.destroy();
    const failed = await broken.app.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST, 'x-request-id': 'r-500' } });
    await broken.close();

    const answers = { 'r-200': first, 'r-304': notModified, 'r-404': missing, 'r-500': failed };
    expect(Object.values(answers).map((response) => response.statusCode)).toEqual([200, 304, 404, 500]);
    for (const [id, response] of Object.entries(answers)) {
      expect(response.headers).toEqual(expect.objectContaining({ ...SECURITY_HEADERS, 'x-request-id': id }));
    }
    for (const response of [first, notModified]) {
      expect(response.headers).toEqual(expect.objectContaining({ 'cache-control': 'public, max-age=60', etag, vary: 'X-Forwarded-Host' }));
    }
    expect(notModified.body).toBe('');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
