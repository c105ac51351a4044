import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * The back office's catalogue (issue 36): the owner changes a price tier of a garment; the customer's
 * next quote at checkout has the new price (and an estimated delivery day), while an order placed
 * before keeps its price. The page is axe-clean in English and Khmer. Boxing trunks: a garment no
 * other spec prices, so the specs that check the soccer kit's prices are not disturbed; the tiers are
 * put back at the end.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GARMENT = 'BOXING_TRUNKS';
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Tier {
  minQuantity: number;
  unitCents: number;
}

async function tiersNow(request: APIRequestContext, staff: Record<string, string>): Promise<Tier[]> {
  const response = await request.get(`${SHOP_ONE}/api/provider/catalogue`, { headers: staff });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { garments: { productType: string; tiers: Tier[] }[] } };
  return data.garments.find((garment) => garment.productType === GARMENT)?.tiers ?? [];
}

/** A boxing-trunks design of the customer with one player on their roster. */
async function designWithPlayer(request: APIRequestContext, headers: Record<string, string>, teamName: string): Promise<{ designId: string; playerId: string }> {
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'boxingtrunk', teamName }, name: `${teamName} trunks` } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Keo Rith', number: 3, size: 'M' } });
  expect([200, 201]).toContain(player.status());
  return { designId: ((await design.json()) as { data: { id: string } }).data.id, playerId: ((await player.json()) as { data: { id: string } }).data.id };
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('[data-testid="catalogue-page"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

let saved: Tier[] = [];

test.afterAll(async ({ request }) => {
  if (saved.length === 0) return;
  const staff = await staffHeaders(request);
  await request.put(`${SHOP_ONE}/api/provider/catalogue/prices`, { headers: staff, data: { productType: GARMENT, tiers: saved } });
});

test.describe('the back office’s catalogue', () => {
  test('the owner changes a price tier: a new quote has the new price, an older order keeps its own', async ({ page, request, browser }) => {
    const staff = await staffHeaders(request);
    saved = await tiersNow(request, staff);
    expect(saved[0]?.minQuantity).toBe(1);
    const oldUnit = saved[0]?.unitCents ?? 0;
    const newUnit = oldUnit + 1175;

    // The older order: one piece at the price of the first tier.
    const customer: Customer = await registerCustomer(request, 'catalogue');
    const headers = await bearerOf(request, customer);
    const first = await designWithPlayer(request, headers, 'Mekong Boxing');
    const placed = await request.post(`${SHOP_ONE}/api/orders`, {
      headers: { ...headers, 'Idempotency-Key': `catalogue-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: { designId: first.designId, players: [{ playerId: first.playerId, size: 'M' }], address: 'No. 3, Street 51, Phnom Penh', phone: '+855 12 345 678' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: string; prices: { unitPriceCents: number } } }).data;
    expect(order.prices.unitPriceCents).toBe(oldUnit);

    // The owner edits the first tier: the preview follows as they type; a bad amount is marked at once.
    await signInStaff(page, SHOP_ONE, undefined, '/backoffice/catalogue');
    const card = page.getByTestId(`prices-${GARMENT}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expectAxeClean(page);
    const unit = card.getByTestId(`prices-${GARMENT}-0-unit`);
    await unit.fill('12.345');
    await expect(card.getByTestId(`prices-${GARMENT}-0-unit-problem`)).toHaveText('Whole cents only (two decimals).');
    await expect(card.getByTestId(`prices-${GARMENT}-save`)).toBeDisabled();
    await unit.fill((newUnit / 100).toFixed(2));
    await expect(card.getByTestId(`prices-${GARMENT}-preview-1`)).toContainText(`(${usd(newUnit)} a piece)`);
    await card.getByTestId(`prices-${GARMENT}-save`).click();
    await expect(card.getByTestId(`prices-${GARMENT}-save`)).toBeDisabled();
    expect((await tiersNow(request, staff))[0]).toEqual({ minQuantity: 1, unitCents: newUnit });

    // Khmer: the same page, axe-clean.
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.reload();
    await expect(page.getByTestId(`prices-${GARMENT}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('កាតាឡុក');
    await expectAxeClean(page);

    // The customer's checkout: a new quote at the new price, and an estimated delivery day.
    const second = await designWithPlayer(request, headers, 'Tonle Boxing');
    const shopper = await browser.newPage();
    await shopper.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInThroughApi(shopper, request, SHOP_ONE, customer);
    await shopper.goto(`${SHOP_ONE}/me/checkout?design=${second.designId}`);
    await shopper.getByRole('checkbox', { name: 'Select all players shown' }).check();
    await expect(shopper.getByTestId('price-unit')).toHaveText(usd(newUnit), { timeout: 30_000 });
    await expect(shopper.getByTestId('delivery-estimate')).toContainText('Estimated delivery by');

    // The order placed before keeps its price and shows the estimate it was placed with.
    await shopper.goto(`${SHOP_ONE}/me/order?id=${order.id}`);
    await expect(shopper.getByTestId('price-unit')).toHaveText(usd(oldUnit), { timeout: 30_000 });
    await expect(shopper.getByTestId('delivery-estimate')).toContainText('Estimated delivery by');
    await shopper.close();
  });
});
