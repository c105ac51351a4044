import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * A garment's size guide (issue 36): the owner ticks the sizes the polo is made in and gives their
 * measurements in the catalogue; the customer's checkout offers only those sizes and shows them in
 * its size guide, in English and Khmer. The polo: a garment no other spec orders. The guide is put
 * back to every size, unmeasured, at the end.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GARMENT = 'POLO_SHIRT';

test.afterAll(async ({ request }) => {
  const staff = await staffHeaders(request);
  const catalogue = await request.get(`${SHOP_ONE}/api/provider/catalogue`, { headers: staff });
  const sizes = ((await catalogue.json()) as { data: { sizes: string[] } }).data.sizes;
  await request.put(`${SHOP_ONE}/api/provider/catalogue/size-guide`, {
    headers: staff,
    data: { productType: GARMENT, main: sizes.map((size) => ({ size, cm: {} })), shorts: null },
  });
});

test('the owner sets the polo’s sizes and measurements; the customer sees them in the checkout’s size guide', async ({ page, request, browser }) => {
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/catalogue');
  const card = page.getByTestId(`sizes-${GARMENT}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByText('Sizes: Polo shirt').click();
  const row = (size: string) => `sizes-${GARMENT}-main-${size}`;

  // Made in adult sizes only, measured; a measurement that is not one is named at its cell.
  for (const size of ['5XL', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y']) await card.getByTestId(`${row(size)}-offered`).uncheck();
  await card.getByTestId(`${row('M')}-chest`).fill('52,3');
  await expect(card.getByText('To the half cm: 52 or 52.5.')).toBeVisible();
  await expect(card.getByTestId(`sizes-${GARMENT}-save`)).toBeDisabled();
  await card.getByTestId(`${row('M')}-chest`).fill('52,5');
  await card.getByTestId(`${row('M')}-length`).fill('71');
  await card.getByTestId(`${row('L')}-chest`).fill('55');
  await card.getByTestId(`sizes-${GARMENT}-save`).click();
  await expect(card.getByTestId(`sizes-${GARMENT}-summary`)).toHaveText('(8 sizes, measured)');
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include(`[data-testid="sizes-${GARMENT}"]`).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`),
  ).toEqual([]);

  // The customer: a player in kids' 8Y cannot be given it; the size guide shows the measurements.
  const customer = await registerCustomer(request, 'size-guide');
  const headers = await bearerOf(request, customer);
  const design = await request.post(`${SHOP_ONE}/api/designs`, {
    headers,
    data: { document: { schemaVersion: 2, product: 'polo', teamName: 'Angkor Polo' }, name: 'Angkor polo' },
  });
  expect(design.status()).toBe(201);
  expect((await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Sok Dara', number: 8, size: '8Y' } })).status()).toBe(201);
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await signInThroughApi(shopper, request, SHOP_ONE, customer);
  await shopper.evaluate(() => localStorage.setItem('lang', 'en'));
  await shopper.goto(`${SHOP_ONE}/me/checkout?design=${((await design.json()) as { data: { id: string } }).data.id}`);
  await shopper.getByRole('checkbox', { name: 'Select all players shown' }).check();
  await shopper.getByTestId('place-order').click();
  await expect(shopper.getByText('This garment is not made in size 8Y: choose another size')).toBeVisible({ timeout: 30_000 });

  await shopper.getByTestId('size-guide-open').click();
  const guide = shopper.getByRole('dialog', { name: 'Size guide: Polo shirt' });
  await expect(guide).toBeVisible();
  const table = guide.getByTestId('size-guide-main');
  await expect(table.getByRole('row', { name: /^M\b/ })).toContainText('52.5 cm');
  await expect(table.getByRole('row', { name: /^M\b/ })).toContainText('71 cm');
  await expect(table.getByRole('row', { name: /^L\b/ })).toContainText('55 cm');
  await expect(table.getByRole('rowheader', { name: '8Y' })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: '5XL' })).toHaveCount(0);
  const dialogAxe = await new AxeBuilder({ page: shopper }).withTags(WCAG_TAGS).include('.ant-modal').analyze();
  expect(dialogAxe.violations.map((violation) => violation.id)).toEqual([]);

  // Khmer: the same guide in the customer's language.
  await shopper.evaluate(() => localStorage.setItem('lang', 'kh'));
  await shopper.reload();
  await shopper.getByTestId('size-guide-open').click();
  await expect(shopper.getByRole('dialog', { name: /^តារាងទំហំ៖/ })).toBeVisible({ timeout: 30_000 });
  await expect(shopper.getByRole('columnheader', { name: 'ទទឹងទ្រូង' })).toBeVisible();
  await context.close();
});
