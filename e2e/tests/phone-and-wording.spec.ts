import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * What a team manager noticed walking the journey on a phone and in Khmer (issue 33, points 10
 * and 11): My orders and the checkout on a 390 px screen, the product sentences, the terms as
 * links, the checkout's summary as fields are corrected, and dates on a Khmer page.
 */

const PHONE = { width: 390, height: 844 };

interface Customer {
  headers: Record<string, string>;
  designId: string;
}

/** A customer of this test alone, with a design of `product` and a roster, signed in on the page. */
async function customerWithDesign(page: Page, request: APIRequestContext, prefix: string, product: string, players: { name: string; number: number; size: string }[]): Promise<Customer> {
  const user = await registerCustomer(request, prefix);
  const headers = await bearerOf(request, user);
  const imported = await request.post(`${SHOP_ONE}/api/players/import`, { headers, data: { rows: players } });
  expect(imported.status(), await imported.text()).toBe(201);
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product, teamName: 'Mekong United' } } });
  expect(design.status()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, user);
  return { headers, designId: ((await design.json()) as { data: { id: string } }).data.id };
}

/** The order checkout would place for the whole roster. */
async function placeOrder(request: APIRequestContext, { headers, designId }: Customer): Promise<number> {
  const roster = ((await (await request.get(`${SHOP_ONE}/api/players?sort=number&pageSize=100`, { headers })).json()) as { data: { id: string; size: string }[] }).data;
  const ordered = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'idempotency-key': `phone-${designId}` },
    data: { designId, players: roster.map((player) => ({ playerId: player.id, size: player.size })), extras: [], address: 'Riverside, Phnom Penh', phone: '+855 12 345 678', note: '' },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return ((await ordered.json()) as { data: { number: number } }).data.number;
}

/** Whether the element is on the screen without scrolling sideways: within the phone's width. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return (box?.x ?? Infinity) + (box?.width ?? 0);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Serious and critical accessibility problems axe finds on the page as it is now. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('My orders shows each order as a card: number, status, day and total readable without scrolling sideways', async ({ page, request }) => {
    const customer = await customerWithDesign(page, request, 'phone-orders', 'tshirt', [
      { name: 'Dara', number: 9, size: 'M' },
      { name: 'Sokha', number: 10, size: 'L' },
    ]);
    const number = await placeOrder(request, customer);

    await page.goto('/me/histories');
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('orders-table')).toHaveCount(0);
    const link = card.getByRole('link', { name: `Order #${number}` });
    await expect(link).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('Reviewing');
    await expect(card.getByTestId('order-card-total')).toContainText(/\$\d/);
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    for (const part of [link, card.getByTestId('order-status'), card.getByTestId('order-card-total'), card.locator('time')]) {
      expect(await rightEdge(part)).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(/\/me\/order\?id=/);
  });

  test('the checkout shows a ticked player’s sizes, the shorts size too, within the screen', async ({ page, request }) => {
    const { designId } = await customerWithDesign(page, request, 'phone-checkout', 'soccer', [{ name: 'Dara', number: 9, size: 'M' }]);
    await page.goto(`/me/checkout?design=${designId}`);
    await page.getByRole('checkbox', { name: 'Select all players shown' }).check();

    // Each field of the ticked player, the shorts size last: on the screen, not cut off at its edge.
    const select = (name: string) => page.getByRole('combobox', { name });
    for (const field of [
      page.getByRole('textbox', { name: 'Name printed for Dara' }),
      page.getByRole('spinbutton', { name: 'Number printed for Dara' }),
      select('Shirt size for Dara'),
      select('Shorts size for Dara'),
    ]) {
      await expect(field).toBeVisible();
      expect(await rightEdge(field)).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.getByTestId('checkout-players')).toContainText('Shorts size');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

test('the checkout’s summary counts the fields still wrong as they are corrected', async ({ page, request }) => {
  const { designId } = await customerWithDesign(page, request, 'summary', 'tshirt', [{ name: 'Dara', number: 9, size: 'M' }]);
  await page.goto(`/me/checkout?design=${designId}`);
  await page.getByRole('checkbox', { name: 'Select all players shown' }).check();
  // Two fields wrong: no number for Dara, no delivery address.
  await page.getByRole('spinbutton', { name: 'Number printed for Dara' }).fill('');
  await page.getByTestId('place-order').click();
  const notice = page.getByTestId('checkout-notice');
  await expect(notice).toContainText('Please correct the 2 fields marked in the form.');

  await page.getByLabel('Delivery address').fill('Riverside, Phnom Penh');
  await expect(notice).toContainText('Please correct the field marked in the form.');
  await page.getByRole('spinbutton', { name: 'Number printed for Dara' }).fill('9');
  await expect(notice).toHaveCount(0);
});

test.describe('wording', () => {
  test('Products says “Design an oversized t-shirt”, a sentence per garment, in English and Khmer', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-oversizedshirt').getByRole('link')).toHaveText('Design an oversized t-shirt');
    await expect(page.getByTestId('product-boxingtrunk').getByRole('link')).toHaveText('Design boxing trunks');
    await page.getByTestId('language-select').first().selectOption('kh');
    await expect(page.getByTestId('product-oversizedshirt').getByRole('link')).toHaveText('រចនាអាវយឺតធំ');
  });

  test('the footer’s legal items and sign-up’s terms and conditions are links to the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/auth/terms');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/terms`);
    await expect(page.getByTestId('terms-body')).not.toBeEmpty();

    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Sokha');
    const terms = page.locator('main form').getByRole('link', { name: 'terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/auth/terms');
    // A plain click reads them in a dialog: the form keeps what was typed.
    await terms.click();
    await expect(page.getByRole('dialog').getByTestId('terms-body')).not.toBeEmpty();
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signup`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByLabel('First name')).toHaveValue('Sokha');
  });

  test('Settings on a Khmer page writes its dates the Khmer way, not in English', async ({ page, request }) => {
    const user = await registerCustomer(request, 'dates-kh');
    await signInThroughApi(page, request, SHOP_ONE, user);
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.goto('/me/setting');
    const device = page.getByTestId('session-item').first();
    await expect(device).toBeVisible();
    const text = await device.innerText();
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/);
    expect(text).toMatch(/\d{1,2} (មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ) \d{4}/);
  });
});
