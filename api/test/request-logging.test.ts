import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createLogger } from '../src/http/logger';
import { installRequestLogging, requestLoggingOptions } from '../src/http/request-logging';
import { SECURITY_HEADERS } from '../src/http/security-headers';
import { createTestApp, TENANT_ONE_HOST, testConfig, type TestContext } from './helpers';

type Line = Record<string, unknown>;
type Kind = 'api' | 'fastify';

/**
 * What the API wrote before it made its own logger: Fastify's logger (a pino child per request) with
 * one line per request, written when it is answered, with the request, the status and the time.
 */
class FastifyOneLine extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** A Fastify app with the API's logging set-up, or with Fastify's own logger, writing into `lines`. */
function probe(lines: Line[], level: string, kind: Kind): FastifyInstance {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const log = createLogger(level, stream);
  const options: FastifyServerOptions =
    kind === 'api'
      ? requestLoggingOptions(log)
      : { logger: { level, stream, redact: ['req.headers.authorization', 'req.headers.cookie'] }, logController: new FastifyOneLine() };
  const app = Fastify(options);
  if (kind === 'api') installRequestLogging(app, log);
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
  app.get('/boom', async () => {
    throw new Error('kaboom');
  });
  return app;
}

/** The parts of a line that do not depend on when or on which connection it was written. */
function stable(line: Line): Line {
  const { time: _time, responseTime: _responseTime, req, err, ...rest } = line;
  const { remotePort: _remotePort, ...request } = (req ?? {}) as Line;
  const { stack: _stack, ...error } = (err ?? {}) as Line;
  return { ...rest, ...(req ? { req: request } : {}), ...(err ? { err: error } : {}), keys: Object.keys(line) };
}

describe('request logging', () => {
  it("writes the same lines as Fastify's own logger did, in the same key order", async () => {
    const written: Record<Kind, Line[]> = { api: [], fastify: [] };
    for (const kind of ['api', 'fastify'] as const) {
      const app = probe(written[kind], 'info', kind);
      await app.ready();
      written[kind].length = 0;
      for (const url of ['/plain', '/chatty', '/own-level', '/nope', '/boom']) await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'x' } });
      await app.close();
    }
    expect(written.api.map(stable)).toEqual(written.fastify.map(stable));
    // What that is: the request id right after pino's base fields, on every line of the request.
    const completed = written.api.find((line) => line.msg === 'request completed');
    expect(completed && Object.keys(completed)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    const chatty = written.api.filter((line) => line.reqId === 'req-2');
    expect(chatty.map((line) => [line.msg, line.part])).toEqual([
      ['handler line', undefined],
      ['child line', 'inner'],
      ['handler error line', undefined],
      ['request completed', undefined],
    ]);
    // A route with its own level keeps it: no info lines, not even the completion line.
    expect(written.api.filter((line) => line.reqId === 'req-3')).toEqual([]);
    // A 500: Fastify's error line with the error, then the completion line.
    expect(written.api.filter((line) => line.reqId === 'req-5').map((line) => [line.level, line.msg, (line.err as Line | undefined)?.message])).toEqual([
      [50, 'kaboom', 'kaboom'],
      [30, 'request completed', undefined],
    ]);
  });

  it('at warn writes only warnings and errors, still with the request id', async () => {
    const lines: Line[] = [];
    const app = probe(lines, 'warn', 'api');
    await app.ready();
    await app.inject({ method: 'GET', url: '/plain' });
    await app.inject({ method: 'GET', url: '/chatty' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(lines.map((line) => [line.reqId, line.level, line.msg])).toEqual([
      ['req-2', 50, 'handler error line'],
      ['req-3', 50, 'kaboom'],
    ]);
    expect(lines[1]?.err).toEqual(expect.objectContaining({ type: 'Error', message: 'kaboom', stack: expect.stringContaining('kaboom') }));
  });

  it('adds no listener to an answer below info, one hook at info (Fastify given a logger adds its own at every level)', async () => {
    /** How many `finish` listeners the response has while the route runs. */
    async function finishListeners(options: FastifyServerOptions, install?: (app: FastifyInstance) => void): Promise<number> {
      const app = Fastify(options);
      install?.(app);
      app.get('/', async (_request, reply) => ({ count: reply.raw.listenerCount('finish') }));
      const response = await app.inject({ method: 'GET', url: '/' });
      await app.close();
      return (response.json() as { count: number }).count;
    }
    const silent = { write: () => {} };
    const ours = async (level: string) => {
      const log = createLogger(level, silent);
      return finishListeners(requestLoggingOptions(log), (app) => installRequestLogging(app, log));
    };
    const none = await finishListeners({ logger: false });
    expect(await ours('warn')).toBe(none);
    expect(await ours('error')).toBe(none);
    expect(await ours('info')).toBe(none + 1);
    expect(await finishListeners({ logger: { level: 'warn', stream: silent } })).toBe(none + 1);
  });

  it("is the app's logger: Fastify's own lines (the address it listens at) are written", async () => {
    const lines: Line[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = Fastify(requestLoggingOptions(log));
    installRequestLogging(app, log);
    const encapsulated: unknown[] = [];
    await app.register(async (child) => {
      encapsulated.push(child.log);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(app.log).toBe(log);
    expect(encapsulated).toEqual([log]);
    expect(lines.map((line) => line.msg)).toContain(`Server listening at ${address}`);
  });

  it('follows a level set on the request logger, for that request only', async () => {
    const lines: Line[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = Fastify(requestLoggingOptions(log));
    installRequestLogging(app, log);
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
      const ok = await logged.inject({ method: 'GET', url: '/whoami', headers: { host: TENANT_ONE_HOST, 'x-request-id': 'gw-200' } });
      const missing = await logged.inject({ method: 'GET', url: '/whoami', headers: { host: 'unknown.example', 'x-request-id': 'gw-404' } });
      const noRoute = await logged.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'gw-no-route' } });
      const health = await logged.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'gw-health' } });
      expect([ok.statusCode, missing.statusCode, noRoute.statusCode, health.statusCode]).toEqual([200, 404, 404, 200]);
      const of = (id: string) => lines.filter((line) => line.reqId === id).map((line) => [line.msg, (line.res as Line | undefined)?.statusCode]);
      expect(of('gw-200')).toEqual([['request completed', 200]]);
      expect(of('gw-404')).toEqual([
        ['No shop is configured for host "unknown.example"', undefined],
        ['request completed', 404],
      ]);
      expect(of('gw-no-route')).toEqual([['request completed', 404]]);
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
      // With the error that caused it.
      expect(lines[0]?.err).toEqual(expect.objectContaining({ type: expect.any(String), message: expect.any(String), stack: expect.any(String) }));
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
      expect(response.headers).toEqual(expect.objectContaining({ 'cache-control': 'public, max-age=60', etag, vary: 'Origin, X-Shop-Key, X-Forwarded-Host' }));
    }
    expect(notModified.body).toBe('');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
