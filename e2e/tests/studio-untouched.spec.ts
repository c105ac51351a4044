import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { askForStudioProbe, openStudio, waitForCanvas } from './support/studio';

/**
 * Issue 33 (6): a garment with nothing designed on it. Add to cart asks before it saves and
 * carts a blank kit; Preview shows the garment; and a garment opened from Products after saving a
 * design of it is a new design, with the saved one offered a click away.
 */

test.beforeEach(({ page }) => askForStudioProbe(page));

const plainQuestion = (page: Page) => page.getByRole('dialog', { name: 'Nothing is designed on this garment yet' });

test.describe('a garment with nothing designed on it', () => {
  test('Add to cart asks first: “Design it first” saves and carts nothing, “Add it as it is” does', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'untouched-cart');
    await signInThroughApi(page, request, SHOP_ONE, customer);
    await openStudio(page, '/design/soccer');

    await page.getByTestId('add-to-cart').click();
    await expect(plainQuestion(page)).toBeVisible();
    await plainQuestion(page).getByRole('button', { name: 'Design it first' }).click();
    await expect(plainQuestion(page)).toBeHidden();
    // Nothing was saved (no "Untitled design"), nothing carted.
    await expect(page).not.toHaveURL(/\?id=/);
    await expect(page.getByTestId('save-status')).toHaveText(/Not saved yet/);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page.getByTestId('add-to-cart').click();
    await plainQuestion(page).getByRole('button', { name: 'Add it as it is' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page).toHaveURL(/\/design\/soccer\?id=[0-9a-f-]{36}$/);
  });

  test('Preview shows the garment, not “There is no design to preview yet”', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await openStudio(page, '/design/hoodie');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview\?product=hoodie$/);
    await expect(page.getByTestId('design-preview')).toBeVisible();
    await expect(page.getByText('There is no design to preview yet.')).toHaveCount(0);
    await expect(page.getByTestId('design-preview')).toContainText('Hoodie');
    await waitForCanvas(page);
    // The garment is drawn: its chest is opaque cloth.
    const chest = await page.evaluate(() => {
      const probe = window.__teamwearStudio;
      const area = probe?.printAreas('front')['chest-centre'];
      return area ? probe?.pixelAt('front', area.x + area.width * 0.3, area.y + area.height / 2) : null;
    });
    expect(chest?.[3]).toBe(255);
  });

  test('opening a garment from Products after saving a design of it: a new design, the saved one a click away', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'products-after-save');
    await signInThroughApi(page, request, SHOP_ONE, customer);
    await openStudio(page, '/design/polo');
    await page.getByTestId('panel-tab-options').click();
    await page.locator('#studio-team-name').fill('Angkor Tigers');
    await page.getByTestId('save-design').click();
    await expect(page).toHaveURL(/\/design\/polo\?id=[0-9a-f-]{36}$/);
    const saved = new URL(page.url()).searchParams.get('id');

    await page.goto('/products');
    await page.locator('a.products-design[href="/design/polo"]').click();
    await expect(page).toHaveURL(/\/design\/polo$/);
    await waitForCanvas(page);
    await expect(page.getByTestId('save-status')).toHaveText(/Not saved yet/);
    const offer = page.getByTestId('saved-design-offer');
    await expect(offer).toContainText('This is a new design. Your saved design “Angkor Tigers” is in My designs.');
    await offer.getByRole('link', { name: 'Open “Angkor Tigers”' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/design/polo?id=${saved}`);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await page.getByTestId('panel-tab-options').click();
    await expect(page.locator('#studio-team-name')).toHaveValue('Angkor Tigers');
    await expect(offer).toHaveCount(0);
  });
});
