import { expect, type APIRequestContext } from '@playwright/test';
import { unzipSync } from 'fflate';
import { SHOP_ONE } from './env';

/** The demo shop's administrator, as the shop's tools sign in. */
const ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };

/** Headers of the shop's team (a provider token of its administrator). */
export async function providerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${SHOP_ONE}/api/accounts/token`, { data: { ...ADMIN, clientId: 'provider' } });
  expect(response.ok(), await response.text()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/**
 * An order's print files as the shop downloads them (its id or number), once the API's worker has
 * made them: the ZIP answers 409 FILES_NOT_READY while they are being made.
 */
export async function printFilesOf(request: APIRequestContext, shop: Record<string, string>, order: string | number): Promise<Record<string, Uint8Array>> {
  const made: { zip?: Buffer } = {};
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SHOP_ONE}/api/provider/orders/${order}/production.zip`, { headers: shop });
        if (response.status() === 200) made.zip = await response.body();
        return response.status();
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe(200);
  return unzipSync(new Uint8Array(made.zip ?? Buffer.alloc(0)));
}
