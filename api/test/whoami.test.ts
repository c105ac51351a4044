import { WhoamiResponse } from '@teamwear/shared/contracts';
import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const whoami = (headers: Record<string, string>, url = '/whoami', remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('GET /whoami', () => {
  it('answers each host with its own shop', async () => {
    const one = await whoami({ host: TENANT_ONE_HOST });
    const two = await whoami({ host: `${TENANT_TWO_HOST}:4000` });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const a = WhoamiResponse.parse(one.json()).data;
    const b = WhoamiResponse.parse(two.json()).data;

    expect(a.name).toBe('Angkor Athletics');
    expect(a.settings.homepage.theme.palette.color).toBe('#059669');
    expect(a.productTypes).toHaveLength(8);
    expect(b.name).toBe('Mekong Sportswear');
    expect(b.settings.homepage.theme.palette.color).toBe('#1d4ed8');
    expect(b.productTypes.sort()).toEqual(['HOODIE', 'POLO_SHIRT', 'SOCCER_KIT', 'TSHIRT']);

    expect(a.id).not.toBe(b.id);
    expect(a.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(a.logo).not.toBe(b.logo);
    // Every template is of a product the shop offers, and the shops share none.
    expect(b.templates.length).toBeGreaterThan(0);
    for (const template of b.templates) expect(b.productTypes).toContain(template.type);
    const aIds = new Set(a.templates.map((t) => t.id));
    expect(b.templates.some((t) => aIds.has(t.id))).toBe(false);
  });

  it('is also served under /api', async () => {
    const response = await whoami({ host: TENANT_TWO_HOST }, '/api/whoami');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Mekong Sportswear');
  });

  it('uses X-Forwarded-Host from the local gateway, without its port', async () => {
    const response = await whoami({ host: 'localhost:4000', 'x-forwarded-host': `${TENANT_TWO_HOST}:3000` });
    expect(response.json().data.name).toBe('Mekong Sportswear');
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const response = await whoami({ host: TENANT_ONE_HOST, 'x-forwarded-host': TENANT_TWO_HOST }, '/whoami', '203.0.113.9');
    expect(response.json().data.name).toBe('Angkor Athletics');
  });

  it('answers an unknown host with 404 TENANT_NOT_FOUND', async () => {
    const response = await whoami({ host: 'shop.example.com:3000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: 'No shop is configured for host "shop.example.com"' });
  });
});
