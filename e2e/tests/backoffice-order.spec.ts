import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';
import { popupOpened } from './support/motion';

/**
 * The back office's order page (issue 35): the shop's team approves an order, records a payment and
 * sees the balance due, ships with a carrier and tracking reference (which the customer's order then
 * carries), is refused an empty reason to reject, downloads the proof PDF; the page is axe-clean in
 * English and Khmer, and an address that names no order says so.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Placed {
  id: string;
  number: number;
  grandTotalCents: number;
}

/** A new customer of this test with one order placed through the API (REVIEWING), and their headers. */
async function placedOrder(request: APIRequestContext, prefix: string): Promise<{ customer: Record<string, string>; order: Placed }> {
  const user = await registerCustomer(request, prefix);
  const customer = await bearerOf(request, user);
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers: customer, data: { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon Lions' }, name: 'Bayon home' } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_ONE}/api/players`, { headers: customer, data: { name: 'Lim Dara', number: 5, size: 'L' } });
  expect(player.status()).toBe(201);
  const placed = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...customer, 'Idempotency-Key': `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      designId: ((await design.json()) as { data: { id: string } }).data.id,
      players: [{ playerId: ((await player.json()) as { data: { id: string } }).data.id, size: 'L' }],
      extras: [{ size: 'M', quantity: 9 }],
      address: 'No. 5, Street 7, Siem Reap',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { customer, order: ((await placed.json()) as { data: Placed }).data };
}

/** The staff signed in on the page (support/backoffice-staff.ts), the page in a language; their bearer header for the API. */
async function signStaffIn(page: Page, request: APIRequestContext, lang: 'en' | 'kh' = 'en'): Promise<Record<string, string>> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInStaff(page);
  return staffHeaders(request);
}

async function moveThroughApi(request: APIRequestContext, staff: Record<string, string>, id: string, data: unknown): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/provider/orders/${id}/transition`, { headers: staff, data });
  expect(response.status(), await response.text()).toBe(200);
}

async function openOrder(page: Page, number: number | string): Promise<void> {
  await page.goto(`${SHOP_ONE}/backoffice/orders/${number}`);
  await expect(page.getByTestId('backoffice-order-page')).toBeVisible({ timeout: 30_000 });
}

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('the back office’s order page', () => {
  test('approves an order: the page shows Approved, the timeline the move, and the print files being made', async ({ page, request }) => {
    const { order } = await placedOrder(request, 'bo-approve');
    await signStaffIn(page, request);
    await openOrder(page, order.number);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'REVIEWING');
    await expect(page.getByTestId('order-size-run')).toContainText('L');
    await expect(page.getByTestId('order-picture').first()).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
    await expect(page.getByTestId('order-action-startProduction')).toHaveCount(0);

    await page.getByTestId('order-action-approve').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('move-note').fill('Printing on Monday');
    await dialog.getByTestId('move-submit').click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'APPROVED');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-title')).toBeFocused();
    await expect(page.locator('[data-testid="timeline-entry"][data-to="APPROVED"]')).toContainText('Printing on Monday');
    await expect(page.getByTestId('order-section-files')).toBeVisible();
    // Production waits for the customer's approval of the proof, and says so.
    await expect(page.getByTestId('order-action-startProduction')).toBeDisabled();
    await expect(page.getByTestId('order-action-blocked')).toContainText('approves the proof');
  });

  test('records a payment and shows the balance due before and after', async ({ page, request }) => {
    const { order } = await placedOrder(request, 'bo-pay');
    await signStaffIn(page, request);
    await openOrder(page, order.number);
    await expect(page.getByTestId('order-balance-due')).toHaveText(usd(order.grandTotalCents));

    await page.getByTestId('order-record-payment').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('payment-due-now')).toHaveText(usd(order.grandTotalCents));
    await dialog.getByTestId('payment-amount').fill('20.50');
    await expect(dialog.getByTestId('payment-due-after')).toHaveText(usd(order.grandTotalCents - 2050));
    // A day after today is refused before anything is sent.
    await dialog.getByTestId('payment-day').fill('2099-01-01');
    await dialog.getByTestId('payment-submit').click();
    await expect(dialog.getByTestId('payment-receivedOn-error')).toBeVisible();
    await dialog.getByTestId('payment-day').fill('2026-01-02');
    await dialog.getByLabel('KHQR').check();
    await dialog.getByTestId('payment-reference').fill('KHQR-778812');
    await dialog.getByTestId('payment-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-balance-due')).toHaveText(usd(order.grandTotalCents - 2050));
    await expect(page.getByTestId('order-payment')).toContainText('KHQR-778812');
    await expect(page.getByTestId('order-record-payment')).toBeFocused();
  });

  test('ships with a carrier and tracking reference, which the customer’s order then carries', async ({ page, request }) => {
    const { customer, order } = await placedOrder(request, 'bo-ship');
    const staff = await signStaffIn(page, request);
    await moveThroughApi(request, staff, order.id, { to: 'APPROVED' });
    const approved = await request.post(`${SHOP_ONE}/api/orders/${order.id}/proof/approve`, { headers: customer, data: {} });
    expect(approved.status(), await approved.text()).toBe(200);
    await moveThroughApi(request, staff, order.id, { to: 'PROCESSING' });
    await moveThroughApi(request, staff, order.id, { to: 'READY' });
    await openOrder(page, order.number);

    await page.getByTestId('order-action-ship').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('move-submit').click();
    await expect(dialog.getByTestId('move-carrier-error')).toBeVisible();
    await expect(dialog.getByTestId('move-trackingReference-error')).toBeVisible();
    await dialog.getByTestId('move-carrier').fill('J&T Express');
    await dialog.getByTestId('move-tracking').fill('JT0042KH');
    await dialog.getByTestId('move-submit').click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ON_THE_WAY');
    await expect(page.getByTestId('order-carrier')).toHaveText('J&T Express');
    await expect(page.getByTestId('order-tracking')).toHaveText('JT0042KH');

    const seen = await request.get(`${SHOP_ONE}/api/orders/${order.id}`, { headers: customer });
    expect(((await seen.json()) as { data: { shipment: unknown } }).data.shipment).toEqual({ carrier: 'J&T Express', trackingReference: 'JT0042KH' });
  });

  test('the reject dialog refuses an empty reason, then asks before rejecting', async ({ page, request }) => {
    const { order } = await placedOrder(request, 'bo-reject');
    const staff = await signStaffIn(page, request);
    await openOrder(page, order.number);
    await page.getByTestId('order-action-reject').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('move-submit').click();
    await expect(dialog.getByTestId('move-note-error')).toHaveText('Give a reason: the customer reads it.');
    const still = await request.get(`${SHOP_ONE}/api/provider/orders/${order.number}`, { headers: staff });
    expect(((await still.json()) as { data: { status: string } }).data.status).toBe('REVIEWING');

    await dialog.getByTestId('move-note').fill('The logo picture is too blurred to print');
    await dialog.getByTestId('move-submit').click();
    await expect(dialog.getByTestId('move-confirm')).toContainText('cannot be undone');
    await dialog.getByTestId('move-submit').click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'REJECTED');
    await expect(page.getByTestId('order-actions')).toHaveCount(0);
  });

  test('downloads the proof PDF', async ({ page, request }) => {
    const { order } = await placedOrder(request, 'bo-proof');
    await signStaffIn(page, request);
    await openOrder(page, order.number);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('order-proof-download').click()]);
    expect(download.suggestedFilename()).toBe(`proof-${order.number}-en.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('an address that names no order says so, with the way back to the orders', async ({ page, request }) => {
    await signStaffIn(page, request);
    for (const address of ['not-a-number', '999999999']) {
      await openOrder(page, address);
      await expect(page.getByTestId('order-not-found')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('order-not-found').getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/backoffice/orders');
    }
  });

  test('prints an order sheet without the menu or buttons, and fits a 390 px phone', async ({ page, request }) => {
    const { order } = await placedOrder(request, 'bo-sheet');
    await signStaffIn(page, request);
    await page.setViewportSize({ width: 390, height: 844 });
    await openOrder(page, order.number);
    await expect(page.getByTestId('order-picture').first()).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
    await expect(page.getByTestId('order-sheet')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('order-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.number}`);
    await expect(sheet).toContainText('Lim Dara');
    await expect(sheet).toContainText('No. 5, Street 7, Siem Reap');
    await expect(sheet.getByRole('img', { name: /Front of the design/ })).toBeVisible();
    await expect(page.getByTestId('order-print-sheet')).toBeHidden();
    await expect(page.getByTestId('backoffice-order-page')).toBeHidden();
  });

  for (const lang of ['en', 'kh'] as const) {
    test(`is axe-clean in ${lang}, with its payment dialog open too`, async ({ page, request }) => {
      const { order } = await placedOrder(request, `bo-axe-${lang}`);
      await signStaffIn(page, request, lang);
      await openOrder(page, order.number);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
      await expect(page.getByTestId('order-picture').first()).toHaveAttribute('data-state', 'shown', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const onPage = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(onPage.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.getByTestId('order-record-payment').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Read once the dialog has zoomed in: mid-zoom its colours are blended with the page behind.
      await popupOpened(page.getByTestId('payment-submit'));
      const inDialog = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.ant-modal').analyze();
      expect(inDialog.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
