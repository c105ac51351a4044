import { TemplateDocument, TemplateListResponse, TemplateResponse, type ShopTemplate } from '@teamwear/shared/contracts';
import { seedDemoData } from '../src/db/seed';
import { ANGKOR_TEMPLATES, MEKONG_TEMPLATES } from '../src/db/seed-templates';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, tenantIdOf, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, host = TENANT_ONE_HOST) => ctx.app.inject({ method: 'GET', url, headers: { host } });

async function list(type: string, host = TENANT_ONE_HOST): Promise<ShopTemplate[]> {
  const response = await get(`/api/templates?type=${type}`, host);
  expect(response.statusCode).toBe(200);
  return TemplateListResponse.parse(response.json()).data;
}

describe('GET /api/templates?type=', () => {
  it("without sign-in lists the shop's templates of that product type, in the shop's order, with their documents", async () => {
    const soccer = await list('SOCCER_KIT');
    expect(soccer.map((template) => template.name)).toEqual(['Temple Stripes', 'Sunrise Gradient']);
    for (const template of soccer) {
      expect(template.type).toBe('SOCCER_KIT');
      const seeded = ANGKOR_TEMPLATES.find((demo) => demo.name === template.name);
      expect(template.document).toEqual(seeded?.document);
    }
    expect((await list('BOXING_TRUNKS')).map((template) => template.name)).toEqual(['Fight Night']);
  });

  it('serves every demo template of both shops, each document within the contract', async () => {
    for (const [host, demos] of [
      [TENANT_ONE_HOST, ANGKOR_TEMPLATES],
      [TENANT_TWO_HOST, MEKONG_TEMPLATES],
    ] as const) {
      const types = [...new Set(demos.map((demo) => demo.type))];
      const served = (await Promise.all(types.map((type) => list(type, host)))).flat();
      expect(served.map((template) => template.name).sort()).toEqual(demos.map((demo) => demo.name).sort());
      for (const template of served) {
        expect(TemplateDocument.safeParse(template.document).success).toBe(true);
        expect(Object.keys(template.document).length).toBeGreaterThan(0);
      }
    }
  });

  it("each shop sees only its own; a product the shop does not offer has none", async () => {
    expect((await list('SOCCER_KIT', TENANT_TWO_HOST)).map((template) => template.name)).toEqual(['River Waves']);
    expect(await list('SLEEVELESS_SHIRT', TENANT_TWO_HOST)).toEqual([]);
  });

  it('answers 400 for a missing or unknown product type', async () => {
    const unknown = await get('/api/templates?type=SPACESUIT');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { type: expect.stringMatching(/^type must be one of SOCCER_KIT, /) } });
    const lowerCase = await get('/api/templates?type=soccer_kit');
    expect(lowerCase.statusCode).toBe(400);
    const missing = await get('/api/templates');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { type: 'type is required' } });
  });

  it('may be cached briefly by the browser', async () => {
    const response = await get('/api/templates?type=TSHIRT');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/templates/{id}', () => {
  it('reads one template with its document', async () => {
    const [first] = await list('HOODIE');
    if (!first) throw new Error('no hoodie template');
    const response = await get(`/api/templates/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(TemplateResponse.parse(response.json()).data).toEqual(first);
  });

  it("answers 404 for another shop's template, an unknown id and a malformed id, alike", async () => {
    const [mekongSoccer] = await list('SOCCER_KIT', TENANT_TWO_HOST);
    if (!mekongSoccer) throw new Error('no Mekong soccer template');
    expect((await get(`/api/templates/${mekongSoccer.id}`, TENANT_TWO_HOST)).statusCode).toBe(200);
    for (const id of [mekongSoccer.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await get(`/api/templates/${encodeURIComponent(id)}`);
      expect([response.statusCode, response.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'No such template' }]);
    }
    const tooLong = await get(`/api/templates/${'a'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("answers 404 for a template of a product the shop does not offer", async () => {
    const tenantId = await tenantIdOf(ctx.db, 'mekong');
    const hidden = await withTenant(ctx.db, tenantId, (tx) =>
      tx
        .insertInto('templates')
        .values({ tenant_id: tenantId, name: 'Not offered', type: 'BOXING_TRUNKS', document: '{}', sort_order: 99 })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    expect((await get(`/api/templates/${hidden.id}`, TENANT_TWO_HOST)).statusCode).toBe(404);
    expect(await list('BOXING_TRUNKS', TENANT_TWO_HOST)).toEqual([]);
    await withTenant(ctx.db, tenantId, (tx) => tx.deleteFrom('templates').where('id', '=', hidden.id).execute());
  });
});

describe('seeding a database from before templates had looks', () => {
  it("fills in demo templates whose document is still empty, and never a shop's own edit", async () => {
    const tenantId = await tenantIdOf(ctx.db, 'angkor');
    const ownLook = { parts: { body: { kind: 'solid', color: '#123456' } } };
    await withTenant(ctx.db, tenantId, async (tx) => {
      // What an earlier seed left: every demo template with '{}' …
      await tx.updateTable('templates').set({ document: '{}' }).where('tenant_id', '=', tenantId).execute();
      // … one the shop has since designed itself, and one it renamed.
      await tx.updateTable('templates').set({ document: JSON.stringify(ownLook) }).where('name', '=', 'Everyday Crew').execute();
      await tx.updateTable('templates').set({ name: 'Our Fight Night' }).where('name', '=', 'Fight Night').execute();
    });

    const outcome = await seedDemoData(ctx.db);
    expect(outcome).toMatchObject({ createdTenants: [], createdUsers: [], filledTemplates: ANGKOR_TEMPLATES.length - 2 });

    const byName = new Map((await Promise.all(['SOCCER_KIT', 'TSHIRT', 'BOXING_TRUNKS', 'POLO_SHIRT'].map((type) => list(type)))).flat().map((template) => [template.name, template]));
    expect(byName.get('Temple Stripes')?.document).toEqual(ANGKOR_TEMPLATES.find((demo) => demo.name === 'Temple Stripes')?.document);
    expect(byName.get('Club Classic')?.document).toEqual(ANGKOR_TEMPLATES.find((demo) => demo.name === 'Club Classic')?.document);
    expect(byName.get('Everyday Crew')?.document).toEqual(ownLook);
    expect(byName.get('Our Fight Night')?.document).toEqual({});
    expect(byName.has('Fight Night')).toBe(false);

    // Seeding again changes nothing.
    expect((await seedDemoData(ctx.db)).filledTemplates).toBe(0);
  });
});

describe('templates in the OpenAPI document', () => {
  it('lists both routes under the templates tag', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths['/api/templates'].get.tags).toEqual(['templates']);
    expect(doc.paths['/api/templates/{id}'].get.tags).toEqual(['templates']);
    expect(doc.components.schemas.ShopTemplate).toBeDefined();
  });
});
