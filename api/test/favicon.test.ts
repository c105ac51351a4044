import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const favicon = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/favicon.svg', headers });

describe('GET /favicon.svg', () => {
  it("answers each host with its own shop's letter on its colour, as an SVG", async () => {
    const one = await favicon({ host: TENANT_ONE_HOST });
    const two = await favicon({ host: TENANT_TWO_HOST });
    for (const response of [one, two]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(one.body).toContain('fill="#059669"');
    expect(one.body).toContain('>A</text>');
    expect(two.body).toContain('fill="#1d4ed8"');
    expect(two.body).toContain('>M</text>');
  });

  it('may be cached a minute, per shop', async () => {
    const response = await favicon({ host: TENANT_ONE_HOST });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('X-Forwarded-Host');
  });

  it('answers an unknown host with 404 TENANT_NOT_FOUND', async () => {
    const response = await favicon({ host: 'nowhere.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TENANT_NOT_FOUND');
  });
});
