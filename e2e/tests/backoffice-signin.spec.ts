import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ANGKOR_ADMIN, ANGKOR_WORKSHOP as WORKSHOP } from './support/backoffice-staff';
import { DEMO_CUSTOMER, SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * Who gets into the back office (issue 35, docs/product.md §15): the shop's team with its own
 * session; a visitor or a customer is sent to its sign-in, and a customer's account is refused there.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function signInOnPage(page: Page, user: { email: string; password: string }): Promise<void> {
  const form = page.getByTestId('staff-signin-form');
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.use({ baseURL: SHOP_ONE });

test('the team signs in, goes back where it was sent from, and signs out', async ({ page }) => {
  await page.goto('/backoffice/customers?search=sok');
  await expect(page).toHaveURL(/\/backoffice\/signin\?next=/);
  await signInOnPage(page, { email: ANGKOR_ADMIN.email, password: 'not the password' });
  await expect(page.getByTestId('signin-problem')).toHaveText('Invalid email or password');

  await signInOnPage(page, ANGKOR_ADMIN);
  await expect(page).toHaveURL(/\/backoffice\/customers\?search=sok$/);
  await expect(page.getByTestId('backoffice-member')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/backoffice\/signin$/);
  await page.goto('/backoffice/orders');
  await expect(page).toHaveURL(/\/backoffice\/signin\?next=%2Fbackoffice%2Forders/);
});

test('a shop owner signs in with the keyboard and lands on the numbers under their name; the customer app still refuses them', async ({ page }) => {
  await page.goto('/backoffice/signin');
  const form = page.getByTestId('staff-signin-form');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(ANGKOR_ADMIN.email);
  await form.getByLabel('Password').fill(ANGKOR_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('backoffice-member')).toHaveText('Sophea Chan');
  // Going back to the sign-in while signed in goes on at once.
  await page.goto('/backoffice/signin?next=%2Fbackoffice%2Fcustomers');
  await expect(page).toHaveURL(/\/backoffice\/customers$/);

  await page.goto('/auth/signin');
  const customerForm = page.locator('#content form');
  await customerForm.getByLabel('Email').fill(ANGKOR_ADMIN.email);
  await customerForm.getByLabel('Password', { exact: true }).fill(ANGKOR_ADMIN.password);
  await customerForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This app is for customers. Administrators work in the back office.');
});

test('the workshop signs in and lands on its orders, also when sent from the numbers it may not see', async ({ page }) => {
  await page.goto('/backoffice/signin');
  await signInOnPage(page, WORKSHOP);
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.getByTestId('backoffice-member')).toHaveText('Chea Nov');
  await expect(page.getByTestId('role-refusal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/backoffice\/signin$/);
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/signin\?next=%2Fbackoffice$/);
  await signInOnPage(page, WORKSHOP);
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.getByTestId('role-refusal')).toHaveCount(0);
  await expect(page.getByTestId('numbers-failed')).toHaveCount(0);
});

test("a customer's session never opens the back office, and their account is refused there", async ({ page, request }) => {
  await signInThroughApi(page, request, SHOP_ONE);
  await page.goto('/backoffice/orders');
  await expect(page).toHaveURL(/\/backoffice\/signin\?next=/);
  await signInOnPage(page, DEMO_CUSTOMER);
  await expect(page.getByTestId('signin-problem')).toHaveText('This account is not one of the shop’s team. Customers sign in on the shop’s site.');
  // Their customer session is untouched.
  await page.goto('/me/dashboard');
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the sign-in is axe-clean in English and Khmer', async ({ page }) => {
  for (const lang of ['en', 'kh'] as const) {
    await page.goto('/backoffice/signin');
    await page.evaluate((language) => localStorage.setItem('lang', language), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'kh' ? 'km' : 'en');
    await expect(page.getByTestId('staff-signin-form')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
