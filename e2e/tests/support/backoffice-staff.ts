import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_ONE } from './env';

/** The demo shops' administrators (README "Demo shops and users"): the shop's team in the back office. */
export const ANGKOR_ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };
export const MEKONG_ADMIN = { email: 'admin@mekong.test', password: 'Admin#2026pass' };
/** Angkor's workshop (production): orders only, no numbers, no money. */
export const ANGKOR_WORKSHOP = { email: 'workshop@angkor.test', password: 'Workshop#2026pass' };

/** Where the back office keeps the staff's session (remote-backoffice/src/session, STAFF_SESSION_KEY). */
const STAFF_SESSION_KEY = 'teamwear.backoffice.session';

/**
 * Signs the shop's staff in through the API (the team's client, `provider`), keeps the session where
 * the back office reads it, and opens `to`. The sign-in page itself has its own spec.
 */
export async function signInStaff(page: Page, origin = SHOP_ONE, admin = ANGKOR_ADMIN, to = '/backoffice/orders'): Promise<void> {
  const response = await page.request.post(`${origin}/api/accounts/token`, { data: { ...admin, clientId: 'provider' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token, refresh_token } = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto(`${origin}/`);
  await page.evaluate(([key, session]) => localStorage.setItem(key, session), [STAFF_SESSION_KEY, JSON.stringify({ access_token, refresh_token })] as const);
  await page.goto(`${origin}${to}`);
}

/** The staff's bearer header through the API, as the CLI signs in (`clientId: 'provider'`). */
export async function staffHeaders(request: APIRequestContext, origin = SHOP_ONE, admin = ANGKOR_ADMIN): Promise<Record<string, string>> {
  const token = await request.post(`${origin}/api/accounts/token`, { data: { ...admin, clientId: 'provider' } });
  expect(token.ok(), await token.text()).toBe(true);
  return { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
}
