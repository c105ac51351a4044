// Shared caches (a CDN, a proxy) key on the URL. Every answer a shared cache may keep must name in
// Vary each request header that changed it, else one shop's answer is served to another's visitors
// (issue 32, point 6: `X-Shop-Key: mekong` on Angkor's host answered Mekong's shop, public, with only
// `Vary: X-Forwarded-Host`). The routes checked are every GET of /api/openapi.json that answers with
// a public Cache-Control: a new public route is checked by existing.
import { createTestApp, DEMO, providerToken, registerUser, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './support/openapi-arbitraries';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

/** The demo shops allow the demo partner site. */
const PARTNER = 'http://localhost:3005';

type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

const get = (url: string, headers: Record<string, string>): Promise<Answer> => ctx.app.inject({ method: 'GET', url, headers: { host: TENANT_ONE_HOST, ...headers } });

const varyOf = (answer: Answer): string[] => String(answer.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
/** What a shared cache may keep: a public Cache-Control (every public answer of the API says so). */
const sharedCacheable = (answer: Answer): boolean => /\bpublic\b/.test(String(answer.headers['cache-control'] ?? ''));
/** What a visitor would notice: the status, the body, and whether their site may read it. */
const seen = (answer: Answer) => ({ status: answer.statusCode, body: answer.rawPayload.toString('base64'), allowOrigin: answer.headers['access-control-allow-origin'] });

/** A request header that may change an answer, and a value of it other than the plain request's. */
const VARIANTS: Array<{ header: string; headers: Record<string, string> }> = [
  { header: 'x-shop-key', headers: { 'x-shop-key': 'mekong' } },
  // The gateway forwards the browser's host (the API trusts it from loopback, as inject is).
  { header: 'x-forwarded-host', headers: { 'x-forwarded-host': TENANT_TWO_HOST } },
  { header: 'origin', headers: { origin: PARTNER } },
];

describe('X-Shop-Key on another shop’s host (the reproduction)', () => {
  it('whoami, templates, fabrics and sizes answer the named shop, and say in Vary that the key chose it', async () => {
    for (const url of ['/whoami', '/api/templates?type=SOCCER_KIT', '/api/fabrics', '/api/sizes']) {
      const plain = await get(url, {});
      const keyed = await get(url, { 'x-shop-key': 'mekong' });
      expect({ url, status: keyed.statusCode }).toEqual({ url, status: 200 });
      expect(keyed.body).not.toBe(plain.body);
      // Both answers: a cache that kept either must not hand it to a request of the other kind.
      for (const answer of [plain, keyed]) {
        expect({ url, vary: varyOf(answer) }).toEqual({ url, vary: expect.arrayContaining(['x-shop-key', 'x-forwarded-host', 'origin']) });
      }
    }
  });

  it('the icon, and anything but the embedded studio’s calls, take the shop from the host and refuse a key', async () => {
    for (const url of ['/favicon.png', '/favicon.ico', '/api/accounts/details']) {
      const keyed = await get(url, { 'x-shop-key': 'mekong' });
      expect({ url, status: keyed.statusCode, body: keyed.json() }).toEqual({
        url,
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'X-Shop-Key names the shop only on the embedded studio’s calls; this address takes the shop from the host' },
      });
      expect(sharedCacheable(keyed)).toBe(false);
    }
    const icon = await get('/favicon.png', {});
    expect(icon.statusCode).toBe(200);
    expect(varyOf(icon)).toContain('x-forwarded-host');
  });
});

describe('every answer a shared cache may keep', () => {
  let publicGets: Array<{ operation: Operation; url: string; plain: Answer }>;
  let unreached: string[];

  beforeAll(async () => {
    const openapi = (await get('/api/openapi.json', {})).json() as OpenApiDocument;
    // A value for each path parameter of the public GETs, read from the shop's own answers.
    const whoami = (await get('/whoami', {})).json() as { data: { templates: Array<{ id: string }> } };
    // The first address of that form in an answer: the route's own value, whatever the shape around it.
    const firstMatch = (body: string, pattern: RegExp): string => pattern.exec(body)?.[1] ?? '';
    const fontId = firstMatch((await get('/api/fonts', {})).body, /"id":"([^"]+)"/);
    const fontFile = firstMatch((await get(`/api/fonts/${fontId}`, {})).body, /\/api\/fonts\/[^"/]+\/files\/([^"/]+)"/);
    const artId = firstMatch((await get('/api/images', {})).body, /\/api\/images\/art\/([a-z0-9-]+)/);
    const provider = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
    const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEElEQVR4nGP4z8DAwMDAAAAD/QH/3L9C0gAAAABJRU5ErkJggg==';
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/provider/images',
      headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${provider}` },
      payload: { picture: `data:image/png;base64,${PNG}`, type: 'illustration', transparent: false, tags: { en: ['crest'] }, width: 2, height: 1 },
    });
    const shopImageId = (uploaded.json() as { data: { id: string } }).data.id;
    // The shop's own logo (its brand), served at /api/shop/logo.
    const logo = await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/brand/logo', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${provider}` }, payload: { picture: `data:image/png;base64,${PNG}` } });
    expect(logo.statusCode).toBe(200);
    // A team manager's size collection, and a player's entry in it (read with the entry's own token).
    const manager = await registerUser(ctx.app, TENANT_ONE_HOST);
    const managerToken = (await signIn(ctx.app, TENANT_ONE_HOST, manager)).json().access_token as string;
    const managerHeaders = { host: TENANT_ONE_HOST, authorization: `Bearer ${managerToken}` };
    const design = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: managerHeaders, payload: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' } } });
    const collection = await ctx.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: managerHeaders,
      payload: { designId: design.json().data.id, title: 'Kit', deadline: new Date(Date.now() + 86_400_000).toISOString(), pieces: ['main'], printNames: true, printNumbers: false },
    });
    const code = collection.json().data.code as string;
    const joined = await ctx.app.inject({ method: 'POST', url: `/api/join/${code}/entries`, headers: { host: TENANT_ONE_HOST }, payload: { name: 'Dara', size: 'M' } });
    const entryHeaders: Record<string, Record<string, string>> = { '/api/join/{code}/entries/{entryId}': { 'x-entry-token': joined.json().token as string } };
    const values: Record<string, Record<string, string>> = {
      '/api/size-guides/{product}': { product: 'soccer' },
      '/api/join/{code}': { code },
      '/api/join/{code}/entries/{entryId}': { code, entryId: joined.json().data.id as string },
      '/api/templates/{id}': { id: whoami.data.templates[0]?.id ?? '' },
      '/api/fonts/{id}': { id: fontId },
      '/api/fonts/{id}/files/{file}': { id: fontId, file: fontFile },
      '/api/images/art/{id}': { id: artId },
      '/api/images/shop/{id}': { id: shopImageId },
    };
    const QUERIES: Record<string, string> = { '/api/templates': '?type=SOCCER_KIT' };

    publicGets = [];
    unreached = [];
    for (const operation of operationsOf(openapi).filter((candidate) => candidate.method === 'GET' && !candidate.signedIn)) {
      const url = fillPath(operation.path, values[operation.path] ?? {}, false) + (QUERIES[operation.path] ?? '');
      const plain = await get(url, entryHeaders[operation.path] ?? {});
      if (sharedCacheable(plain)) publicGets.push({ operation, url, plain });
      else if (plain.statusCode >= 300) unreached.push(`${operation.path} ${plain.statusCode}`);
    }
  });

  it('are found from the OpenAPI document: each anonymous GET is reached, the public ones among them', () => {
    // A new anonymous GET with a path parameter gets its value above, so that it is checked here.
    expect(unreached).toEqual([]);
    expect(publicGets.map(({ operation }) => operation.path)).toEqual(
      expect.arrayContaining(['/whoami', '/api/templates', '/api/templates/{id}', '/api/fabrics', '/api/sizes', '/favicon.png', '/favicon.ico', '/api/images', '/api/fonts']),
    );
  });

  it('name in Vary every request header that changed them (the shop key, the forwarded host, the calling site)', async () => {
    const missing: string[] = [];
    for (const { operation, url, plain } of publicGets) {
      for (const { header, headers } of VARIANTS) {
        const varied = await get(url, headers);
        if (JSON.stringify(seen(varied)) === JSON.stringify(seen(plain))) continue;
        // A refusal (the icon refuses a shop key, a route not for partner sites their Origin) is
        // kept by no cache, and the plain answer a cache hands instead is the host's own shop,
        // which the URL names: nothing of another shop or site.
        if (varied.statusCode >= 400 && !sharedCacheable(varied)) continue;
        for (const [which, answer] of [
          ['plain', plain],
          [header, varied],
        ] as const) {
          if (sharedCacheable(answer) && !varyOf(answer).includes(header)) missing.push(`${operation.path} (${which} answer, Vary: ${String(answer.headers.vary)}) changes with ${header}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
