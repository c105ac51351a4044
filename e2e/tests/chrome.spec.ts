import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MEKONG_ADMIN, signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE, SHOP_TWO } from './support/env';
import { signInThroughApi } from './support/session';

async function favicon(page: Page) {
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/png/);
  return {
    letter: await icon.getAttribute('data-letter'),
    background: await icon.getAttribute('data-background'),
    size: await icon.evaluate(async (link: HTMLLinkElement) => {
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }),
  };
}

test.describe('tenant', () => {
  test('each shop has its own title, favicon, logo and colour', async ({ page }) => {
    await page.goto(`${SHOP_ONE}/`);
    await expect(page).toHaveTitle('Angkor Athletics');
    expect(await favicon(page)).toEqual({ letter: 'A', background: '#059669', size: '45x45' });
    const logoOne = await page.getByTestId('shop-logo').first().getAttribute('src');
    const primaryOne = await page.getByRole('link', { name: 'Sign up' }).evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.goto(`${SHOP_TWO}/`);
    await expect(page).toHaveTitle('Mekong Sportswear');
    expect(await favicon(page)).toEqual({ letter: 'M', background: '#1d4ed8', size: '45x45' });
    const logoTwo = await page.getByTestId('shop-logo').first().getAttribute('src');
    const primaryTwo = await page.getByRole('link', { name: 'Sign up' }).evaluate((el) => getComputedStyle(el).backgroundColor);

    expect(logoOne).not.toBe(logoTwo);
    expect(primaryOne).toBe('rgb(5, 150, 105)');
    expect(primaryTwo).toBe('rgb(29, 78, 216)');
  });
});

test.describe('languages', () => {
  const ENGLISH_ON_HOME = ['Home', 'Features', 'Product', 'Contact us', 'Sign in', 'Sign up', 'Mock up your dream sportswear', 'Start designing', 'Company', 'About Us', 'Careers', 'Legal', 'Privacy Policy', 'Terms of Service', 'All rights reserved'];

  test('switching to Khmer changes every visible string and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ខ្មែរ' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('រចនាសម្លៀកបំពាក់កីឡាក្នុងក្តីស្រមៃរបស់អ្នក');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('kh');

    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'ទំព័រដើម' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    const text = await page.locator('body').innerText();
    for (const english of ENGLISH_ON_HOME) expect(text, `"${english}" is still in English`).not.toContain(english);

    await page.getByRole('combobox', { name: 'ភាសា' }).selectOption({ label: 'English' });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible();
  });
});

test.describe('public layout', () => {
  test('the current nav link is bold', async ({ page }) => {
    await page.goto('/features');
    const weight = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).fontWeight);
    // Polled: the page under the nav changes a moment after the click.
    await expect.poll(() => weight('Features')).toBe('700');
    await expect.poll(() => weight('Home')).toBe('400');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => weight('Contact us')).toBe('700');
    await expect.poll(() => weight('Features')).toBe('400');
  });

  test('the Me menu shows who is signed in, opens Dashboard and My designs in new tabs, and signs out after confirmation', async ({ page, request }) => {
    await signInThroughApi(page, request, SHOP_ONE);
    await page.goto('/');
    await page.getByTestId('me-button').click();
    const identity = page.getByTestId('me-menu-identity');
    await expect(identity).toContainText('Dara Sok');
    await expect(identity).toContainText('demo@angkor.test');
    await expect(page.getByRole('menuitem', { name: /Dashboard/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('menuitem', { name: /My designs/ })).toHaveAttribute('target', '_blank');

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog).toContainText('Are you sure you want to sign out?');
    // Measured once the opening animation has finished.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(450);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('me-button')).toBeVisible();

    await page.getByTestId('me-button').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/`);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('teamwear.session'))).toBeNull();
  });

  test('the sign-out dialog takes 90% of a narrow screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInThroughApi(page, request, SHOP_ONE);
    await page.goto('/');
    await page.getByTestId('me-button').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(540);
  });

  test('on a phone the nav and sign-in live behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });

  test('the footer logo scrolls smoothly back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('footer-logo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('footer-logo').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('signed-in layout', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInThroughApi(page, request, SHOP_ONE);
  });

  test('at 1200px the toggle flips the static menu beside the content', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/me/dashboard');
    const sidebar = page.getByTestId('me-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-floating', 'false');
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeVisible();
    // Static menus stay open on an outside click.
    await page.locator('#content').click({ position: { x: 400, y: 300 } });
    await expect(sidebar).toBeVisible();
  });

  test('at 800px the toggle opens the mobile menu over the content, and an outside click closes it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/me/dashboard');
    const sidebar = page.getByTestId('me-sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-floating', 'true');
    await page.mouse.click(700, 500);
    await expect(sidebar).toBeHidden();
    // A link in the mobile menu navigates and closes it.
    await page.getByTestId('menu-toggle').click();
    await sidebar.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/me\/histories$/);
    await expect(sidebar).toBeHidden();
  });

  test('overlay mode, chosen in the config sidebar, floats the menu at 1200px and is kept across reloads', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/me/dashboard');
    await page.getByTestId('config-button').click();
    const config = page.getByRole('dialog', { name: 'Layout' });
    await config.getByRole('radio', { name: 'Overlay' }).check();
    await config.getByRole('button', { name: 'Close' }).click();
    const sidebar = page.getByTestId('me-sidebar');
    await expect(sidebar).toBeHidden();
    await page.reload();
    await expect(sidebar).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-floating', 'true');
    await page.mouse.click(900, 500);
    await expect(sidebar).toBeHidden();
  });

  test('dark mode puts a dark class on the document and is kept across reloads', async ({ page }) => {
    await page.goto('/me/dashboard');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByTestId('config-button').click();
    await page.getByTestId('dark-mode-switch').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.locator('.me-topbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the top-bar user menu shows who is signed in and leads to settings', async ({ page }) => {
    await page.goto('/me/dashboard');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-identity')).toContainText('demo@angkor.test');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/me\/setting$/);
    await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});

test('a remote page asks for confirmation and reports with a toast', async ({ page, request }) => {
  // A customer of this test alone (other tests sign the demo customer in meanwhile), signed in
  // on two devices, to sign one out from the settings page.
  const user = { email: `toast-${Date.now()}@example.test`, password: 'Toast#2026pass' };
  const registered = await request.post(`${SHOP_ONE}/api/accounts/register`, {
    data: { firstName: 'Sophea', lastName: 'Chan', phoneNumber: '+855 12 111 222', email: user.email, password: user.password, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(201);
  const other = await request.post(`${SHOP_ONE}/api/accounts/token`, { data: { ...user, clientId: 'web' } });
  expect(other.ok()).toBe(true);
  await signInThroughApi(page, request, SHOP_ONE, user);
  await page.goto('/me/setting');
  const others = page.getByTestId('session-item').filter({ has: page.getByRole('button', { name: 'Sign out this device' }) });
  await expect(others.first()).toBeVisible();
  await expect(others).toHaveCount(1);

  await others.first().getByRole('button', { name: 'Sign out this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out a device' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(others).toHaveCount(1);

  await others.first().getByRole('button', { name: 'Sign out this device' }).click();
  await page.getByRole('dialog', { name: 'Sign out a device' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The device was signed out.' })).toBeVisible();
  await expect(others).toHaveCount(0);
  await expect(page.getByTestId('session-item')).toHaveCount(1);
});

// After the test above (this file runs in order, in one worker): the one place that asserts
// Mekong's colour, so changing it for a moment here surprises no other spec.
test.describe('the shop’s brand from its back office', () => {
  test('the owner changes the brand colour; the customer app shows it on its next load, the icon too', async ({ page, browser, request }) => {
    const owner = await staffHeaders(request, SHOP_TWO, MEKONG_ADMIN);
    const was = ((await (await request.get(`${SHOP_TWO}/api/provider/settings/brand`, { headers: owner })).json()) as { data: { name: string; color: string; contact: Record<string, unknown> } }).data;
    try {
      await signInStaff(page, SHOP_TWO, MEKONG_ADMIN, '/backoffice/settings');
      const section = page.getByTestId('brand-settings');
      for (const lang of ['kh', 'en'] as const) {
        await page.evaluate((language) => localStorage.setItem('lang', language), lang);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
        await expect(section.getByTestId('brand-color')).toHaveValue('#1d4ed8', { timeout: 30_000 });
        const { violations } = await new AxeBuilder({ page }).include('[data-testid="brand-settings"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
      }
      await section.getByTestId('brand-color').fill('#B91C1C');
      // The preview shows the customer's header in the new colour before it is saved.
      await expect(section.getByTestId('brand-preview-button')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
      await section.getByTestId('brand-save').click();
      await expect(page.getByText('The brand is saved.')).toBeVisible();

      // A customer's next page load: the theme and the icon in the new colour.
      const customer = await browser.newContext();
      const shop = await customer.newPage();
      await shop.goto(`${SHOP_TWO}/`);
      await expect(shop).toHaveTitle('Mekong Sportswear');
      await expect(shop.getByRole('link', { name: 'Sign up' })).toHaveCSS('background-color', 'rgb(185, 28, 28)');
      expect(await favicon(shop)).toEqual({ letter: 'M', background: '#b91c1c', size: '45x45' });
      await customer.close();
    } finally {
      const back = await request.put(`${SHOP_TWO}/api/provider/settings/brand`, { headers: owner, data: { ...was, contact: { ...was.contact } } });
      expect(back.status(), await back.text()).toBe(200);
    }
  });
});
