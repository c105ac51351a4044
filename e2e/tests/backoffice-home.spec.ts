import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';

/**
 * The back office's home (issue 36): the owner opens /backoffice and reads the shop's numbers as the
 * API counts them in the reader's time zone, with the revenue chart, and downloads them as CSV; the
 * workshop, which sees no money, is sent to the orders; axe-clean in English and Khmer.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ZONE = 'Asia/Phnom_Penh';
const WORKSHOP = { email: 'workshop@angkor.test', password: 'Workshop#2026pass' };

test.use({ timezoneId: ZONE });

interface Week {
  start: string;
  ordersPlaced: number;
  revenueCents: number;
  paidCents: number;
}
interface Numbers {
  weeks: Week[];
  statuses: { status: string; count: number }[];
}

/** An order placed now by a new customer, so this week has revenue. */
async function placeOrder(request: APIRequestContext): Promise<void> {
  const user = await registerCustomer(request, 'bo-home');
  const headers = await bearerOf(request, user);
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon Lions' }, name: 'Bayon home' } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Lim Dara', number: 5, size: 'L' } });
  expect(player.status()).toBe(201);
  const placed = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'Idempotency-Key': `bo-home-${Date.now()}` },
    data: {
      designId: ((await design.json()) as { data: { id: string } }).data.id,
      players: [{ playerId: ((await player.json()) as { data: { id: string } }).data.id, size: 'L' }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

async function numbersFromApi(request: APIRequestContext): Promise<Numbers> {
  const response = await request.get(`${SHOP_ONE}/api/provider/numbers?timeZone=${encodeURIComponent(ZONE)}`, { headers: await staffHeaders(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Numbers }).data;
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function expectAxeClean(page: Page, what: string): Promise<void> {
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the back office’s home: the numbers', () => {
  test('the owner reads this week’s figures as the API counts them, the chart, and downloads the CSV; en and kh axe-clean', async ({ page, request }) => {
    test.setTimeout(120_000);
    await placeOrder(request);
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice');
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('nav a[aria-current="page"], a[aria-current="page"]').first()).toHaveAttribute('href', '/backoffice');

    // Other specs place and pay orders in this shop at the same time: the page and the API are
    // compared as read together, and the page read again until they agree (a figure that moved
    // between the page's load and the API's answer).
    let numbers = await numbersFromApi(request);
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      await expect(page.getByTestId('figure-orders-value')).toBeVisible({ timeout: 20_000 });
      numbers = await numbersFromApi(request);
      const week = numbers.weeks.at(-1);
      expect(week?.ordersPlaced).toBeGreaterThan(0);
      expect({
        orders: await page.getByTestId('figure-orders-value').textContent(),
        revenue: await page.getByTestId('figure-revenue-value').textContent(),
        paid: await page.getByTestId('figure-paid-value').textContent(),
        reviewing: await page.locator('[data-testid="status-count"][data-status="REVIEWING"]').textContent(),
      }).toEqual({
        orders: String(week?.ordersPlaced),
        revenue: dollars(week?.revenueCents ?? 0),
        paid: dollars(week?.paidCents ?? 0),
        reviewing: expect.stringContaining(String(numbers.statuses.find((row) => row.status === 'REVIEWING')?.count ?? 0)),
      });
    }).toPass({ timeout: 60_000 });
    const thisWeek = numbers.weeks.at(-1);
    await expect(page.getByTestId('numbers-week')).toHaveCount(13);
    await expect(page.getByTestId('revenue-chart').locator('rect')).toHaveCount(13);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-numbers').click()]);
    expect(download.suggestedFilename()).toMatch(/^numbers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fs.readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(14);
    expect(lines[0]).toMatch(/^week_start,orders_placed,/);
    // This week's row (its figures may have moved since: other specs order at the same time).
    expect(lines[13]?.startsWith(`${thisWeek?.start},`)).toBe(true);

    await expectAxeClean(page, 'home (en)');
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('តួលេខ');
    await expectAxeClean(page, 'home (kh)');
  });

  test('the workshop opening /backoffice is sent to the orders board, and has no numbers in its menu', async ({ page }) => {
    test.setTimeout(60_000);
    await signInStaff(page, SHOP_ONE, WORKSHOP, '/backoffice');
    await expect(page).toHaveURL(/\/backoffice\/orders/, { timeout: 30_000 });
    // The menu is drawn (its orders entry), and has no entry for the numbers.
    await expect(page.locator('a[href="/backoffice/orders"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('a[href="/backoffice"]')).toHaveCount(0);
  });
});
