import { expect, test, type Page } from '@playwright/test';
import { signInStaff } from './support/backoffice-staff';
import { PORTS, SHOP_ONE } from './support/env';

/**
 * Page to page inside the back office: pointing at a page's link in the side menu (the pointer
 * resting on it, or keyboard focus) starts its code and the call it opens with, so the page shows
 * its content on the click without asking again, as the /me menu does (me-navigation.spec.ts).
 */

/** Whether a request is the page's call: `pathname`, and for the board its columns' cards (the
 *  menu's badge asks the board too, for one card, to count the orders waiting for review). */
const isPageCall = (address: string, pathname: string) => {
  const url = new URL(address);
  return url.pathname === pathname && url.searchParams.get('cards') !== '1';
};

/** The page's GET requests to `pathname` from now on. */
function callsTo(page: Page, pathname: string): string[] {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && isPageCall(sent.url(), pathname)) calls.push(sent.url());
  });
  return calls;
}

const answerOf = (page: Page, pathname: string) => page.waitForResponse((response) => isPageCall(response.url(), pathname));

test('pointing at Home in the menu fetches the numbers once, and the click shows them', async ({ page }) => {
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/orders');
  await expect(page.getByTestId('orders-board')).toBeVisible({ timeout: 30_000 });
  const numbersCalls = callsTo(page, '/api/provider/numbers');

  const link = page.locator('nav a[href="/backoffice"]');
  const answered = answerOf(page, '/api/provider/numbers');
  await link.hover();
  await answered;
  expect(numbersCalls).toHaveLength(1);
  // The press asks once more (the first answer came before it, and an order could have been placed
  // since); the page then takes that answer instead of asking again when it is drawn.
  await link.click();
  await expect(page.getByTestId('numbers-weeks')).toBeVisible({ timeout: 20_000 });
  expect(numbersCalls).toHaveLength(2);

  // On the page itself, pointing at its own link asks nothing: a reload asks the API afresh.
  await link.hover();
  await page.reload();
  await expect(page.getByTestId('numbers-weeks')).toBeVisible({ timeout: 20_000 });
  expect(numbersCalls).toHaveLength(3);
});

test('a keyboard focus on Orders fetches the board, which Enter then shows without asking again', async ({ page }) => {
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice');
  await expect(page.getByTestId('numbers-weeks')).toBeVisible({ timeout: 30_000 });
  const boardCalls = callsTo(page, '/api/provider/orders/board');

  const answered = answerOf(page, '/api/provider/orders/board');
  await page.locator('nav a[href="/backoffice/orders"]').focus();
  await answered;
  expect(boardCalls).toHaveLength(1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('orders-board')).toBeVisible({ timeout: 20_000 });
  expect(boardCalls).toHaveLength(1);
});

/** Whether a request is the code of the back office's numbers page (its module, as federation names
 *  its file, from the back office's remote: the shop's own home page has a Home module too). */
const isHomeCode = (address: string) => {
  const url = new URL(address);
  return url.port === String(PORTS.backoffice) && /\/__federation_expose_Home\.[^/]*\.js$/.test(url.pathname);
};

/** Resolves after the page's load event and two of the browser's idle periods: by then the menu,
 *  mounted before, has started fetching its other pages' code unless the connection is spared. */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (then: () => void) => requestIdleCallback(() => then());
        const twice = () => idle(() => idle(resolve));
        if (document.readyState === 'complete') twice();
        else window.addEventListener('load', twice, { once: true });
      }),
  );

test("once the board is shown and idle, the numbers' code is already here: a click at once keeps the menu and shows them", async ({ page }) => {
  const homeCode: string[] = [];
  page.on('request', (sent) => {
    if (isHomeCode(sent.url())) homeCode.push(sent.url());
  });
  const numbersCalls = callsTo(page, '/api/provider/numbers');
  const homeCodeFetched = page.waitForResponse((response) => isHomeCode(response.url()), { timeout: 30_000 });
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/orders');
  await expect(page.getByTestId('orders-board')).toBeVisible({ timeout: 30_000 });
  // Fetched while nobody points at its link: the code only, no call.
  await homeCodeFetched;
  expect(numbersCalls).toHaveLength(0);

  // Whether the page is ever replaced by the shell's "loading" (the page's code awaited) on the way.
  await page.evaluate(() => {
    const seen = { spinner: false };
    Object.assign(window, { __loadingSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('.tw-page-spinner')) seen.spinner = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('nav a[href="/backoffice"]').click();
  await expect(page.getByTestId('numbers-weeks')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __loadingSeen: { spinner: boolean } }).__loadingSeen.spinner)).toBe(false);
  // The press asked for the numbers; the code was not fetched again.
  expect(numbersCalls.length).toBeGreaterThanOrEqual(1);
  expect(homeCode).toHaveLength(1);
});

test("with the data saver on, no other page's code is fetched until its link is pointed at", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const homeCode: string[] = [];
  page.on('request', (sent) => {
    if (isHomeCode(sent.url())) homeCode.push(sent.url());
  });
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/orders');
  await expect(page.getByTestId('orders-board')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  await idleAfterLoad(page);
  expect(homeCode).toHaveLength(0);

  // Pointing at the link still starts the page (the visitor asked for it), and the click shows it.
  const codeFetched = page.waitForResponse((response) => isHomeCode(response.url()));
  const link = page.locator('nav a[href="/backoffice"]');
  await link.hover();
  await codeFetched;
  await link.click();
  await expect(page.getByTestId('numbers-weeks')).toBeVisible({ timeout: 20_000 });
});
