import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { customerOrder } from './support/customer-order';
import { SHOP_ONE } from './support/env';
import { motionSettled } from './support/motion';

/**
 * The back office's orders (issue 35, docs/product.md §15): the board's columns and counts, an order
 * arriving without a reload (and the menu's badge with it), the table's filters kept in the address,
 * axe in both languages, and the board on a phone.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Board {
  columns: { status: string; count: number }[];
  waitingForReview: number;
}

async function boardFromApi(page: Page): Promise<Board> {
  const answer = await page.request.get(`${SHOP_ONE}/api/provider/orders/board?cards=1`, { headers: await staffHeaders(page.request) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Board }).data;
}

const column = (page: Page, status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);

test('the board counts each status, and an order placed meanwhile arrives with the badge, without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  // Every column counts what the API counts (other specs place and move orders meanwhile: the two
  // are read again until they agree).
  const countsShown = () =>
    page.locator('[data-testid="board-column"]').evaluateAll((columns) => columns.map((each) => `${each.getAttribute('data-status')} ${each.querySelector('[data-testid="column-count"]')?.textContent}`));
  await expect.poll(async () => JSON.stringify((await boardFromApi(page)).columns.map(({ status, count }) => `${status} ${count}`)) === JSON.stringify(await countsShown()), { timeout: 20_000 }).toBe(true);
  await expect(column(page, 'REJECTED')).toHaveCount(0);

  // A team of this test alone: the board searched for it counts its order only.
  const team = `Dragons ${Date.now().toString(36)}`;
  await page.getByTestId('orders-search').fill(team);
  await expect(page).toHaveURL(/search=Dragons/);
  const reviewing = column(page, 'REVIEWING');
  await expect(reviewing.getByTestId('column-count')).toHaveText('0');
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

  const { order } = await customerOrder(request, 'board', team);
  await expect(reviewing.locator(`[data-number="${order.number}"]`)).toContainText(team, { timeout: 20_000 });
  await expect(reviewing.getByTestId('column-count')).toHaveText('1');
  // The menu's badge counts the whole shop's orders waiting for review, this one among them.
  const badge = async () => Number((await page.getByTestId('review-badge').textContent())?.replace(/\D/g, ''));
  await expect.poll(async () => (await badge()) === (await boardFromApi(page)).waitingForReview, { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

  // Rejected and canceled orders are behind a filter.
  await page.getByTestId('orders-closed').click();
  await expect(column(page, 'CANCELED')).toBeVisible();

  // The card opens the order's page.
  await reviewing.locator(`[data-number="${order.number}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/orders/${order.number}$`));
});

test('the table filters by text and status, and a reload keeps them', async ({ page, request }) => {
  const { order } = await customerOrder(request, 'table', 'Kampot Pepper FC');
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/orders?view=table');
  const table = page.getByTestId('orders-table');
  await page.getByTestId('orders-search').fill('Kampot Pepper');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table).toContainText(`#${order.number}`);
  await expect(page).toHaveURL(/search=Kampot/);

  await page.getByTestId('orders-status').click();
  const completed = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Completed"]');
  await motionSettled(completed);
  await completed.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=COMPLETED/);
  await expect(table).toContainText('No orders match these filters.');
  await page.reload();
  await expect(page.getByTestId('orders-search')).toHaveValue('Kampot Pepper');
  await expect(page.getByTestId('orders-table')).toContainText('No orders match these filters.');

  // A hand-typed address with values the page cannot use still shows the orders.
  await page.goto('/backoffice/orders?view=table&status=NOPE&from=yesterday&sort=price&page=-1');
  await expect(page.getByTestId('orders-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
});

test('the board is axe-clean in English and Khmer, and scrolls by column on a phone', async ({ page }) => {
  await signInStaff(page);
  for (const lang of ['en', 'kh'] as const) {
    await page.evaluate((language) => localStorage.setItem('lang', language), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
    await expect(column(page, 'REVIEWING')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  const board = page.getByTestId('orders-board');
  await expect(column(page, 'REVIEWING')).toBeInViewport();
  // One column at a time: of the next one, only its edge shows.
  await expect(column(page, 'APPROVED')).not.toBeInViewport({ ratio: 0.1 });
  await board.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
  await expect(column(page, 'APPROVED')).toBeInViewport({ ratio: 0.9 });
  await expect(column(page, 'REVIEWING')).not.toBeInViewport({ ratio: 0.1 });
  // The menu is a drawer behind a button on a phone.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Customers' })).toBeVisible();
});

test("the table shows one customer's orders, picked by e-mail, and names the customer after a reload", async ({ page, request }) => {
  const { user, order } = await customerOrder(request, 'picked', 'Battambang Rice FC');
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/orders?view=table');
  const customer = page.getByTestId('orders-customer');
  await customer.click();
  await page.keyboard.type(user.email);
  await page.locator('.ant-select-item-option').filter({ hasText: user.email }).click();
  await expect(page).toHaveURL(/customer=[0-9a-f-]{36}/);
  const rows = page.getByTestId('orders-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`#${order.number}`);

  await page.reload();
  await expect(customer).toContainText('Sophea');
  await expect(rows).toHaveCount(1);
  // "All customers": the table shows every customer's orders again.
  await customer.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'All customers' }).click();
  await expect(page).not.toHaveURL(/customer=/);
  await expect(rows).not.toHaveCount(1);
});
