import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';

/**
 * The shop's partner sites (issue 36): the owner adds a site that may embed the studio (a site the
 * rules refuse is named at its row), and gives the shop a new key: the page shows the new key, the
 * code a partner pastes with it, and when the old key stops working. The list is put back at the
 * end; the rotation stays, harmlessly: the slug and the old key keep working for 48 hours, as the
 * embed spec's partner page passes the slug.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PARTNERS = `${SHOP_ONE}/api/provider/settings/partners`;
let listBefore: string[] = [];

test.beforeAll(async ({ request }) => {
  const answer = await request.get(PARTNERS, { headers: await staffHeaders(request) });
  listBefore = ((await answer.json()) as { data: { allowedOrigins: string[] } }).data.allowedOrigins;
});

test.afterAll(async ({ request }) => {
  await request.put(PARTNERS, { headers: await staffHeaders(request), data: { allowedOrigins: listBefore } });
});

test('the owner adds a partner site and gives the shop a new key; the old key’s end is shown', async ({ page, request }) => {
  await signInStaff(page, SHOP_ONE, undefined, '/backoffice/settings');
  const section = page.getByTestId('partner-settings');
  await expect(section.getByTestId('shop-key')).toHaveValue(/^sk_[A-Za-z0-9_-]{24}$/, { timeout: 30_000 });
  const oldKey = await section.getByTestId('shop-key').inputValue();
  await expect(section.getByTestId('partner-origin-input')).toHaveCount(listBefore.length || 1);

  // A site without https is named at its row; written right, it is saved as browsers send it.
  await section.getByTestId('partner-origin-add').click();
  const added = section.getByTestId('partner-origin-input').last();
  await added.fill('http://club.example.org');
  await section.getByTestId('partner-origins-save').click();
  await expect(section.getByTestId('partner-origin-problem')).toHaveText('The address must start with https:// (http:// only for localhost).');
  await added.fill('https://Club.Example.org/');
  await section.getByTestId('partner-origins-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(section.getByTestId('partner-origin-input').last()).toHaveValue('https://club.example.org');
  // The studio's calls now answer that site.
  const fromClub = await request.get(`${SHOP_ONE}/whoami`, { headers: { origin: 'https://club.example.org' } });
  expect(fromClub.headers()['access-control-allow-origin']).toBe('https://club.example.org');

  // A new key, after a confirm that says what it does to partner pages.
  await section.getByTestId('shop-key-rotate').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('keeps working for 48 hours');
  await dialog.getByRole('button', { name: 'Give a new key' }).click();
  await expect(section.getByTestId('shop-key')).not.toHaveValue(oldKey);
  const newKey = await section.getByTestId('shop-key').inputValue();
  expect(newKey).toMatch(/^sk_[A-Za-z0-9_-]{24}$/);
  await expect(section.getByTestId('partner-snippet-script')).toContainText(`shop: '${newKey}'`);
  await expect(section.getByTestId('partner-snippet-html')).toContainText(`<script src="${SHOP_ONE}/embed.js"></script>`);
  const stops = new Date(Date.now() + 48 * 3_600_000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(section.getByTestId('shop-old-keys')).toContainText(`The old key ${oldKey} stops working on ${stops}`);
  // Both keys name the shop for now.
  for (const key of [newKey, oldKey]) {
    const named = await request.get(`${SHOP_ONE}/whoami`, { headers: { 'x-shop-key': key } });
    expect(named.status()).toBe(200);
  }

  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('[data-testid="partner-settings"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`)).toEqual([]);
});
