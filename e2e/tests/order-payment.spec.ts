import { promises as fs } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { MEKONG_ADMIN, staffHeaders } from './support/backoffice-staff';
import { SHOP_TWO } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * The customer's Pay card (issue 38): under a 50 % deposit with KHQR and bank transfer, an order the
 * shop approved shows the deposit due before production, a KHQR code for it, the bank transfer with
 * the order number as reference, and downloads its invoice (a PDF). On Mekong, whose rules are put
 * back after (backoffice-payments.spec.ts changes them too: the two are not to run at once).
 */

const RULES = `${SHOP_TWO}/api/provider/settings/payments`;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Placed {
  id: string;
  number: number;
  grandTotalCents: number;
}

let owner: Record<string, string>;
let was: unknown;

test.beforeAll(async ({ request }) => {
  owner = await staffHeaders(request, SHOP_TWO, MEKONG_ADMIN);
  was = ((await (await request.get(RULES, { headers: owner })).json()) as { data: unknown }).data;
  const set = await request.put(RULES, {
    headers: owner,
    data: {
      methods: {
        khqr: { bakongAccountId: 'mekong@aclb', merchantName: 'Mekong Sportswear', merchantCity: 'Phnom Penh', currencies: ['USD'] },
        bankTransfer: { bankName: 'ABA Bank', bankNameKh: '', accountName: 'Mekong Sportswear Co', accountNameKh: '', accountNumber: '000 123 456' },
        cashOnDelivery: true,
      },
      deposit: { percent: 50, balanceDue: 'before_shipping' },
    },
  });
  expect(set.status(), await set.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  const back = await request.put(RULES, { headers: owner, data: was });
  expect(back.status(), await back.text()).toBe(200);
});

async function approvedOrder(request: APIRequestContext): Promise<{ user: Customer; order: Placed }> {
  const user = await registerCustomer(request, 'order-pay', SHOP_TWO);
  const customer = await bearerOf(request, user, SHOP_TWO);
  const design = await request.post(`${SHOP_TWO}/api/designs`, { headers: customer, data: { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Mekong Tigers' }, name: 'Tigers away' } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_TWO}/api/players`, { headers: customer, data: { name: 'Chan Sokha', number: 9, size: 'L' } });
  expect(player.status()).toBe(201);
  const placed = await request.post(`${SHOP_TWO}/api/orders`, {
    headers: { ...customer, 'Idempotency-Key': `order-pay-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      designId: ((await design.json()) as { data: { id: string } }).data.id,
      players: [{ playerId: ((await player.json()) as { data: { id: string } }).data.id, size: 'L' }],
      extras: [{ size: 'M', quantity: 4 }],
      address: 'Riverside 3, Phnom Penh',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: Placed }).data;
  const approved = await request.post(`${SHOP_TWO}/api/provider/orders/${order.id}/transition`, { headers: owner, data: { to: 'APPROVED' } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { user, order };
}

test('an approved order shows the deposit due with a KHQR code and the bank reference, and downloads its invoice', async ({ page, request }) => {
  const { user, order } = await approvedOrder(request);
  await signInThroughApi(page, request, SHOP_TWO, user);
  await page.goto(`${SHOP_TWO}/me/order?id=${order.id}`);

  const pay = page.getByTestId('order-pay');
  await expect(pay.getByTestId('order-pay-due')).toHaveText(usd(Math.ceil(order.grandTotalCents / 2)), { timeout: 30_000 });
  await expect(pay).toContainText('Deposit due now');
  await expect(pay.getByTestId('order-pay-before')).toContainText('starts production once the deposit is paid');
  await expect(pay.getByTestId('order-pay-paid')).toHaveText(usd(0));
  await expect(pay.getByTestId('order-pay-khqr-USD').getByTestId('order-pay-qr').locator('svg')).toBeVisible();
  await expect(pay.getByTestId('order-pay-khqr-USD')).toContainText('Valid until');
  await expect(pay.getByTestId('order-pay-reference')).toHaveText(String(order.number));
  await expect(pay.getByTestId('order-pay-cash')).toBeVisible();

  const accessibility = await new AxeBuilder({ page }).include('[data-testid="order-pay"]').withTags(WCAG_TAGS).analyze();
  expect(accessibility.violations).toEqual([]);

  const downloading = page.waitForEvent('download');
  await pay.getByTestId('order-pay-invoice').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const file = await fs.readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // On a phone the card stays within the screen: the code and the details, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(pay.getByTestId('order-pay-qr')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
