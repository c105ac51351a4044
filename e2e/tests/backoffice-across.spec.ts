import { expect, test } from '@playwright/test';
import { bearerOf } from './support/accounts';
import { customerOrder } from './support/customer-order';
import { MEKONG_ADMIN, signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE, SHOP_TWO } from './support/env';
import { mailTo } from './support/mail';
import { signInThroughApi } from './support/session';

/**
 * An order across the customer app and the back office (issue 35): the customer orders, the shop's
 * staff approve it, record a payment and ship it; each side shows what the other did without a
 * reload. A customer's session never opens a back office page, and one shop's staff never see
 * another shop's order. The staff work in the back office: the customer's page, then the order's
 * page and its moves and payment dialog.
 */

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('an order across the customer app and the back office', () => {
  test('approved, paid and shipped in the back office, seen by the customer without a reload', { tag: '@smoke' }, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { user, order } = await customerOrder(request, 'across');

    // The customer's order page, open in their browser the whole time.
    const customerContext = await browser.newContext({ baseURL: SHOP_ONE });
    const customer = await customerContext.newPage();
    await signInThroughApi(customer, request, SHOP_ONE, user);
    await customer.goto(`/me/order?id=${order.id}`);
    const banner = customer.getByTestId('order-banner');
    await expect(banner).toHaveAttribute('data-status', 'REVIEWING', { timeout: 30_000 });
    await customer.evaluate(() => Object.assign(window, { __notReloaded: true }));

    // The staff, in another browser, find the customer and open the order from their page.
    const staffContext = await browser.newContext({ baseURL: SHOP_ONE });
    const office = await staffContext.newPage();
    await signInStaff(office, SHOP_ONE, undefined, '/backoffice/customers');
    await office.getByTestId('customer-search').fill(user.email);
    await expect(office.getByTestId('customer-row')).toHaveCount(1, { timeout: 20_000 });
    await office.getByTestId('customer-link').first().click();
    const customerPage = office.url();
    const row = office.getByTestId('customer-order').filter({ hasText: `#${order.number}` });
    await expect(row).toContainText('Reviewing');
    await row.getByTestId('customer-order-link').click();
    await expect(office).toHaveURL(new RegExp(`/backoffice/orders/${order.number}$`));
    const status = office.getByTestId('backoffice-order-page').getByTestId('order-status').first();
    await expect(status).toHaveAttribute('data-status', 'REVIEWING', { timeout: 30_000 });

    /** One of the order page's moves, with its note or shipment, as the staff make it. */
    const move = async (action: string, fill: Record<string, string> = {}) => {
      await office.getByTestId(`order-action-${action}`).click();
      const dialog = office.getByTestId('move-dialog');
      for (const [field, value] of Object.entries(fill)) await dialog.getByTestId(field).fill(value);
      await dialog.getByTestId('move-submit').click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    };

    // Approved in the back office: the customer's page follows by itself, and the customer is mailed.
    await move('approve', { 'move-note': 'Printing Monday' });
    await expect(status).toHaveAttribute('data-status', 'APPROVED');
    await expect(banner).toHaveAttribute('data-status', 'APPROVED', { timeout: 20_000 });
    await mailTo(user.email, `Order ${order.number}: Approved`);

    // A payment recorded: the balance due on both sides.
    await office.getByTestId('order-record-payment').click();
    const payment = office.getByTestId('payment-dialog');
    await payment.getByTestId('payment-amount').fill('50.00');
    await payment.getByTestId('payment-reference').fill('R-1');
    await payment.getByTestId('payment-submit').click();
    await expect(payment).toBeHidden({ timeout: 20_000 });
    const due = usd(order.grandTotalCents - 5000);
    await expect(office.getByTestId('order-balance-due')).toHaveText(due);
    await expect(customer.getByTestId('order-due')).toHaveText(due, { timeout: 20_000 });

    // Shipped with a carrier and tracking reference: the customer reads them.
    expect((await request.post(`${SHOP_ONE}/api/orders/${order.id}/proof/approve`, { headers: await bearerOf(request, user), data: {} })).status()).toBe(200);
    await office.reload();
    await move('startProduction');
    await expect(status).toHaveAttribute('data-status', 'PROCESSING');
    await move('ready');
    await expect(status).toHaveAttribute('data-status', 'READY');
    await move('ship', { 'move-carrier': 'J&T Express', 'move-tracking': 'JT7788123KH' });
    await expect(status).toHaveAttribute('data-status', 'ON_THE_WAY');
    await expect(banner).toHaveAttribute('data-status', 'ON_THE_WAY', { timeout: 20_000 });
    await expect(customer.getByTestId('order-carrier')).toHaveText('J&T Express');
    await expect(customer.getByTestId('order-tracking')).toHaveText('JT7788123KH');
    expect(await customer.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

    // The customer's page in the back office says the same.
    await office.goto(customerPage);
    await expect(row).toContainText('On the way');
    await expect(row).toContainText(due);

    await customerContext.close();
    await staffContext.close();
  });

  test('a customer’s session opening a back office page is sent to the back office sign-in', async ({ page, request }) => {
    await signInThroughApi(page, request, SHOP_ONE);
    await page.goto('/backoffice/orders');
    await expect(page).toHaveURL(/\/backoffice\/signin/, { timeout: 30_000 });
    await page.goto('/backoffice/customers');
    await expect(page).toHaveURL(/\/backoffice\/signin/, { timeout: 30_000 });
  });

  test('one shop’s staff cannot see another shop’s order or customer', async ({ page, request }) => {
    const { user, order } = await customerOrder(request, 'other-shop');
    const angkor = await staffHeaders(request);
    const found = await request.get(`${SHOP_ONE}/api/provider/customers?search=${encodeURIComponent(user.email)}`, { headers: angkor });
    const customerId = ((await found.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    expect(customerId).not.toBe('');

    // Mekong's staff, on Mekong's address, through the API and in the back office.
    const mekong = await staffHeaders(request, SHOP_TWO, MEKONG_ADMIN);
    expect((await request.get(`${SHOP_TWO}/api/provider/orders/${order.id}`, { headers: mekong })).status()).toBe(404);
    expect((await request.get(`${SHOP_TWO}/api/provider/customers/${customerId}`, { headers: mekong })).status()).toBe(404);
    await signInStaff(page, SHOP_TWO, MEKONG_ADMIN, `/backoffice/customers/${customerId}`);
    await expect(page.getByTestId('customer-not-found')).toBeVisible({ timeout: 30_000 });
    await page.goto(`${SHOP_TWO}/backoffice/customers?search=${encodeURIComponent(user.email)}`);
    await expect(page.getByTestId('customers-empty')).toBeVisible({ timeout: 30_000 });
  });
});
