import { expect, test, type APIResponse } from '@playwright/test';
import { SHOP_ONE } from './support/env';

/*
 * Issue 32, point 6, through the gateway (nginx in the production smoke, the local gateway in the
 * full suite): a CDN in front of it keys on the URL, so an answer a shared cache may keep names in
 * Vary every header that chose its shop. `X-Shop-Key: mekong` on Angkor's host answered Mekong's
 * shop, public for a minute, with only `Vary: X-Forwarded-Host`.
 */

/** Every Vary header of the answer (a gateway may add one of its own, e.g. Accept-Encoding), as names. */
function varyOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'vary')
    .flatMap((header) => header.value.split(','))
    .map((name) => name.trim().toLowerCase());
}

test.describe('shared caches through the gateway', { tag: '@smoke' }, () => {
  test('the embedded studio’s public calls vary on the shop key, the host and the calling site', async ({ request }) => {
    for (const url of ['/whoami', '/api/templates?type=SOCCER_KIT', '/api/fabrics', '/api/sizes']) {
      const plain = await request.get(`${SHOP_ONE}${url}`);
      const keyed = await request.get(`${SHOP_ONE}${url}`, { headers: { 'X-Shop-Key': 'mekong' } });
      expect({ url, plain: plain.status(), keyed: keyed.status() }).toEqual({ url, plain: 200, keyed: 200 });
      expect(await keyed.text()).not.toBe(await plain.text());
      for (const answer of [plain, keyed]) {
        expect(answer.headers()['cache-control']).toBe('public, max-age=60');
        expect({ url, vary: varyOf(answer) }).toEqual({ url, vary: expect.arrayContaining(['x-shop-key', 'x-forwarded-host', 'origin']) });
      }
    }
  });

  test('the shop’s icon takes the shop from the host: a shop key there is refused, never cached', async ({ request }) => {
    const icon = await request.get(`${SHOP_ONE}/favicon.png`);
    expect(icon.status()).toBe(200);
    expect(varyOf(icon)).toContain('x-forwarded-host');
    const keyed = await request.get(`${SHOP_ONE}/favicon.png`, { headers: { 'X-Shop-Key': 'mekong' } });
    expect(keyed.status()).toBe(400);
    expect(await keyed.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'X-Shop-Key names the shop only on the embedded studio’s calls; this address takes the shop from the host',
    });
    expect(keyed.headers()['cache-control'] ?? '').not.toContain('public');
  });

  test('an answer the gateway or a remote’s server compressed varies on Accept-Encoding', async ({ request }) => {
    const remotes = (await (await request.get(`${SHOP_ONE}/remotes.json`)).json()) as { remotes: Record<string, string> };
    const compressed: string[] = [];
    for (const url of [`${SHOP_ONE}/whoami`, `${SHOP_ONE}/api/openapi.json`, new URL(remotes.remotes.designer ?? '', SHOP_ONE).href]) {
      const answer = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.status()).toBe(200);
      if (!answer.headers()['content-encoding']) continue;
      compressed.push(url);
      expect({ url, vary: varyOf(answer) }).toEqual({ url, vary: expect.arrayContaining(['accept-encoding']) });
    }
    // A remote's manifest (JSON over 1 KiB) is compressed by nginx and by the local static server alike.
    expect(compressed.length).toBeGreaterThan(0);
  });
});
