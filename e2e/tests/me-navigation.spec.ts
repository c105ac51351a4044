import { expect, test } from '@playwright/test';
import { SHOP_ONE } from './support/env';
import { signInThroughApi, tokensFromApi } from './support/session';

/**
 * Page to page inside /me (issue 17): pointing at a page's link in the menu starts its code and
 * the calls it opens with, so the page shows its content on the click without asking again. An
 * answer still on its way is shared; once it is in, pointing again (the press too) asks again, so
 * that the page shows an edit made since the first pointing.
 *
 * "Once it is in" is the page's own moment: after the answer's bytes, its check (a schemas chunk
 * downloaded on the first check) runs in the page. A press timed on the network's answer alone
 * lands before it on a busy machine, and is then rightly given the answer on its way (seen: 4 runs
 * of 20). So the test points again until the page asks again, and holds that second call until
 * the link is pressed: the press lands while it is on its way, whatever the machine's speed.
 */
test('pointing at Players in the menu fetches the roster, and the press shows it with an edit made since', async ({ page, request }) => {
  const email = `nav-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Roster#2026pass';
  const registered = await request.post(`${SHOP_ONE}/api/accounts/register`, {
    data: { firstName: 'Sophea', lastName: 'Chan', phoneNumber: '+855 12 345 678', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const { access_token } = await tokensFromApi(request, SHOP_ONE, { email, password });
  const headers = { Authorization: `Bearer ${access_token}` };
  const seeded = await request.post(`${SHOP_ONE}/api/players/import`, { headers, data: { rows: [{ name: 'Dara Kim', number: 9, size: 'M' }] } });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, { email, password });

  const isRoster = (url: URL) => url.pathname === '/api/players';
  const rosterCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && isRoster(new URL(sent.url()))) rosterCalls.push(new URL(sent.url()).search);
  });
  // The second roster call waits here until the link has been pressed.
  let releaseSecond: () => void = () => undefined;
  const secondReleased = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  let routed = 0;
  await page.route(isRoster, async (route) => {
    routed += 1;
    if (route.request().method() === 'GET' && routed === 2) await secondReleased;
    await route.continue();
  });

  await page.goto('/me/dashboard');
  await expect(page.getByTestId('summary-players')).toContainText('1');

  const link = page.locator('a.me-menu-item[href="/me/players"]');
  // Somewhere in the menu that is no link: the pointer leaves the link for it, and comes back.
  const besideTheLinks = page.locator('.me-menu-group-title').first();
  const answered = page.waitForResponse((response) => isRoster(new URL(response.url())));
  await link.hover();
  await answered;
  expect(rosterCalls).toHaveLength(1);

  // An edit after that answer (another device of the team's manager).
  const added = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Sok Dara', number: 7, size: 'L' } });
  expect(added.status(), await added.text()).toBe(201);
  // Pointing again asks again once the first answer is in the page (before that, it shares it).
  await expect
    .poll(async () => {
      await besideTheLinks.hover();
      await link.hover();
      return rosterCalls.length;
    })
    .toBe(2);

  // The press, while that answer is on its way, asks nothing more; the page takes that answer.
  await link.click();
  await expect(page).toHaveURL(/\/me\/players$/);
  releaseSecond();
  const table = page.getByTestId('players-table');
  await expect(table).toContainText('Dara Kim');
  await expect(table).toContainText('Sok Dara');
  expect(rosterCalls).toHaveLength(2);

  // On the page itself, pointing at its own link asks nothing: a later reload must not get an old answer.
  await besideTheLinks.hover();
  await link.hover();
  await page.reload();
  await expect(table).toContainText('Sok Dara');
  expect(rosterCalls).toHaveLength(3);
});
