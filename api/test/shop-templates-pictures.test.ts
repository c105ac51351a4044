// Issue 36, the catalogue's templates and library pictures in the back office: the shop's team
// (owners and staff) makes templates of its customers' designs, publishes, unpublishes, orders and
// removes them, and keeps its library pictures with English and Khmer tags. Customers see only the
// published templates; the studio's library finds a picture by either language's tags. Every
// change is in the shop's audit log.
import { createDesign } from '@teamwear/design';
import { AuditPage, PRODUCT_TYPES, ShopPictureListResponse, ShopTemplateListResponse, type ShopTemplateEntry } from '@teamwear/shared/contracts';
import { createTestApp, DEMO, providerToken, signIn, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
/** A 2×1 PNG (red, blue). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEElEQVR4nGP4z8DAwMDAAAAD/QH/3L9C0gAAAABJRU5ErkJggg==';
let staff: string;
let owner: string;
let workshop: string;
let customer: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
  staff = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'staff@angkor.test', password: 'Staff#2026pass' });
  workshop = await providerToken(ctx.app, TENANT_ONE_HOST, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' });
  customer = (await signIn(ctx.app, TENANT_ONE_HOST, DEMO.one.customer)).json().access_token as string;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const as = (token: string, host = TENANT_ONE_HOST) => ({ host, authorization: `Bearer ${token}` });
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: as(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A design the demo customer saves in the studio: navy bottom stripe, round collar, their team's name. */
async function customerDesign(document: Record<string, unknown> = {}): Promise<string> {
  const look = { ...createDesign('soccer'), teamName: 'Lions FC', collar: 'round', ...document };
  look.stripes = { ...createDesign('soccer').stripes, bottom: { enabled: true, paint: { kind: 'solid', color: '#1a2b3c' }, width: 30 } };
  const saved = await inject('POST', '/api/designs', customer, { document: look, name: 'Lions home kit' });
  expect(saved.statusCode).toBe(201);
  return saved.json().data.id as string;
}

/** What a customer of the shop sees: the studio's Templates panel and whoami. */
async function customerSees(type = 'SOCCER_KIT'): Promise<string[]> {
  const listed = await ctx.app.inject({ method: 'GET', url: `/api/templates?type=${type}`, headers: { host: TENANT_ONE_HOST } });
  expect(listed.statusCode).toBe(200);
  const names = (listed.json().data as Array<{ name: string }>).map((template) => template.name);
  const whoami = await ctx.app.inject({ method: 'GET', url: '/api/whoami', headers: { host: TENANT_ONE_HOST } });
  const inWhoami = (whoami.json().data.templates as Array<{ name: string; type: string }>).filter((template) => template.type === type).map((template) => template.name);
  expect(inWhoami).toEqual(names);
  return names;
}

async function shopTemplates(type = 'SOCCER_KIT'): Promise<ShopTemplateEntry[]> {
  const listed = await inject('GET', `/api/provider/templates?type=${type}`, staff);
  expect(listed.statusCode).toBe(200);
  return ShopTemplateListResponse.parse(listed.json()).data;
}

async function auditOf(area: 'templates' | 'pictures') {
  const log = await inject('GET', `/api/provider/audit?area=${area}`, owner);
  expect(log.statusCode).toBe(200);
  return AuditPage.parse(log.json()).data;
}

describe("the shop's templates in its back office", () => {
  it('staff make a template of a customer’s design: unpublished until published, then customers see it last; unpublished again, it is gone', async () => {
    const designId = await customerDesign();
    expect(await customerSees()).toEqual(['Temple Stripes', 'Sunrise Gradient']);

    const created = await inject('POST', '/api/provider/templates', staff, { designId, name: 'Lions stripe' });
    expect(created.statusCode).toBe(201);
    const template = created.json().data as ShopTemplateEntry;
    expect(template).toMatchObject({ name: 'Lions stripe', type: 'SOCCER_KIT', published: false, position: 2 });
    // Its look, not the customer's team or record.
    expect(template.document).toMatchObject({ collar: 'round', stripes: { bottom: { enabled: true, paint: { color: '#1a2b3c' } } } });
    expect(Object.keys(template.document)).not.toEqual(expect.arrayContaining(['teamName']));
    expect(template.document).not.toHaveProperty('teamName');
    expect(template.document).not.toHaveProperty('createdAt');
    expect(await customerSees()).toEqual(['Temple Stripes', 'Sunrise Gradient']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/templates/${template.id}`, headers: { host: TENANT_ONE_HOST } })).statusCode).toBe(404);

    const published = await inject('PATCH', `/api/provider/templates/${template.id}`, staff, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ id: template.id, published: true });
    expect(await customerSees()).toEqual(['Temple Stripes', 'Sunrise Gradient', 'Lions stripe']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/templates/${template.id}`, headers: { host: TENANT_ONE_HOST } })).json().data.document).toEqual(template.document);

    const [stripes] = await shopTemplates();
    const unpublished = await inject('PATCH', `/api/provider/templates/${stripes?.id}`, staff, { published: false });
    expect(unpublished.json().data).toMatchObject({ name: 'Temple Stripes', published: false });
    expect(await customerSees()).toEqual(['Sunrise Gradient', 'Lions stripe']);
    // The back office still lists it, marked unpublished.
    expect((await shopTemplates()).map((entry) => `${entry.name} ${entry.published}`)).toEqual(['Temple Stripes false', 'Sunrise Gradient true', 'Lions stripe true']);

    const log = await auditOf('templates');
    expect(log.slice(0, 3).map((entry) => `${entry.action} ${entry.subject} ${entry.actorName}`)).toEqual([
      'template.unpublished Temple Stripes Bopha Meas',
      'template.published Lions stripe Bopha Meas',
      'template.created Lions stripe Bopha Meas',
    ]);
    expect(log[0]).toMatchObject({ before: { published: true }, after: { published: false } });
    expect(log[2]?.after).toMatchObject({ name: 'Lions stripe', type: 'SOCCER_KIT', published: false, design: 'Lions home kit' });

    // Put back as it was for the tests after.
    await inject('PATCH', `/api/provider/templates/${stripes?.id}`, staff, { published: true });
  });

  it('orders a garment’s templates as customers will see them, refusing a list that is not exactly the garment’s', async () => {
    const current = await shopTemplates();
    const reversed = [...current].reverse();
    const moved = await inject('PUT', '/api/provider/templates/order', staff, { type: 'SOCCER_KIT', ids: reversed.map((entry) => entry.id) });
    expect(moved.statusCode).toBe(200);
    expect(ShopTemplateListResponse.parse(moved.json()).data.map((entry) => `${entry.position} ${entry.name}`)).toEqual(reversed.map((entry, index) => `${index} ${entry.name}`));
    expect(await customerSees()).toEqual(reversed.filter((entry) => entry.published).map((entry) => entry.name));
    const [entry] = await auditOf('templates');
    expect(entry).toMatchObject({ action: 'templates.reordered', subject: 'SOCCER_KIT', before: current.map((each) => each.name), after: reversed.map((each) => each.name) });

    const missing = await inject('PUT', '/api/provider/templates/order', staff, { type: 'SOCCER_KIT', ids: reversed.slice(1).map((each) => each.id) });
    expect([missing.statusCode, missing.json().message]).toEqual([409, 'ids must list every template of this garment once, and only those']);
    const hoodie = (await shopTemplates('HOODIE')).map((each) => each.id);
    const mixed = await inject('PUT', '/api/provider/templates/order', staff, { type: 'SOCCER_KIT', ids: [...reversed.slice(1).map((each) => each.id), ...hoodie.slice(0, 1)] });
    expect(mixed.statusCode).toBe(409);
    const twice = await inject('PUT', '/api/provider/templates/order', staff, { type: 'SOCCER_KIT', ids: [reversed[0]?.id, ...reversed.slice(0, -1).map((each) => each.id)] });
    expect(twice.statusCode).toBe(409);
    expect((await shopTemplates()).map((each) => each.name)).toEqual(reversed.map((each) => each.name));
  });

  it('renames and removes a template, each in the audit log', async () => {
    const designId = await customerDesign();
    const made = (await inject('POST', '/api/provider/templates', owner, { designId, name: 'Draft', published: true })).json().data as ShopTemplateEntry;
    const renamed = await inject('PATCH', `/api/provider/templates/${made.id}`, staff, { name: '  Lions away  ' });
    expect(renamed.json().data).toMatchObject({ name: 'Lions away', published: true });
    expect(await customerSees()).toContain('Lions away');
    const removed = await inject('DELETE', `/api/provider/templates/${made.id}`, staff);
    expect(removed.statusCode).toBe(204);
    expect(await customerSees()).not.toContain('Lions away');
    expect((await inject('DELETE', `/api/provider/templates/${made.id}`, staff)).statusCode).toBe(404);
    const log = await auditOf('templates');
    expect(log.slice(0, 2).map((entry) => `${entry.action} ${entry.subject}`)).toEqual(['template.removed Lions away', 'template.renamed Lions away']);
    expect(log[1]).toMatchObject({ before: { name: 'Draft' }, after: { name: 'Lions away' } });
  });

  it('answers bad input with what is wrong, and a design that cannot be a template with why', async () => {
    const designId = await customerDesign();
    const cases: Array<[string, string, unknown, number, Record<string, string> | string]> = [
      ['POST', '/api/provider/templates', { designId, name: '   ' }, 400, { name: 'name is required' }],
      ['POST', '/api/provider/templates', { designId, name: 'x'.repeat(81) }, 400, { name: 'name is at most 80 characters' }],
      ['POST', '/api/provider/templates', { designId: 'nope', name: 'A' }, 400, { designId: 'designId must be a design id' }],
      ['POST', '/api/provider/templates', { designId: '00000000-0000-4000-8000-000000000000', name: 'A' }, 404, 'No such design'],
      ['PATCH', '/api/provider/templates/00000000-0000-4000-8000-000000000000', { published: true }, 404, 'No such template'],
      ['PUT', '/api/provider/templates/order', { type: 'SPACESUIT', ids: [] }, 400, { type: `type must be one of ${PRODUCT_TYPES.join(', ')}` }],
      ['GET', '/api/provider/templates?type=spacesuit', undefined, 400, { type: expect.stringMatching(/^type must be one of/) as unknown as string }],
    ];
    for (const [method, url, payload, status, expected] of cases) {
      const response = await inject(method as 'POST', url, staff, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      if (typeof expected === 'string') expect(response.json().message).toBe(expected);
      else expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: expected });
    }
    const empty = await inject('PATCH', `/api/provider/templates/${(await shopTemplates())[0]?.id}`, staff, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, expect.stringContaining('give a name or published')]);

    // A design with a large uploaded picture is more than a template may hold.
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(80 * 1024, 7)]).toString('base64')}`;
    const heavy = await customerDesign({ layers: [{ id: 'p1', kind: 'logo', view: 'front', src: big, x: 500, y: 400, width: 200, height: 200 }] });
    const tooLarge = await inject('POST', '/api/provider/templates', staff, { designId: heavy, name: 'Heavy' });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([409, expect.stringMatching(/^The template document is too large \(\d+ KiB\); at most 64 KiB: take the uploaded pictures out of the design first\.$/)]);
    // A garment the shop stopped offering.
    const offered = (await ctx.db.selectFrom('tenants').select('product_types').where('slug', '=', 'angkor').executeTakeFirstOrThrow()).product_types;
    // Behind the API's back: wait until it has heard (on PostgreSQL the NOTIFY comes after the commit).
    await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ product_types: ['TSHIRT', 'HOODIE'] }).where('slug', '=', 'angkor').execute());
    try {
      const notOffered = await inject('POST', '/api/provider/templates', staff, { designId, name: 'A' });
      expect([notOffered.statusCode, notOffered.json().message]).toEqual([409, 'The shop does not offer this garment: offer it in the catalogue first.']);
    } finally {
      await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ product_types: offered }).where('slug', '=', 'angkor').execute());
    }
  });

  it('is for owners and staff of the shop only: the workshop, customers and other shops are refused', async () => {
    const designId = await customerDesign();
    expect((await inject('GET', '/api/provider/templates', workshop)).statusCode).toBe(403);
    expect((await inject('POST', '/api/provider/templates', workshop, { designId, name: 'A' })).json().code).toBe('ROLE_FORBIDDEN');
    expect((await inject('GET', '/api/provider/templates', customer)).statusCode).toBe(403);
    const otherShop = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    const foreign = await ctx.app.inject({ method: 'POST', url: '/api/provider/templates', headers: as(otherShop, TENANT_TWO_HOST), payload: { designId, name: 'Stolen' } });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'No such design']);
    const [mine] = await shopTemplates();
    const foreignChange = await ctx.app.inject({ method: 'PATCH', url: `/api/provider/templates/${mine?.id}`, headers: as(otherShop, TENANT_TWO_HOST), payload: { published: false } });
    expect(foreignChange.statusCode).toBe(404);
  });
});

describe("the shop's library pictures in its back office", () => {
  const search = async (q: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/images?image_type=all&q=${encodeURIComponent(q)}`, headers: { host: TENANT_ONE_HOST } })).json() as { totalHits: number; hits: Array<{ id: string }> };

  it('staff upload a picture with English and Khmer tags, change its tags, and remove it; the studio finds it by either language', async () => {
    const added = await inject('POST', '/api/provider/images', staff, { picture: `data:image/png;base64,${PNG}`, type: 'illustration', transparent: false, tags: { en: ['Lion', 'Lion'], kh: ['តោ'] }, width: 2, height: 1 });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    const listed = ShopPictureListResponse.parse((await inject('GET', '/api/provider/images', staff)).json());
    expect(listed.limit).toBe(500);
    expect(listed.data[0]).toMatchObject({ id, tags: { en: ['Lion'], kh: ['តោ'] }, url: `/api/images/shop/${id}`, type: 'illustration', width: 2, height: 1 });
    expect((await search('តោ')).hits.map((hit) => hit.id)).toContain(id);

    const retagged = await inject('PUT', `/api/provider/images/${id}/tags`, staff, { tags: { en: ['Crest'], kh: ['អាវក្រហម'] } });
    expect(retagged.statusCode).toBe(200);
    expect(retagged.json().data.tags).toEqual({ en: ['Crest'], kh: ['អាវក្រហម'] });
    expect((await search('អាវក្រហម')).hits.map((hit) => hit.id)).toEqual([id]);
    expect((await search('crest')).hits.map((hit) => hit.id)).toContain(id);
    expect((await search('តោ')).hits.map((hit) => hit.id)).not.toContain(id);

    expect((await inject('DELETE', `/api/provider/images/${id}`, staff)).statusCode).toBe(204);
    expect((await search('អាវក្រហម')).totalHits).toBe(0);

    const log = await auditOf('pictures');
    expect(log.slice(0, 3).map((entry) => `${entry.action} ${entry.subject} ${entry.actorName}`)).toEqual([
      'picture.removed Crest, អាវក្រហម Bopha Meas',
      'picture.tagged Crest, អាវក្រហម Bopha Meas',
      'picture.added Lion, តោ Bopha Meas',
    ]);
    expect(log[1]).toMatchObject({ before: { tags: { en: ['Lion'], kh: ['តោ'] } }, after: { tags: { en: ['Crest'], kh: ['អាវក្រហម'] } } });
    expect(log[2]?.after).toMatchObject({ type: 'illustration', transparent: false, tags: { en: ['Lion'], kh: ['តោ'] } });
  });

  it('refuses tags that are not words in English or Khmer with what is wrong, and others’ pictures', async () => {
    const added = await inject('POST', '/api/provider/images', owner, { picture: `data:image/png;base64,${PNG}`, type: 'photo', transparent: false, tags: { kh: ['ពានរង្វាន់'] }, width: 2, height: 1 });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    const cases: Array<[unknown, string, string]> = [
      [{ tags: { en: [], kh: [] } }, 'tags', 'give at least one tag, in English or Khmer'],
      [{ tags: { en: ['a'.repeat(41)] } }, 'tags.en.0', 'a tag is at most 40 characters'],
      [{ tags: { kh: Array.from({ length: 21 }, (_, index) => `ពាន${index}`) } }, 'tags.kh', 'at most 20 Khmer tags'],
      [{ tags: ['trophy'] }, 'tags', 'tags must be { en: [...], kh: [...] }'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject('PUT', `/api/provider/images/${id}/tags`, staff, payload);
      expect({ field, status: response.statusCode, body: response.json() }).toMatchObject({ field, status: 400, body: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
    }
    expect((await inject('PUT', '/api/provider/images/00000000-0000-4000-8000-000000000000/tags', staff, { tags: { en: ['x'] } })).statusCode).toBe(404);
    expect((await inject('PUT', `/api/provider/images/${id}/tags`, workshop, { tags: { en: ['x'] } })).statusCode).toBe(403);
    expect((await inject('GET', '/api/provider/images', workshop)).json().code).toBe('ROLE_FORBIDDEN');
    const otherShop = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    const foreign = await ctx.app.inject({ method: 'PUT', url: `/api/provider/images/${id}/tags`, headers: as(otherShop, TENANT_TWO_HOST), payload: { tags: { en: ['x'] } } });
    expect(foreign.statusCode).toBe(404);
    const theirs = ShopPictureListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/provider/images', headers: as(otherShop, TENANT_TWO_HOST) })).json());
    expect(theirs.data.map((picture) => picture.id)).not.toContain(id);
    // Nothing refused was written.
    expect((await inject('GET', '/api/provider/images', staff)).json().data.find((picture: { id: string }) => picture.id === id).tags).toEqual({ en: [], kh: ['ពានរង្វាន់'] });
  });
});
