import { expect, test } from '@playwright/test';
import { PORTS, SHOP_ONE, SHOP_TWO } from './support/env';

test('home is rendered by the marketing remote', async ({ page }) => {
  const marketingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${PORTS.marketing}/`)) marketingRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
  await expect(page.locator('[data-remote="marketing"]')).toBeVisible();
  expect(marketingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});

test('the soccer design editor is rendered by the designer remote', async ({ page }) => {
  await page.goto('/design/soccer');
  const editor = page.locator('[data-remote="designer"][data-product="soccer"]');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('Soccer kit');
});

test('a visitor who opens /me/dashboard is sent to sign in with redirect_to', async ({ page }) => {
  await page.goto('/me/dashboard');
  await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(`${SHOP_ONE}/`);
  await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
});

test('each host is its own shop', async ({ page, request }) => {
  const one = await (await request.get(`${SHOP_ONE}/whoami`)).json();
  const two = await (await request.get(`${SHOP_TWO}/whoami`)).json();
  expect(one.data.name).toBe('Angkor Athletics');
  expect(two.data.name).toBe('Mekong Sportswear');
  expect(one.data.settings.homepage.theme.palette.color).not.toBe(two.data.settings.homepage.theme.palette.color);
  expect(one.data.productTypes).not.toEqual(two.data.productTypes);

  await page.goto(`${SHOP_ONE}/`);
  await expect(page).toHaveTitle('Angkor Athletics');
  await page.goto(`${SHOP_TWO}/`);
  await expect(page).toHaveTitle('Mekong Sportswear');
});

test('remotes.json is never cached and names each remote manifest', async ({ request }) => {
  const response = await request.get(`${SHOP_ONE}/remotes.json`);
  expect(response.headers()['cache-control']).toContain('no-cache');
  const body = await response.json();
  expect(body.remotes.account).toBe(`http://localhost:${PORTS.account}/mf-manifest.json`);
});
