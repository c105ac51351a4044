import { expect, test } from '@playwright/test';
import { SHOP_TWO } from './support/env';

test('the products page lists only what the shop offers, each leading to its editor', async ({ page }) => {
  await page.goto(`${SHOP_TWO}/products`);
  await expect(page.getByTestId('product-soccer')).toBeVisible();
  await expect(page.getByTestId('product-hoodie')).toBeVisible();
  await expect(page.getByTestId('product-boxingtrunk')).toHaveCount(0);
  await page.getByTestId('product-polo').getByRole('link').click();
  await expect(page).toHaveURL(`${SHOP_TWO}/design/polo`);
});

test('the contact form says what is missing, then thanks the visitor', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Phnom Penh, Cambodia')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Contact is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Email or phone').fill('not a contact');
  await page.getByLabel('Subject').fill('Jerseys for our club');
  await page.getByLabel('Message').fill('We need 18 soccer kits by March.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The API's message lands on the field, and what was typed is kept.
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'Enter an email address or a phone number' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('We need 18 soccer kits by March.');

  await page.getByLabel('Email or phone').fill('coach@club.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});
