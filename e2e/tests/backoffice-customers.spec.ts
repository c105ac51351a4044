import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';

/**
 * The back office's customers and settings (issue 35): the shop's staff find a customer by search,
 * read their orders and designs, export the list as CSV, and set the lead times, as the CLI does;
 * each page axe-clean in English and Khmer.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Placed {
  id: string;
  number: number;
}

/** A customer of this test with a saved design and one order placed through the API. */
async function customerWithOrder(request: APIRequestContext, prefix: string): Promise<{ user: Customer; order: Placed }> {
  const user = await registerCustomer(request, prefix);
  const headers = await bearerOf(request, user);
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon Lions' }, name: 'Bayon home' } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Lim Dara', number: 5, size: 'L' } });
  expect(player.status()).toBe(201);
  const placed = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'Idempotency-Key': `${prefix}-${Date.now()}` },
    data: {
      designId: ((await design.json()) as { data: { id: string } }).data.id,
      players: [{ playerId: ((await player.json()) as { data: { id: string } }).data.id, size: 'L' }],
      extras: [{ size: 'M', quantity: 12 }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { user, order: ((await placed.json()) as { data: Placed }).data };
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function inLanguage(page: Page, lang: 'en' | 'kh'): Promise<void> {
  await page.evaluate((language) => localStorage.setItem('lang', language), lang);
  await page.reload();
}

test.describe('the back office’s customers and settings', () => {
  test('the list finds a customer by search, their page shows their orders and designs, and the CSV export has them', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { user, order } = await customerWithOrder(request, 'bo-customer');
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers');
    await expect(page.getByTestId('customers-page')).toBeVisible({ timeout: 30_000 });

    await page.getByTestId('customer-search').fill(user.email);
    await expect(page).toHaveURL(/search=bo-customer/);
    const rows = page.getByTestId('customer-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(user.email);
    // The view is the address's: a reload keeps the search.
    await page.reload();
    await expect(page.getByTestId('customer-search')).toHaveValue(user.email);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);

    // The CSV export downloads a file with that customer, for the same search.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-customers').click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(user.email);
    expect(csv.trim().split('\n')).toHaveLength(2);

    await page.getByTestId('customer-link').first().click();
    await expect(page.getByTestId('customer-page')).toBeVisible();
    await expect(page.getByTestId('customer-facts')).toContainText(user.email);
    const orderLink = page.getByTestId('customer-order-link');
    await expect(orderLink).toHaveText(`Order #${order.number}`);
    await expect(orderLink).toHaveAttribute('href', `/backoffice/orders/${order.number}`);
    const design = page.getByTestId('customer-design');
    await expect(design).toContainText('Bayon home');
    await expect(design.getByTestId('design-picture')).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
    await expect(design.getByRole('img', { name: 'Front of Bayon home' })).toBeVisible();
    await expect(page.getByText(/password/i)).toHaveCount(0);

    // Back returns to the list as it was.
    await page.goBack();
    await expect(page.getByTestId('customer-search')).toHaveValue(user.email);
  });

  test('the sort and page are in the address, Back returns to the last view, and bad values fall back to the defaults', async ({ page }) => {
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers?sort=password&page=abc');
    await expect(page.getByTestId('customer-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('customer-sort')).toHaveValue('name');
    await expect(page.getByTestId('customers-range')).toContainText(/^1–/);

    await page.getByTestId('sort-lastOrder').click();
    await expect(page).toHaveURL(/sort=lastOrder/);
    await page.getByTestId('sort-lastOrder').click();
    await expect(page).toHaveURL(/sort=-lastOrder/);
    await expect(page.getByRole('columnheader', { name: /Last order/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByTestId('customer-sort')).toHaveValue('-lastOrder');
    await page.reload();
    await expect(page.getByTestId('customer-sort')).toHaveValue('-lastOrder', { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/sort=lastOrder(&|$)/);
    await expect(page.getByTestId('customer-sort')).toHaveValue('lastOrder');
  });

  test('a malformed or unknown customer id says so, with the way back', async ({ page }) => {
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers/not-a-customer');
    await expect(page.getByTestId('customer-not-found')).toBeVisible({ timeout: 30_000 });
    await page.goto('/backoffice/customers/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('customer-not-found')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('back-to-customers').click();
    await expect(page.getByTestId('customers-page')).toBeVisible();
  });

  test('a lead time set in settings persists, marks the orders that wait longer, and goes back to the default', async ({ page, request }) => {
    const headers = await staffHeaders(request);
    type Listed = { id: string; statusSince: string; overdue: boolean };
    const processing = async (): Promise<Listed[]> => {
      const list = await request.get(`${SHOP_ONE}/api/provider/orders?status=PROCESSING&pageSize=100`, { headers });
      expect(list.status(), await list.text()).toBe(200);
      return ((await list.json()) as { data: Listed[] }).data;
    };
    // A demo order in production for more than two days: not late at the default 7 days, late at 2.
    const twoDaysAgo = Date.now() - 2 * 24 * 3600_000 - 60_000;
    const waiting = (await processing()).find((order) => Date.parse(order.statusSince) < twoDaysAgo && !order.overdue);
    expect(waiting, 'the demo week has an order in production for more than two days').toBeDefined();

    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/settings');
    const field = page.getByTestId('lead-time-PROCESSING');
    await expect(field).toHaveValue('7', { timeout: 30_000 });
    await field.fill('0');
    await page.getByTestId('lead-times-save').click();
    await expect(page.getByTestId('lead-time-settings')).toContainText('At least 1 day.');
    await field.fill('2');
    await page.getByTestId('lead-times-save').click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('lead-time-PROCESSING')).toHaveValue('2', { timeout: 30_000 });
    expect((await processing()).find((order) => order.id === waiting?.id)?.overdue).toBe(true);

    await page.getByTestId('lead-times-reset').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByTestId('lead-time-PROCESSING')).toHaveValue('7');
    expect((await processing()).find((order) => order.id === waiting?.id)?.overdue).toBe(false);
  });

  test('an ink file the API refuses is listed by line, and nothing changes', async ({ page }) => {
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/settings');
    await expect(page.getByTestId('inks-summary')).toBeVisible({ timeout: 30_000 });
    const before = await page.getByTestId('inks-summary').textContent();
    await page.getByTestId('upload-inks-file').setInputFiles({ name: 'inks.csv', mimeType: 'text/csv', buffer: Buffer.from('name,hex\nRed,#ff0000\nBlue,blue\n') });
    await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
    const problems = page.getByTestId('upload-inks-problems');
    await expect(problems).toContainText('inks.csv was not saved');
    await expect(problems.getByTestId('upload-refusal')).toContainText('Line 3, hex');
    await expect(page.getByTestId('inks-summary')).toHaveText(before ?? '');
  });

  test('customers, a customer and settings are axe-clean in English and Khmer', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { user } = await customerWithOrder(request, 'bo-axe');
    const headers = await staffHeaders(request);
    const list = await request.get(`${SHOP_ONE}/api/provider/customers?search=${encodeURIComponent(user.email)}`, { headers });
    const customerId = ((await list.json()) as { data: { id: string }[] }).data[0]?.id;
    expect(customerId).toBeTruthy();
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers');
    for (const lang of ['en', 'kh'] as const) {
      for (const [path, testId] of [
        ['/backoffice/customers', 'customers-page'],
        [`/backoffice/customers/${customerId}`, 'customer-page'],
        ['/backoffice/settings', 'settings-page'],
      ] as const) {
        await page.goto(path);
        await inLanguage(page, lang);
        await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
        if (lang === 'kh') await expect(page.getByTestId(testId)).toContainText(/[\u1780-\u17FF]/);
        await expectAxeClean(page, `${path} ${lang}`);
      }
    }
  });

  test('on a 768 px tablet the customers are a table that fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers');
    await expect(page.getByTestId('customers-table')).toBeVisible({ timeout: 30_000 });
    const fits = await page.getByTestId('customers-table').evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });

  test('on a 390 px phone the customers are cards, and the settings fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/customers');
    await expect(page.getByTestId('customer-cards')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('customers-table')).toHaveCount(0);
    await page.goto('/backoffice/settings');
    await expect(page.getByTestId('lead-time-REVIEWING')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
