import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { dataRows } from './support/tables';

/**
 * Following an order (issue 33): an open order page turns from Reviewing to Approved by itself when
 * the shop approves the order (it stayed "Reviewing" until a reload), its banner follows the
 * status, and the customer sees what is due and how to pay, also for an order completed unpaid.
 */

interface Placed {
  id: string;
  number: number;
  grandTotalCents: number;
}

/** A customer of this test with one order placed through the API, signed in on the page. */
async function customerWithOrder(page: Page, request: APIRequestContext, prefix: string): Promise<{ headers: Record<string, string>; order: Placed }> {
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
      extras: [{ size: 'M', quantity: 24 }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, user);
  return { headers, order: ((await placed.json()) as { data: Placed }).data };
}

/** The shop's team, through the API as its command-line tool calls it. */
async function shop(request: APIRequestContext): Promise<(path: string, data: unknown) => Promise<void>> {
  const token = await request.post(`${SHOP_ONE}/api/accounts/token`, { data: { email: 'admin@angkor.test', password: 'Admin#2026pass', clientId: 'provider' } });
  expect(token.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  return async (path, data) => {
    const response = await request.post(`${SHOP_ONE}/api/provider/orders/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
}

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('following an order', () => {
  test('the open order page turns Approved by itself when the shop approves, and shows what is due and how to pay', async ({ page, request }) => {
    const { order } = await customerWithOrder(page, request, 'follow');
    await page.goto(`/me/order?id=${order.id}`);
    const banner = page.getByTestId('order-banner');
    await expect(banner).toHaveAttribute('data-status', 'REVIEWING', { timeout: 30_000 });
    await expect(banner).toContainText(`The shop is reviewing order #${order.number}`);
    await expect(page.getByTestId('order-due')).toHaveText(usd(order.grandTotalCents));
    await expect(page.getByTestId('order-how-to-pay')).toContainText('+855 63 760 120');
    // The page is never loaded again: a mark left on it must still be there when it shows Approved.
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

    const act = await shop(request);
    await act(`${order.id}/transition`, { to: 'APPROVED', note: 'Looks great' });
    await expect(banner).toHaveAttribute('data-status', 'APPROVED', { timeout: 20_000 });
    await expect(banner).toContainText(`The shop approved order #${order.number}`);
    await expect(banner).not.toContainText('reviewing');
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Approved');

    // A payment the shop records shows too, with what is left to pay.
    await act(`${order.id}/payments`, { amountCents: 5000, note: 'Deposit' });
    await expect(page.getByTestId('order-paid')).toHaveText(usd(5000), { timeout: 20_000 });
    await expect(page.getByTestId('order-due')).toHaveText(usd(order.grandTotalCents - 5000));
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  });

  test('an order received and completed with $140 unpaid says so on its page and in My orders', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { headers, order } = await customerWithOrder(page, request, 'unpaid');
    const act = await shop(request);
    await act(`${order.id}/transition`, { to: 'APPROVED' });
    expect((await request.post(`${SHOP_ONE}/api/orders/${order.id}/proof/approve`, { headers, data: {} })).status()).toBe(200);
    for (const to of ['PROCESSING', 'READY']) await act(`${order.id}/transition`, { to });
    await act(`${order.id}/transition`, { to: 'ON_THE_WAY', carrier: 'J&T Express', trackingReference: 'JT7788123KH' });
    expect(order.grandTotalCents).toBeGreaterThan(14000);
    await act(`${order.id}/payments`, { amountCents: order.grandTotalCents - 14000 });
    expect((await request.post(`${SHOP_ONE}/api/orders/${order.id}/received`, { headers, data: {} })).status()).toBe(200);

    await page.goto(`/me/order?id=${order.id}`);
    await expect(page.getByTestId('order-banner')).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
    await expect(page.getByTestId('order-completed-unpaid')).toContainText('This order is complete, but $140.00 is still to pay.');
    await expect(page.getByTestId('order-due')).toHaveText('$140.00');
    await expect(page.getByTestId('order-how-to-pay')).toContainText('hello@angkor.test');
    // Shipped with a carrier and tracking reference: the customer reads them with the delivery.
    await expect(page.getByTestId('order-carrier')).toHaveText('J&T Express');
    await expect(page.getByTestId('order-tracking')).toHaveText('JT7788123KH');

    await page.goto('/me/histories');
    const table = page.getByTestId('orders-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(dataRows(table).first()).toContainText('$140.00 to pay');
  });
});
