import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf } from './support/accounts';
import { ANGKOR_ADMIN, signInStaff, staffHeaders } from './support/backoffice-staff';
import { customerOrder } from './support/customer-order';
import { SHOP_ONE } from './support/env';
import { linkMailedTo } from './support/mail';

/**
 * The shop's team (issue 36, docs/product.md §15): an owner invites a production colleague, who
 * joins from the mailed link, signs in, moves an order to READY and is shown no prices, no
 * settings and no catalogue prices; the owner then reads both in the audit log.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PASSWORD = 'Workshop-Ink-2026!';

test.use({ baseURL: SHOP_ONE });

async function moveThroughApi(request: APIRequestContext, headers: Record<string, string>, id: string, to: string): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/provider/orders/${id}/transition`, { headers, data: { to } });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an owner invites a production colleague, who joins from the mail, moves an order to READY and sees no prices', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = `workshop-${Date.now()}@angkor.test`;
  // An order in production, set up through the API.
  const { user, order } = await customerOrder(request, 'bo-team');
  const owner = await staffHeaders(request);
  await moveThroughApi(request, owner, order.id, 'APPROVED');
  const approved = await request.post(`${SHOP_ONE}/api/orders/${order.id}/proof/approve`, { headers: await bearerOf(request, user), data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await moveThroughApi(request, owner, order.id, 'PROCESSING');

  // The owner invites them.
  await signInStaff(page, SHOP_ONE, ANGKOR_ADMIN, '/backoffice/team');
  await expect(page.getByTestId('team-table')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('team-invite').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Kanha');
  await dialog.getByLabel('Last name').fill('Ouk');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByTestId('invite-role').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Production').click();
  await expect(dialog).toContainText('no prices');
  await dialog.getByTestId('invite-send').click();
  await expect(page.getByTestId(`member-status-${email}`)).toHaveText('Invited');

  // The colleague opens the mailed link in their own browser.
  const link = new URL(await linkMailedTo(email, '/backoffice/invitation'));
  const theirs = await browser.newContext();
  const colleague = await theirs.newPage();
  await colleague.goto(`${SHOP_ONE}${link.pathname}${link.search}`);
  await expect(colleague.getByTestId('invitation-form')).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByTestId('invitation-page')).toContainText(email);
  await expect(colleague.getByTestId('invitation-page')).toContainText('Production');
  await expectAxeClean(colleague);
  await colleague.getByTestId('invitation-password').fill(PASSWORD);
  await colleague.getByTestId('invitation-repeat').fill(`${PASSWORD}x`);
  await colleague.getByTestId('invitation-join').click();
  await expect(colleague.getByText('The two passwords are not the same')).toBeVisible();
  await colleague.getByTestId('invitation-repeat').fill(PASSWORD);
  await colleague.getByTestId('invitation-join').click();

  // The sign-in, their e-mail filled in; first the shop's terms, as every account.
  const form = colleague.getByTestId('staff-signin-form');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await colleague.getByRole('button', { name: 'I accept' }).click();
  await expect(colleague).toHaveURL(/\/backoffice\/orders/);

  // Their menu: the orders only. The order: no price, no payments; only the move to READY.
  const menu = colleague.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Customers', 'Settings', 'Team', 'Audit log', 'The numbers']) await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  await colleague.goto(`${SHOP_ONE}/backoffice/orders/${order.number}`);
  await expect(colleague.getByTestId('backoffice-order-page')).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByTestId('order-price')).toHaveCount(0);
  await expect(colleague.getByTestId('order-section-payments')).toHaveCount(0);
  await expect(colleague.getByTestId('order-action-cancel')).toHaveCount(0);
  await colleague.getByTestId('order-action-ready').click();
  await colleague.getByTestId('move-note').fill('Printed and packed');
  await colleague.getByTestId('move-submit').click();
  await expect(colleague.getByTestId('order-status')).toHaveAttribute('data-status', 'READY');

  // Prices and settings are not theirs.
  await colleague.goto(`${SHOP_ONE}/backoffice/settings`);
  await expect(colleague.getByTestId('role-refusal')).toBeVisible({ timeout: 30_000 });
  await colleague.goto(`${SHOP_ONE}/backoffice/catalogue`);
  await expect(colleague.getByTestId('catalogue-page')).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByTestId('catalogue-page')).not.toContainText('$');
  const prices = await colleague.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('teamwear.backoffice.session') ?? '{}') as { access_token?: string };
    return (await fetch('/api/provider/catalogue', { headers: { Authorization: `Bearer ${session.access_token ?? ''}` } })).status;
  });
  expect(prices).toBe(403);
  await theirs.close();

  // The owner sees them active, and both changes in the audit log.
  await page.reload();
  await expect(page.getByTestId(`member-status-${email}`)).toHaveText('Active');
  await page.goto(`${SHOP_ONE}/backoffice/audit`);
  const log = page.getByTestId('audit-table');
  await expect(log).toBeVisible({ timeout: 30_000 });
  await expect(log).toContainText('member.invited');
  await expect(log).toContainText('order.moved');
  await expect(log).toContainText('Kanha Ouk');
  await page.getByTestId('audit-area').selectOption('team');
  await expect(log).not.toContainText('order.moved');
});

test('the team and the audit log are axe-clean in English and Khmer', async ({ page }) => {
  await signInStaff(page, SHOP_ONE, ANGKOR_ADMIN, '/backoffice/team');
  for (const lang of ['en', 'kh'] as const) {
    await page.evaluate((language) => localStorage.setItem('lang', language), lang);
    for (const address of ['/backoffice/team', '/backoffice/audit']) {
      await page.goto(`${SHOP_ONE}${address}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
      await expect(page.getByTestId(address === '/backoffice/team' ? 'team-table' : 'audit-filters')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
      await expectAxeClean(page);
    }
  }
});

test('an invitation link that does not work says so and what to do', async ({ page }) => {
  await page.goto(`${SHOP_ONE}/backoffice/invitation?token=not-a-real-invitation`);
  await expect(page.getByTestId('invitation-invalid')).toContainText('Ask the shop’s owner for a new one.', { timeout: 30_000 });
  await page.goto(`${SHOP_ONE}/backoffice/invitation`);
  await expect(page.getByTestId('invitation-invalid')).toContainText('This page opens from the link in your invitation mail.');
});
