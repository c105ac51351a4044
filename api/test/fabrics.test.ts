import { FabricCatalogueResponse, type FabricCatalogue } from '@teamwear/shared/contracts';
import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

async function catalogue(query = '', host = TENANT_ONE_HOST): Promise<FabricCatalogue> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query}`, headers: { host } });
  expect(response.statusCode).toBe(200);
  return FabricCatalogueResponse.parse(response.json()).data;
}

describe('GET /api/fabrics', () => {
  it('without sign-in lists every supplier, every fabric with its colours, and the default fabric', async () => {
    const all = await catalogue();
    expect(all.suppliers.map((supplier) => supplier.name)).toEqual(['Phnom Penh Textile Mills', 'Siam Sportex', 'Saigon Knit Co.']);
    expect(all.fabrics).toHaveLength(6);
    for (const fabric of all.fabrics) {
      expect(fabric.colours.length).toBeGreaterThanOrEqual(4);
      for (const colour of fabric.colours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(all.suppliers.map((supplier) => supplier.id)).toContain(fabric.supplierId);
      expect(fabric.weightGsm).toBeGreaterThan(0);
    }
    const defaults = all.fabrics.filter((fabric) => fabric.isDefault);
    expect(defaults.map((fabric) => fabric.name)).toEqual(['Cool Mesh Pro']);
    expect(all.defaultFabricId).toBe(defaults[0]?.id);
  });

  it('"any" supplier is the same as no supplier', async () => {
    expect(await catalogue('?supplierId=any')).toEqual(await catalogue());
  });

  it("one supplier: its fabrics only; the default is the shop's default or else the supplier's first fabric", async () => {
    const all = await catalogue();
    const [mills, siam] = all.suppliers;
    const ofMills = await catalogue(`?supplierId=${mills?.id}`);
    expect(ofMills.suppliers).toEqual(all.suppliers);
    expect(ofMills.fabrics.map((fabric) => fabric.name)).toEqual(['Cool Mesh Pro', 'Dri-Fit Interlock']);
    expect(ofMills.defaultFabricId).toBe(all.defaultFabricId);

    const ofSiam = await catalogue(`?supplierId=${siam?.id}`);
    expect(ofSiam.fabrics.map((fabric) => fabric.name)).toEqual(['Pique Cotton Blend', 'Airflow Jacquard']);
    expect(ofSiam.fabrics.every((fabric) => fabric.supplierId === siam?.id && !fabric.isDefault)).toBe(true);
    expect(ofSiam.defaultFabricId).toBe(ofSiam.fabrics[0]?.id);
  });

  it('answers 404 for an unknown supplier and 400 for a malformed one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?supplierId=00000000-0000-4000-8000-000000000000', headers: { host: TENANT_ONE_HOST } });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'No such supplier' }]);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?supplierId=cheapest', headers: { host: TENANT_ONE_HOST } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { supplierId: 'supplierId must be a supplier id or "any"' } });
  });

  it("each shop has its own catalogue; another shop's supplier is unknown", async () => {
    const angkor = await catalogue();
    const mekong = await catalogue('', TENANT_TWO_HOST);
    expect(mekong.suppliers).toHaveLength(2);
    expect(mekong.fabrics).toHaveLength(5);
    expect(mekong.fabrics.find((fabric) => fabric.id === mekong.defaultFabricId)?.name).toBe('River Jersey');
    const angkorIds = new Set([...angkor.suppliers, ...angkor.fabrics].map((row) => row.id));
    expect([...mekong.suppliers, ...mekong.fabrics].some((row) => angkorIds.has(row.id))).toBe(false);
    const foreign = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?supplierId=${angkor.suppliers[0]?.id}`, headers: { host: TENANT_TWO_HOST } });
    expect(foreign.statusCode).toBe(404);
  });

  it('may be cached briefly by the browser', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/fabrics', headers: { host: TENANT_ONE_HOST } });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
