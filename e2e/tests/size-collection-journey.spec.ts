import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { dataRows } from './support/tables';

/**
 * A size collection from start to order, across the apps (issue 37's "done means"): the manager
 * starts one from My designs (account remote); three players join on their phones through the
 * public page (its own build), one in Khmer, one refused a taken number who picks a suggested one,
 * one who changes their entry by their private link; the manager's page shows them without a
 * reload; the manager closes it; the roster holds them; the order form opens with their sizes; the
 * manager orders. The pieces are tested more closely by account-collections, join-page and
 * checkout-from-collection: this spec is the whole path, once.
 */

const TITLE = 'Angkor FC 2027 home kit';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

function shopDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: SHOP_ONE });
  return context.newPage();
}

interface Player {
  name: string;
  number: string;
  size: string;
  shortsSize: string;
}

/** A player fills the form on the players' page and sends it; the page then shows their entry. */
async function fillAndSend(page: Page, player: Player): Promise<void> {
  await page.getByTestId('join-name').fill(player.name);
  await page.getByTestId('join-number').fill(player.number);
  await page.getByTestId('join-size').selectOption(player.size);
  await page.getByTestId('join-shortsSize').selectOption(player.shortsSize);
  await page.getByTestId('join-send').click();
}

test('a manager collects three players’ sizes with one link and orders their kits', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const manager = await registerCustomer(request, 'collection-journey');
  const headers = await bearerOf(request, manager);
  const design = await request.post(`${SHOP_ONE}/api/designs`, {
    headers,
    data: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' },
  });
  expect(design.status()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, manager);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));

  // The manager starts the collection from My designs.
  await page.goto('/me/assets');
  await page.getByRole('button', { name: 'More actions for Home kit' }).click();
  await page.getByRole('menuitem', { name: 'Collect sizes' }).click();
  const form = page.getByTestId('collection-form');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Deadline day').fill(shopDayAhead(3));
  await form.getByLabel('Deadline time').fill('18:00');
  await form.getByLabel('Players expected').fill('3');
  await form.getByRole('button', { name: 'Start collecting' }).click();
  await expect(page).toHaveURL(/\/me\/collection\?id=[0-9a-f-]{36}$/);
  const link = await page.getByTestId('collection-link').inputValue();
  await expect(page.getByTestId('collection-joined')).toHaveText('0 of 3 joined');

  // Player one, in Khmer.
  const first = await phone(browser);
  await first.goto(link);
  await first.getByTestId('join-language-kh').click();
  await fillAndSend(first, { name: 'សុខ ដារា', number: '7', size: 'M', shortsSize: 'L' });
  await expect(first.getByTestId('join-done')).toContainText('អ្នកបានចូលរួមហើយ!');

  // Player two asks for 7 too: refused, whose it is never said, a suggested number taken instead.
  const second = await phone(browser);
  await second.goto(link);
  await second.getByTestId('join-language-en').click();
  await fillAndSend(second, { name: 'Vuthy', number: '7', size: 'XL', shortsSize: 'XL' });
  const alert = second.getByTestId('join-alert');
  await expect(alert).toContainText('Number 7 is already taken. Pick a free one:');
  await expect(alert).not.toContainText('សុខ');
  const suggested = alert.getByTestId('join-free-numbers').getByRole('button').first();
  const picked = ((await suggested.textContent()) ?? '').trim();
  await suggested.click();
  await second.getByTestId('join-send').click();
  await expect(second.getByTestId('join-entered')).toContainText('Vuthy');

  // Player three joins, then changes their shirt size by their private link.
  const third = await phone(browser);
  await third.goto(link);
  await third.getByTestId('join-language-en').click();
  await fillAndSend(third, { name: 'Nary', number: '12', size: 'S', shortsSize: 'S' });
  const privateLink = await third.getByTestId('join-private-link').inputValue();
  const later = await phone(browser);
  await later.goto(privateLink);
  await expect(later.getByTestId('join-name')).toHaveValue('Nary');
  await later.getByTestId('join-size').selectOption('M');
  await later.getByTestId('join-send').click();
  await expect(later.getByTestId('join-entered')).toContainText('M');

  // The manager's page has followed by itself: three entries, sizes counted, no reload.
  await expect(page.getByTestId('collection-joined')).toHaveText('3 of 3 joined', { timeout: 30_000 });
  const entries = dataRows(page.getByTestId('collection-entries'));
  await expect(entries).toHaveCount(3);
  await expect(entries.filter({ hasText: 'Vuthy' })).toContainText(picked);
  await expect(page.getByTestId('collection-counts-main')).toContainText('M: 2');
  await expect(page.getByTestId('collection-counts-main')).toContainText('XL: 1');

  // Closed: the players are on the roster.
  await page.getByTestId('collection-close').click();
  await page.getByRole('dialog', { name: 'Close the collection?' }).getByRole('button', { name: 'Close now' }).click();
  await expect(page.getByTestId('collection-state')).toHaveText('Closed');
  const orderLink = await page.getByTestId('collection-order').getAttribute('href');
  await page.goto('/me/players');
  const roster = dataRows(page.getByTestId('players-table'));
  for (const name of ['សុខ ដារា', 'Vuthy', 'Nary']) await expect(roster.filter({ hasText: name })).toHaveCount(1);

  // The order form opens with them and their sizes; the manager places the order.
  await page.goto(orderLink ?? '');
  await expect(page.getByTestId('selected-count')).toHaveText('3 players selected', { timeout: 30_000 });
  await page.getByLabel('Delivery address').fill('No. 5, Street 310, Phnom Penh');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/me\/order\?id=[0-9a-f-]{36}$/);
  const ordered = dataRows(page.getByTestId('order-players'));
  await expect(ordered).toHaveCount(3);
  await expect(ordered.filter({ hasText: 'សុខ ដារា' }).getByRole('cell')).toHaveText(['សុខ ដារា', '7', 'M', 'L']);
  await expect(ordered.filter({ hasText: 'Vuthy' }).getByRole('cell')).toHaveText(['Vuthy', picked, 'XL', 'XL']);
  await expect(ordered.filter({ hasText: 'Nary' }).getByRole('cell')).toHaveText(['Nary', '12', 'M', 'S']);

  // The side menu leads to the manager's collections, this one among them.
  await page.getByRole('link', { name: 'Size collections' }).click();
  await expect(page).toHaveURL(`${SHOP_ONE}/me/collections`);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
});
