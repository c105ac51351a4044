import { faviconLook } from '@teamwear/shared/tenant/favicon-look';
import { createTestApp, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';
import { rasterise } from '../src/production/render/render-print-file';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const favicon = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/favicon.png', headers });

/** The PNG's size, from its header, and the colour of its pixel at (x, y), drawn back through resvg. */
function pictureOf(png: Buffer, x: number, y: number): { width: number; height: number; pixel: string } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const { pixels } = rasterise(svg);
  const at = (y * width + x) * 4;
  return { width, height, pixel: `#${[0, 1, 2].map((channel) => (pixels[at + channel] ?? 0).toString(16).padStart(2, '0')).join('')}` };
}

describe('GET /favicon.png', () => {
  it("answers each host with its own shop's icon, a 45 × 45 PNG on the shop's colour", async () => {
    const one = await favicon({ host: TENANT_ONE_HOST });
    const two = await favicon({ host: TENANT_TWO_HOST });
    for (const response of [one, two]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    // A corner inside the rounded square, away from the letter.
    expect(pictureOf(one.rawPayload, 6, 6)).toEqual({ width: 45, height: 45, pixel: '#059669' });
    expect(pictureOf(two.rawPayload, 6, 6)).toEqual({ width: 45, height: 45, pixel: '#1d4ed8' });
  });

  it('draws the letter on it', async () => {
    const { rawPayload } = await favicon({ host: TENANT_ONE_HOST });
    // Angkor's "A", in the daytime letter colour, crosses the row at two thirds of its height (its
    // crossbar); the square's colour is all there is at the row's ends.
    const row = Array.from({ length: 45 }, (_, x) => pictureOf(rawPayload, x, 30).pixel);
    expect(row.filter((pixel) => pixel === faviconLook('Angkor Athletics', '#059669', 'day').foreground).length).toBeGreaterThan(10);
    expect(row[6]).toBe('#059669');
  });

  it('may be cached a minute, per shop', async () => {
    const response = await favicon({ host: TENANT_ONE_HOST });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('X-Forwarded-Host');
  });

  it('is also at /favicon.ico, which browsers and crawlers ask for by themselves: the same PNG, per shop', async () => {
    for (const host of [TENANT_ONE_HOST, TENANT_TWO_HOST]) {
      const ico = await ctx.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host } });
      expect(ico.statusCode).toBe(200);
      expect(ico.headers['content-type']).toBe('image/png');
      expect(ico.headers['cache-control']).toBe('public, max-age=60');
      expect(ico.rawPayload.equals((await favicon({ host })).rawPayload)).toBe(true);
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: 'nowhere.example' } });
    expect(unknown.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('answers an unknown host with 404 TENANT_NOT_FOUND', async () => {
    const response = await favicon({ host: 'nowhere.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TENANT_NOT_FOUND');
  });
});
