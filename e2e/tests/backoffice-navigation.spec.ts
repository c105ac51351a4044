import { expect, test, type Page } from '@playwright/test';
import { signInStaff } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';

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
