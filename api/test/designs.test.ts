import { DesignListResponse, DesignResponse, TokenResponse, DESIGN_DOCUMENT_MAX_BYTES } from '@teamwear/shared/contracts';
import { startOfIsoWeek } from '../src/accounts/summary';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, registerUser, signIn, tenantIdOf, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

interface Caller {
  host: string;
  token: string;
}

/** A fresh customer of a shop, signed in. */
async function newCustomer(host = TENANT_ONE_HOST): Promise<Caller> {
  const user = await registerUser(ctx.app, host);
  const response = await signIn(ctx.app, host, user);
  expect(response.statusCode).toBe(200);
  return { host, token: TokenResponse.parse(response.json()).access_token };
}

/** A document as the studio writes it; the API checks only its envelope. */
function studioDocument(overrides: Record<string, unknown> = {}) {
  return {
    schemaVersion: 2,
    product: 'soccer',
    teamName: 'Angkor FC',
    fabric: { supplierId: null, fabricId: null, colorId: null },
    sleeves: 'short',
    parts: { body: { kind: 'solid', color: '#1d4ed8' } },
    layers: [{ id: 'l1', kind: 'text', text: 'ANGKOR', view: 'front' }],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const THUMBNAIL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function call(caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { host: caller.host, authorization: `Bearer ${caller.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createDesign(caller: Caller, body: Record<string, unknown> = { document: studioDocument() }) {
  const response = await call(caller, 'POST', '/api/designs', body);
  expect(response.statusCode).toBe(201);
  return DesignResponse.parse(response.json()).data;
}

describe('designs: create, list, read, update, delete, duplicate', () => {
  it('POST creates version 1, named after the team, and keeps the whole document', async () => {
    const me = await newCustomer();
    const response = await call(me, 'POST', '/api/designs', { document: studioDocument() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data).toMatchObject({ name: 'Angkor FC', product: 'soccer', version: 1, thumbnail: null });
    expect(body.data.document).toEqual(studioDocument());
    expect(body.data.createdAt).toBe(body.data.updatedAt);

    const named = await createDesign(me, { document: studioDocument({ teamName: '  ' }), name: ' Away kit ', thumbnail: THUMBNAIL });
    expect(named).toMatchObject({ name: 'Away kit', thumbnail: THUMBNAIL });
    const untitled = await createDesign(me, { document: studioDocument({ teamName: '' }) });
    expect(untitled.name).toBe('Untitled design');
  });

  it('GET /api/designs lists summaries without documents, most recently saved first, filtered and paged', async () => {
    const me = await newCustomer();
    const first = await createDesign(me, { document: studioDocument({ teamName: 'One' }) });
    const second = await createDesign(me, { document: studioDocument({ teamName: 'Two', product: 'polo' }) });
    const third = await createDesign(me, { document: studioDocument({ teamName: 'Three' }) });
    // Saving the first moves it to the top.
    expect((await call(me, 'PUT', `/api/designs/${first.id}`, { document: studioDocument({ teamName: 'One' }), baseVersion: 1 })).statusCode).toBe(200);

    const all = await call(me, 'GET', '/api/designs');
    expect(all.statusCode).toBe(200);
    const list = DesignListResponse.parse(all.json());
    expect(list.data.map((design) => design.id)).toEqual([first.id, third.id, second.id]);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.json().data[0]).not.toHaveProperty('document');
    expect(all.headers['cache-control']).toBe('no-store');

    const polos = DesignListResponse.parse((await call(me, 'GET', '/api/designs?product=polo')).json());
    expect(polos.data.map((design) => design.name)).toEqual(['Two']);
    expect(polos.total).toBe(1);

    const page2 = DesignListResponse.parse((await call(me, 'GET', '/api/designs?page=2&pageSize=2')).json());
    expect(page2.data.map((design) => design.id)).toEqual([second.id]);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    // Past the last page: no rows, and still the number of all of them.
    const past = DesignListResponse.parse((await call(me, 'GET', '/api/designs?page=3&pageSize=2')).json());
    expect(past).toMatchObject({ data: [], total: 3, page: 3 });
    const nonePast = DesignListResponse.parse((await call(me, 'GET', '/api/designs?product=sleeveless&page=2')).json());
    expect(nonePast).toMatchObject({ data: [], total: 0 });
    expect(DesignListResponse.parse((await call(me, 'GET', '/api/designs?product=sleeveless')).json())).toMatchObject({ data: [], total: 0 });
    expect(all.json().data[0]).not.toHaveProperty('total');

    const bad = await call(me, 'GET', '/api/designs?product=cape&page=0&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['page', 'pageSize', 'product']);
  });

  it('GET /api/designs/:id answers the document and version', async () => {
    const me = await newCustomer();
    const created = await createDesign(me);
    const response = await call(me, 'GET', `/api/designs/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(DesignResponse.parse(response.json()).data).toEqual(created);
  });

  it('PUT saves with version + 1 and keeps the name unless sent, and the thumbnail while it shows the document', async () => {
    const me = await newCustomer();
    const created = await createDesign(me, { document: studioDocument(), thumbnail: THUMBNAIL });
    // A rename sends the document back as it was read: the stored picture still shows it.
    const renamed = await call(me, 'PUT', `/api/designs/${created.id}`, { document: created.document, baseVersion: 1, name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(DesignResponse.parse(renamed.json()).data).toMatchObject({ version: 2, name: 'Renamed', thumbnail: THUMBNAIL });

    // A changed document without a picture of it: the old picture would show an older look, so it goes.
    const edited = studioDocument({ teamName: 'Angkor FC 2026', layers: [] });
    const response = await call(me, 'PUT', `/api/designs/${created.id}`, { document: edited, baseVersion: 2 });
    expect(response.statusCode).toBe(200);
    const saved = DesignResponse.parse(response.json()).data;
    expect(saved).toMatchObject({ version: 3, name: 'Renamed', thumbnail: null, createdAt: created.createdAt });
    expect(saved.document).toEqual(edited);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const pictured = await call(me, 'PUT', `/api/designs/${created.id}`, { document: edited, baseVersion: 3, name: 'Final', thumbnail: THUMBNAIL });
    expect(pictured.json().data).toMatchObject({ version: 4, name: 'Final', thumbnail: THUMBNAIL });
    const removed = await call(me, 'PUT', `/api/designs/${created.id}`, { document: edited, baseVersion: 4, thumbnail: null });
    expect(removed.json().data).toMatchObject({ version: 5, thumbnail: null });
  });

  it('PUT from a stale version answers 409 DESIGN_CONFLICT with the current version, and saves nothing', async () => {
    const me = await newCustomer();
    const created = await createDesign(me);
    const first = await call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument({ teamName: 'Tab A' }), baseVersion: 1 });
    expect(first.statusCode).toBe(200);
    const stale = await call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument({ teamName: 'Tab B' }), baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'DESIGN_CONFLICT',
      message: 'This design was changed elsewhere',
      current: { version: 2, updatedAt: first.json().data.updatedAt },
    });
    const now = await call(me, 'GET', `/api/designs/${created.id}`);
    expect(now.json().data).toMatchObject({ version: 2, document: { teamName: 'Tab A' } });
  });

  it('two concurrent saves from the same version: one 200, one 409', async () => {
    const me = await newCustomer();
    const created = await createDesign(me);
    const [a, b] = await Promise.all([
      call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument({ teamName: 'A' }), baseVersion: 1 }),
      call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument({ teamName: 'B' }), baseVersion: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'A' : 'B';
    const now = await call(me, 'GET', `/api/designs/${created.id}`);
    expect(now.json().data).toMatchObject({ version: 2, document: { teamName: winner } });
  });

  it('PUT cannot change the product', async () => {
    const me = await newCustomer();
    const created = await createDesign(me);
    const response = await call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument({ product: 'hoodie' }), baseVersion: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'document.product': expect.stringContaining('cannot change its product') } });
  });

  it('DELETE hides the design (204), then it is 404 everywhere', async () => {
    const me = await newCustomer();
    const kept = await createDesign(me);
    const gone = await createDesign(me);
    expect((await call(me, 'DELETE', `/api/designs/${gone.id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', `/api/designs/${gone.id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/api/designs/${gone.id}`)).statusCode).toBe(404);
    expect((await call(me, 'PUT', `/api/designs/${gone.id}`, { document: studioDocument(), baseVersion: 1 })).statusCode).toBe(404);
    expect((await call(me, 'POST', `/api/designs/${gone.id}/duplicate`)).statusCode).toBe(404);
    const list = DesignListResponse.parse((await call(me, 'GET', '/api/designs')).json());
    expect(list.data.map((design) => design.id)).toEqual([kept.id]);
    expect(list.total).toBe(1);
  });

  it('POST /:id/duplicate copies the document as "<name> (copy)" at version 1', async () => {
    const me = await newCustomer();
    const source = await createDesign(me, { document: studioDocument(), name: 'Home kit', thumbnail: THUMBNAIL });
    await call(me, 'PUT', `/api/designs/${source.id}`, { document: studioDocument({ teamName: 'Edited' }), baseVersion: 1, thumbnail: THUMBNAIL });
    const response = await call(me, 'POST', `/api/designs/${source.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = DesignResponse.parse(response.json()).data;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'Home kit (copy)', version: 1, product: 'soccer', thumbnail: THUMBNAIL });
    expect(copy.document).toEqual(studioDocument({ teamName: 'Edited' }));

    const long = await createDesign(me, { document: studioDocument(), name: 'x'.repeat(100) });
    const longCopy = DesignResponse.parse((await call(me, 'POST', `/api/designs/${long.id}/duplicate`)).json()).data;
    expect(longCopy.name).toBe(`${'x'.repeat(93)} (copy)`);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/designs', headers: { host: TENANT_ONE_HOST } });
    expect(anonymous.statusCode).toBe(401);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/designs', headers: { host: TENANT_ONE_HOST }, payload: { document: studioDocument() } });
    expect(post.statusCode).toBe(401);
  });
});

describe('designs: validation', () => {
  let me: Caller;
  beforeAll(async () => {
    me = await newCustomer();
  });

  it('answers 400 with the field and its message, never 500', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { document: 'The design document is required' }],
      [{ document: 'soccer' }, { document: 'The design document must be a JSON object' }],
      [{ document: studioDocument({ product: 'cape' }) }, { 'document.product': expect.stringContaining('Product must be one of') }],
      [{ document: studioDocument({ schemaVersion: '2' }) }, { 'document.schemaVersion': 'schemaVersion must be a number' }],
      [{ document: studioDocument({ schemaVersion: 0 }) }, { 'document.schemaVersion': 'schemaVersion must be at least 1' }],
      [{ document: studioDocument({ teamName: 'x'.repeat(101) }) }, { 'document.teamName': 'Team name must be at most 100 characters' }],
      [{ document: studioDocument({ teamName: undefined }) }, { 'document.teamName': 'Team name must be text' }],
      [{ document: studioDocument(), name: '' }, { name: 'Name is required' }],
      [{ document: studioDocument(), thumbnail: 'data:image/jpeg;base64,AAAA' }, { thumbnail: 'The thumbnail must be a PNG data URL' }],
      [
        { document: studioDocument(), thumbnail: `data:image/png;base64,${'A'.repeat(210_000)}` },
        { thumbnail: 'The thumbnail must be at most 200 KB' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await call(me, 'POST', '/api/designs', payload);
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_FAILED', fields })]);
    }
    const created = await createDesign(me);
    const noBase = await call(me, 'PUT', `/api/designs/${created.id}`, { document: studioDocument() });
    expect(noBase.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { baseVersion: 'baseVersion is required' } });
  });

  it('refuses a document over the size cap with a clear message, and a body over 1 MiB with 413', async () => {
    const padding = 'a'.repeat(DESIGN_DOCUMENT_MAX_BYTES);
    const tooBig = await call(me, 'POST', '/api/designs', { document: studioDocument({ notes: padding }) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.document).toMatch(/^The design is too large \(513 KiB\); at most 512 KiB can be saved/);

    const justFits = await call(me, 'POST', '/api/designs', { document: studioDocument({ notes: 'a'.repeat(DESIGN_DOCUMENT_MAX_BYTES - 1024) }) });
    expect(justFits.statusCode).toBe(201);

    const huge = await call(me, 'POST', '/api/designs', { document: studioDocument({ notes: 'a'.repeat(1100 * 1024) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });
});

describe('designs: scoped to the user and the shop', () => {
  it("answers 404 for another user's design on read, update, delete and duplicate", async () => {
    const owner = await newCustomer();
    const design = await createDesign(owner);
    const neighbour = await newCustomer();
    const otherShop = await newCustomer(TENANT_TWO_HOST);
    for (const stranger of [neighbour, otherShop]) {
      const answers = [
        await call(stranger, 'GET', `/api/designs/${design.id}`),
        await call(stranger, 'PUT', `/api/designs/${design.id}`, { document: studioDocument(), baseVersion: 1 }),
        await call(stranger, 'DELETE', `/api/designs/${design.id}`),
        await call(stranger, 'POST', `/api/designs/${design.id}/duplicate`),
      ];
      for (const answer of answers) {
        expect([answer.statusCode, answer.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'No such design' }]);
      }
      const list = DesignListResponse.parse((await call(stranger, 'GET', '/api/designs')).json());
      expect(list.data.map((d) => d.id)).not.toContain(design.id);
    }
    // Untouched by all of that.
    const mine = await call(owner, 'GET', `/api/designs/${design.id}`);
    expect(mine.json().data).toMatchObject({ version: 1 });
  });

  it('answers a malformed id like an unknown one', async () => {
    const me = await newCustomer();
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      expect((await call(me, 'GET', `/api/designs/${id}`)).statusCode).toBe(404);
    }
  });

  it('row-level security keeps designs inside their shop even without a tenant filter', async () => {
    const owner = await newCustomer();
    await createDesign(owner);
    const mekong = await tenantIdOf(ctx.db, 'mekong');
    const angkor = await tenantIdOf(ctx.db, 'angkor');
    const seen = await withTenant(ctx.db, mekong, (tx) => tx.selectFrom('designs').select('tenant_id').execute());
    expect(seen.every((row) => row.tenant_id === mekong)).toBe(true);
    await expect(
      withTenant(ctx.db, mekong, (tx) =>
        tx.updateTable('designs').set({ name: 'hijacked' }).where('tenant_id', '=', angkor).returning('id').execute(),
      ),
    ).resolves.toEqual([]);
  });
});

describe('designs: the per-user limit', () => {
  it('refuses one more than the limit with DESIGN_LIMIT_REACHED; deleted designs do not count; copies do', async () => {
    const me = await newCustomer();
    const designs = [];
    for (let i = 0; i < 20; i += 1) designs.push(await createDesign(me, { document: studioDocument({ teamName: `Team ${i}` }) }));
    const refused = await call(me, 'POST', '/api/designs', { document: studioDocument() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'DESIGN_LIMIT_REACHED', message: 'Your design exceeded max limit', limit: 20 });
    const copy = await call(me, 'POST', `/api/designs/${designs[0]?.id}/duplicate`);
    expect([copy.statusCode, copy.json().code]).toEqual([409, 'DESIGN_LIMIT_REACHED']);

    expect((await call(me, 'DELETE', `/api/designs/${designs[0]?.id}`)).statusCode).toBe(204);
    expect((await call(me, 'POST', `/api/designs/${designs[1]?.id}/duplicate`)).statusCode).toBe(201);
    expect((await call(me, 'POST', '/api/designs', { document: studioDocument() })).statusCode).toBe(409);
    // Another user of the same shop has a limit of their own.
    await createDesign(await newCustomer());
  });

  it("follows the shop's settings.designs.maxPerUser, also under concurrent creates", async () => {
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'mekong').executeTakeFirstOrThrow();
    const setLimit = (settings: Record<string, unknown>) =>
      writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenant.id).execute());
    await setLimit({ ...tenant.settings, designs: { maxPerUser: 2 } });
    try {
      const me = await newCustomer(TENANT_TWO_HOST);
      await createDesign(me);
      const answers = await Promise.all([1, 2, 3].map(() => call(me, 'POST', '/api/designs', { document: studioDocument() })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ limit: 2 });
      expect(DesignListResponse.parse((await call(me, 'GET', '/api/designs')).json()).total).toBe(2);
    } finally {
      await setLimit(tenant.settings);
    }
  });
});

describe('account summary counts designs', () => {
  it('designs.total counts live designs; designs.thisWeek those created since Monday', async () => {
    const me = await newCustomer();
    const summary = async () => (await call(me, 'GET', '/api/accounts/summary')).json().data.designs;
    expect(await summary()).toEqual({ total: 0, thisWeek: 0 });
    const a = await createDesign(me);
    await createDesign(me);
    const c = await createDesign(me);
    expect(await summary()).toEqual({ total: 3, thisWeek: 3 });
    await call(me, 'DELETE', `/api/designs/${c.id}`);
    expect(await summary()).toEqual({ total: 2, thisWeek: 2 });

    const angkor = await tenantIdOf(ctx.db, 'angkor');
    const lastWeek = new Date(startOfIsoWeek(ctx.clock.now()).getTime() - 60_000);
    await withTenant(ctx.db, angkor, (tx) => tx.updateTable('designs').set({ created_at: lastWeek }).where('id', '=', a.id).execute());
    expect(await summary()).toEqual({ total: 2, thisWeek: 1 });

    // A week later none of them is new.
    ctx.clock.advance(7 * 24 * 60 * 60 * 1000);
    try {
      expect(await summary()).toEqual({ total: 2, thisWeek: 0 });
    } finally {
      ctx.clock.advance(-7 * 24 * 60 * 60 * 1000);
    }
  });

  it('the ISO week starts on Monday 00:00 UTC', () => {
    expect(startOfIsoWeek(new Date('2026-03-01T23:59:00Z')).toISOString()).toBe('2026-02-23T00:00:00.000Z'); // a Sunday
    expect(startOfIsoWeek(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z'); // a Monday
    expect(startOfIsoWeek(new Date('2026-03-04T12:30:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('designs in the OpenAPI document', () => {
  it('lists the design, fabric and contact routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/designs', '/api/designs/{id}', '/api/designs/{id}/duplicate', '/api/fabrics', '/api/contact']),
    );
    expect(doc.paths['/api/designs/{id}'].put.responses['409']).toBeDefined();
    expect(doc.components.schemas.DesignConflictError).toBeDefined();
    expect(doc.components.schemas.FabricCatalogue).toBeDefined();
  });
});
