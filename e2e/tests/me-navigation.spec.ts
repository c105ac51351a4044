import { expect, test } from '@playwright/test';
import { SHOP_ONE } from './support/env';
import { signInThroughApi, tokensFromApi } from './support/session';

/**
 * Page to page inside /me (issue 17): pointing at a page's link in the menu starts its code and
 * the calls it opens with, so the page shows its content on the click without asking again.
 */
test('pointing at Players in the menu fetches the roster once, and the click shows it', async ({ page, request }) => {
  const email = `nav-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Roster#2026pass';
  const registered = await request.post(`${SHOP_ONE}/api/accounts/register`, {
    data: { firstName: 'Sophea', lastName: 'Chan', phoneNumber: '+855 12 345 678', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const { access_token } = await tokensFromApi(request, SHOP_ONE, { email, password });
  const seeded = await request.post(`${SHOP_ONE}/api/players/import`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { rows: [{ name: 'Dara Kim', number: 9, size: 'M' }] },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, { email, password });

  const rosterCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname === '/api/players') rosterCalls.push(url.search);
  });
  await page.goto('/me/dashboard');
  await expect(page.getByTestId('summary-players')).toContainText('1');

  const link = page.locator('a.me-menu-item[href="/me/players"]');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/players');
  await link.hover();
  await answered;
  expect(rosterCalls).toHaveLength(1);
  // The press asks once more (the first answer came before it, and an edit could have been made
  // since); the page then takes that answer instead of asking again when it is drawn.
  await link.click();
  await expect(page.getByTestId('players-table')).toContainText('Dara Kim');
  expect(rosterCalls).toHaveLength(2);

  // On the page itself, pointing at its own link asks nothing: a later reload must not get an old answer.
  await link.hover();
  await page.reload();
  await expect(page.getByTestId('players-table')).toContainText('Dara Kim');
  expect(rosterCalls).toHaveLength(3);
});
