import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
// The local gateway is a plain ESM module of the deploy package.
// @ts-expect-error -- untyped .mjs
import { remotesOnPorts, startGateway } from '../../deploy/local/gateway.mjs';
import sharp from 'sharp';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { PORTS, SHOP_ONE } from './support/env';
import { motionSettled } from './support/motion';
import { pdfPictures } from './support/pdf-pictures';
import { printFilesOf, providerHeaders } from './support/print-files';
import { signInThroughApi } from './support/session';
import { addLayer, openStudio } from './support/studio';
import { dataRows } from './support/tables';

/**
 * Ordering (the ordering issue), across the remotes: the studio puts a design in the cart, the
 * account area's order form orders it for players picked by team with a live price, My orders and
 * the order page follow it while the shop's team moves it along with its command-line tool, and the
 * customer cancels another; a double submit places one order; refusals keep what was typed.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface RosterRow {
  name: string;
  number: number;
  size: string;
  team?: string | null;
}

/** Twelve players of one team (two of them wear 7) and two of another. */
const ROSTER: RosterRow[] = [
  ...['សុខ ដារា', 'Chan Sophea', 'Keo Vibol', 'Heng Samnang', 'Ly Mary', 'Srey Neang', 'Mao Rith', 'Pich Bopha', 'Nov Sina', 'Touch Kosal', 'Ouk Piseth', 'Yim Vanna'].map(
    (name, index): RosterRow => ({ name, number: index === 7 ? 7 : index + 1, size: ['S', 'M', 'L', 'XL'][index % 4] as string, team: 'Angkor Tigers' }),
  ),
  { name: 'Sam Rainsy', number: 4, size: 'M', team: 'Bayon Lions' },
  { name: 'Lim Dara', number: 5, size: 'L', team: 'Bayon Lions' },
];

/** Players put in the roster as a spreadsheet import does (POST /api/players/import, with the bearer token). */
async function importPlayers(request: APIRequestContext, headers: Record<string, string>, rows: RosterRow[]): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/players/import`, { headers, data: { rows } });
  expect(response.status(), await response.text()).toBe(201);
}

async function makeDesign(request: APIRequestContext, headers: Record<string, string>, teamName: string, product = 'tshirt'): Promise<string> {
  const response = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product, teamName } } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function ordersOf(request: APIRequestContext, headers: Record<string, string>): Promise<{ total: number; data: { id: string; number: number; status: string }[] }> {
  const response = await request.get(`${SHOP_ONE}/api/orders`, { headers });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A customer of this test alone, with a roster, signed in on the page. */
async function customerWithRoster(page: Page, request: APIRequestContext, prefix: string, rows: RosterRow[], origin = SHOP_ONE): Promise<{ user: Customer; headers: Record<string, string> }> {
  const user = await registerCustomer(request, prefix);
  const headers = await bearerOf(request, user);
  await importPlayers(request, headers, rows);
  await signInThroughApi(page, request, origin, user);
  return { user, headers };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const dialog = (page: Page) => page.getByTestId('confirm-dialog');
const priceRow = (page: Page, kind: string) => page.getByTestId(`price-${kind}`);

async function fillDelivery(page: Page, address: string, note = ''): Promise<void> {
  await page.getByLabel('Delivery address').fill(address);
  if (note) await page.getByLabel('Note').fill(note);
}

/** The order's number, from the order page's heading "Order #1001". */
async function orderNumberShown(page: Page): Promise<number> {
  const heading = page.locator('[data-remote="account"]').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Order #\d+$/);
  return Number((await heading.textContent())?.replace(/\D/g, ''));
}

/** The team's crest: a magenta disc on a clear ground, as a PNG file (no garment's colour is magenta). */
const CREST_PNG = sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="120" r="110" fill="#ff00ff"/></svg>')).png().toBuffer();

/** Pixels of a picture (`channels` bytes each) that are the crest's magenta, as drawn and packed. */
function crestPixels(pixels: Buffer, channels: number): number {
  let count = 0;
  for (let at = 0; at < pixels.length; at += channels) {
    if (channels === 4 && (pixels[at + 3] as number) < 128) continue;
    if ((pixels[at] as number) > 200 && (pixels[at + 1] as number) < 70 && (pixels[at + 2] as number) > 200) count += 1;
  }
  return count;
}

/** The shop's team moves the order along with its command-line tool (scripts/provider.mjs). */
async function provider(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'provider', '--', '--url', SHOP_ONE, '--email', 'admin@angkor.test', '--password', 'Admin#2026pass', ...args], {
    cwd: repo,
    timeout: 120_000,
  });
  return stdout;
}

/** A command the shop's tool refuses: what it printed (it exits with 1). */
async function providerRefused(...args: string[]): Promise<string> {
  try {
    await provider(...args);
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
  throw new Error(`npm run provider -- ${args.join(' ')} was not refused`);
}

test.describe('ordering', () => {
  test('from the studio to an order in production: players by team, live price, My orders, the timeline, the proof approved, the dashboard, in English and Khmer', async ({ page, request }) => {
    test.setTimeout(300_000);
    const { headers } = await customerWithRoster(page, request, 'ordering', ROSTER);

    // The team's own crest, uploaded as a PNG logo: it must reach the proof and the print files (issue 33).
    await openStudio(page, '/design/soccer');
    await addLayer(page, 'Logo');
    await page.getByTestId('layer-upload').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: await CREST_PNG });
    await motionSettled(page.getByTestId('image-editor-apply'));
    await page.getByTestId('image-editor-apply').click();
    await expect(page.getByRole('button', { name: 'Replace the picture' })).toBeVisible();
    // The studio saves the new design and puts it in the cart, then asks where to go.
    await page.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Added to cart!')).toBeVisible({ timeout: 30_000 });
    await expect(dialog(page)).toContainText('Continue to checkout?');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await dialog(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/me\/checkout\?design=[0-9a-f-]{36}$/);
    const designId = new URL(page.url()).searchParams.get('design') as string;

    await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('design-front')).toHaveAttribute('data-picture', 'stored');
    await expect(page.getByTestId('design-back')).toHaveAttribute('data-picture', 'designer');
    // The phone comes from the account; nothing is priced before something is chosen.
    await expect(page.getByLabel('Phone')).toHaveValue('+855 12 111 222');
    await expect(page.getByTestId('price-empty')).toBeVisible();

    // Place order too early: the product's messages, on their fields; nothing is sent.
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('players-problem')).toHaveText('Please select some players');
    await expect(page.getByText('The address is required')).toBeVisible();

    // Pick the Angkor Tigers: the whole team at once.
    await page.getByRole('combobox', { name: 'Show the players of a team' }).selectOption({ label: 'Angkor Tigers' });
    await expect(dataRows(page.getByTestId('checkout-players'))).toHaveCount(12);
    await page.getByRole('checkbox', { name: 'Select Angkor Tigers' }).check();
    await expect(page.getByTestId('selected-count')).toHaveText('12 players selected');
    await expect(page.getByTestId('players-problem')).toHaveCount(0);
    // Two of them wear 7: marked before the order is placed.
    await expect(page.getByTestId('number-clash')).toHaveCount(2);

    // The live price: 12 pieces at the price from 10, names, numbers and delivery.
    await expect(priceRow(page, 'grandTotal')).toContainText('$359.00');
    await expect(page.getByTestId('price-quantity')).toHaveText('12 pieces');
    await expect(page.getByTestId('price-unit')).toHaveText('$24.50');
    await expect(page.getByTestId('price-tier')).toHaveText('The price from 10 pieces. 13 more pieces get the price from 25 pieces.');
    await expect(priceRow(page, 'names')).toContainText('12 × $3.00');
    await expect(priceRow(page, 'delivery')).toContainText('$5.00');

    // This order's sizes for one player (the roster stays as it is), and two pieces without names.
    await page.getByRole('combobox', { name: 'Shirt size for Chan Sophea' }).selectOption({ label: 'XL' });
    await page.getByRole('combobox', { name: 'Shorts size for Chan Sophea' }).selectOption({ label: 'L' });
    await page.getByTestId('add-extra').click();
    await page.getByRole('spinbutton', { name: 'Quantity of extra pieces, row 1' }).fill('2');
    await expect(page.getByTestId('price-quantity')).toHaveText('14 pieces');
    await expect(priceRow(page, 'garments')).toContainText('14 × $24.50');
    await expect(priceRow(page, 'grandTotal')).toContainText('$408.00');

    await fillDelivery(page, 'No. 5, Street 310, Phnom Penh', 'For the final on Saturday');
    await page.getByTestId('place-order').click();
    await expect(dialog(page)).toContainText('The same number twice');
    await expect(dialog(page)).toContainText(/7 \((Mao Rith, Pich Bopha|Pich Bopha, Mao Rith)\)/);
    await dialog(page).getByRole('button', { name: 'Order anyway' }).click();

    await expect(page).toHaveURL(/\/me\/order\?id=[0-9a-f-]{36}$/);
    const number = await orderNumberShown(page);
    await expect(page.getByTestId('order-placed')).toContainText(`Order #${number} was placed.`);
    await expect(page.locator('[data-remote="account"]').getByTestId('order-status')).toHaveText('Reviewing');
    await expect(dataRows(page.getByTestId('order-players')).filter({ hasText: 'Chan Sophea' }).getByRole('cell')).toHaveText(['Chan Sophea', '2', 'XL', 'L']);
    // Four players wear XL (one of them for this order only), and so do the two extra pieces: the
    // size most of the team wears.
    await expect(page.getByTestId('size-run')).toContainText('XL × 6');
    await expect(page.getByTestId('order-due')).toHaveText('$408.00');
    await expect(page.getByTestId('order-cancel')).toBeVisible();

    // The design left the cart.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-panel')).toContainText('Cart is empty!');
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Close' }).click();

    // My orders lists it, reviewing.
    await page.goto('/me/histories');
    const row = dataRows(page.getByTestId('orders-table')).filter({ hasText: `#${number}` });
    await expect(row.getByTestId('order-status')).toHaveText('Reviewing');
    await expect(row).toContainText('Soccer');
    await expect(row).toContainText('$408.00');

    // The shop approves it with a note.
    await provider('orders', 'approve', String(number), '--note', 'Looks great: printing starts Monday');
    await page.reload();
    await expect(row.getByTestId('order-status')).toHaveText('Approved');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/me/order\\?id=`));
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByTestId('timeline-entry')).toHaveCount(2); // placed, approved
    await expect(timeline.getByTestId('timeline-entry').first()).toContainText('Order placed');
    await expect(timeline.getByTestId('timeline-entry').first()).toContainText('by you');
    await expect(timeline.getByTestId('timeline-entry').last()).toContainText('Approved');
    await expect(timeline.getByTestId('timeline-entry').last()).toContainText('by Sophea Chan');
    await expect(timeline.getByTestId('timeline-note')).toHaveText('Looks great: printing starts Monday');
    // Approved: nothing to cancel or receive, but the proof waits for the customer's word.
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-received')).toHaveCount(0);
    await expect(page.getByTestId('order-proof-state')).toContainText('the shop starts printing once you approve it');
    expect(await providerRefused('orders', 'process', String(number))).toContain('The customer has not approved the proof');
    const download = page.waitForEvent('download');
    await page.getByTestId('order-proof-open').click();
    const proof = await download;
    expect(proof.suggestedFilename()).toBe(`proof-${number}.pdf`);
    // The proof's picture of the front (its first 1000 px picture; the QR code is smaller) shows the crest.
    const front = pdfPictures(await fs.readFile(await proof.path())).find((picture) => picture.width === 1000);
    expect(front, 'the proof has a picture of the front').toBeDefined();
    expect(crestPixels(front!.pixels, front!.channels)).toBeGreaterThan(2_000);
    await page.getByTestId('order-proof-approve').click();
    await dialog(page).getByRole('button', { name: 'Yes, approve it' }).click();
    await expect(toast(page, 'Thank you! The shop can start production.')).toBeVisible();
    await expect(page.getByTestId('order-proof-approve')).toHaveCount(0);
    await expect(page.getByTestId('order-proof-state')).toContainText('You approved the proof');
    await expect(timeline.getByTestId('timeline-entry').last()).toContainText('Proof approved');
    // Now the shop starts production (its print files: api/test/production.test.ts, provider-cli.test.ts).
    expect(await provider('orders', 'process', String(number))).toContain('status      PROCESSING');
    // The print file of the front, the same for everyone of a size, carries the crest.
    const files = await printFilesOf(request, await providerHeaders(request), number);
    const fronts = Object.keys(files).filter((name) => /^sizes\/[^/]+\/front\.png$/.test(name));
    expect(fronts.length, Object.keys(files).join(', ')).toBeGreaterThan(0);
    const printed = await sharp(Buffer.from(files[fronts[0] as string] as Uint8Array)).ensureAlpha().raw().toBuffer();
    expect(crestPixels(printed, 4)).toBeGreaterThan(50_000);
    await page.reload();
    await expect(page.locator('[data-remote="account"]').getByTestId('order-status')).toHaveText('Processing');

    // In Khmer.
    await page.getByTestId('language-select').first().selectOption('kh');
    await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toHaveText(`ការបញ្ជាទិញ #${number}`);
    await expect(page.locator('[data-remote="account"]').getByTestId('order-status')).toHaveText('កំពុងផលិត');
    await expect(page.getByRole('heading', { name: 'ប្រវត្តិ' })).toBeVisible();
    await expect(timeline.getByTestId('timeline-entry').first()).toContainText('ដោយអ្នក');
    await expect(page.getByTestId('order-due')).toHaveText('$408.00');
    await expect(timeline.locator('time').first()).toHaveText(/[\u1780-\u17FF]/);
    await page.getByTestId('language-select').first().selectOption('en');

    // The dashboard counts it in progress.
    await page.goto('/me/dashboard');
    await expect(page.getByTestId('summary-ordersInProgress').locator('.ant-statistic-content-value')).toHaveText('1');

    expect((await ordersOf(request, headers)).total).toBe(1);
    expect(designId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('from My designs’ Add to cart and the cart panel’s Order: an order is canceled only after the confirm, and My orders filters by status', async ({ page, request }) => {
    const { headers } = await customerWithRoster(page, request, 'cancel', [
      { name: 'Dara', number: 9, size: 'M' },
      { name: 'Sokha', number: 10, size: 'L' },
    ]);
    const designId = await makeDesign(request, headers, 'Kampot Kings', 'polo');

    // My designs: the card's Add to cart, then 'Continue to checkout?' answered "see the designs list".
    await page.goto('/me/assets');
    await page.locator(`[data-testid="design-card"][data-design-id="${designId}"]`).getByTestId('design-add-to-cart').click();
    await expect(toast(page, 'Added to cart!')).toBeVisible();
    await expect(dialog(page)).toContainText('Continue to checkout?');
    await dialog(page).getByRole('button', { name: 'See my designs' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/assets`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/me/histories');
    await expect(page.getByTestId('orders-empty')).toContainText('You have no orders yet');
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').getByRole('link', { name: 'Order' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/checkout?design=${designId}`);

    await page.getByRole('checkbox', { name: 'Select all players shown' }).check();
    await expect(page.getByTestId('selected-count')).toHaveText('2 players selected');
    await fillDelivery(page, 'Kampot riverside');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/me\/order\?id=/);
    const number = await orderNumberShown(page);

    await page.getByTestId('order-cancel').click();
    await expect(dialog(page)).toContainText('Are you sure you want to cancel the order?');
    await dialog(page).getByRole('button', { name: 'Keep the order' }).click();
    await expect(page.locator('[data-remote="account"]').getByTestId('order-status')).toHaveText('Reviewing');
    expect((await ordersOf(request, headers)).data[0]?.status).toBe('REVIEWING');

    await page.getByTestId('order-cancel').click();
    await dialog(page).getByRole('button', { name: 'Cancel the order' }).click();
    await expect(toast(page, 'The order was canceled.')).toBeVisible();
    await expect(page.locator('[data-remote="account"]').getByTestId('order-status')).toHaveText('Canceled');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-timeline').getByTestId('timeline-entry').last()).toContainText('Canceled');
    await expect(page.getByTestId('order-due')).toHaveText('$0.00');

    await page.goto('/me/histories');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Reviewing' });
    await expect(page).toHaveURL(/status=REVIEWING/);
    await expect(page.getByTestId('orders-none-with-status')).toContainText('No order is “Reviewing”.');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Canceled' });
    await expect(dataRows(page.getByTestId('orders-table'))).toHaveCount(1);
    await expect(page.getByTestId('orders-table')).toContainText(`#${number}`);
  });

  test('a double click and a second tab with the same form place one order', async ({ page, context, request }) => {
    const { headers } = await customerWithRoster(page, request, 'twice', [
      { name: 'Dara', number: 9, size: 'M', team: 'Tigers' },
      { name: 'Sokha', number: 10, size: 'L', team: 'Tigers' },
    ]);
    const designId = await makeDesign(request, headers, 'Siem Reap FC', 'hoodie');

    const fill = async (tab: Page) => {
      await tab.goto(`/me/checkout?design=${designId}`);
      await tab.getByRole('checkbox', { name: 'Select all players shown' }).check();
      await fillDelivery(tab, 'Pub Street, Siem Reap');
      await expect(tab.getByLabel('Phone')).toHaveValue('+855 12 111 222');
    };
    const second: Page = await (context as BrowserContext).newPage();
    await fill(page);
    await fill(second);

    await Promise.all([page.getByTestId('place-order').dblclick(), second.getByTestId('place-order').click()]);
    await expect(page).toHaveURL(/\/me\/order\?id=/);
    await expect(second).toHaveURL(/\/me\/order\?id=/);
    expect(new URL(second.url()).searchParams.get('id')).toBe(new URL(page.url()).searchParams.get('id'));
    const orders = await ordersOf(request, headers);
    expect(orders.total).toBe(1);

    // A changed form is another order.
    await second.goto(`/me/checkout?design=${designId}`);
    await second.getByRole('checkbox', { name: 'Select all players shown' }).check();
    await fillDelivery(second, 'Pub Street, Siem Reap, by the market');
    await second.getByTestId('place-order').click();
    await expect(second.getByTestId('order-placed')).toBeVisible();
    expect((await ordersOf(request, headers)).total).toBe(2);
  });

  test('the API’s refusal is said on its field and the form keeps what was typed', async ({ page, request }) => {
    const { headers } = await customerWithRoster(page, request, 'refused', [
      { name: 'Dara', number: 9, size: 'M' },
      { name: 'Sokha', number: 10, size: 'L' },
      { name: 'Vanna', number: 11, size: 'S' },
    ]);
    const designId = await makeDesign(request, headers, 'Tonle Sap FC');
    await page.goto(`/me/checkout?design=${designId}`);
    await page.getByRole('checkbox', { name: 'Select all players shown' }).check();
    await page.getByRole('textbox', { name: 'Name printed for Vanna' }).fill('Vanna Jr');
    await fillDelivery(page, 'Battambang, near the old market', 'Please call first');

    // Meanwhile, on another device, Sokha leaves the roster.
    const roster = (await (await request.get(`${SHOP_ONE}/api/players`, { headers })).json()) as { data: { id: string; name: string }[] };
    const sokha = roster.data.find((player) => player.name === 'Sokha');
    expect((await request.delete(`${SHOP_ONE}/api/players/${sokha?.id}`, { headers })).status()).toBe(204);

    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-notice')).toContainText('Please correct the field marked in the form.');
    await expect(page.getByText('This player is no longer in your player list')).toBeVisible();
    // Nothing typed was lost.
    await expect(page.getByLabel('Delivery address')).toHaveValue('Battambang, near the old market');
    await expect(page.getByLabel('Note')).toHaveValue('Please call first');
    await expect(page.getByRole('textbox', { name: 'Name printed for Vanna' })).toHaveValue('Vanna Jr');
    expect((await ordersOf(request, headers)).total).toBe(0);

    await page.getByRole('checkbox', { name: 'Select Sokha, number 10' }).uncheck();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-placed')).toBeVisible();
    await expect(dataRows(page.getByTestId('order-players'))).toHaveText([/Dara/, /Vanna Jr/]);
    await expect(page.getByTestId('order-delivery')).toContainText('Please call first');

    // The order's page replaced the form: Back leaves checkout instead of offering the form again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/me\/checkout/);
    expect((await ordersOf(request, headers)).total).toBe(1);
  });

  test('a design that is not the customer’s, and an order that does not exist, say so with the way back', async ({ page, request }) => {
    const other = await registerCustomer(request, 'owner');
    const theirs = await makeDesign(request, await bearerOf(request, other), 'Not yours');
    await customerWithRoster(page, request, 'stranger', [{ name: 'Dara', number: 9, size: 'M' }]);

    await page.goto(`/me/checkout?design=${theirs}`);
    await expect(page.getByTestId('checkout-not-found')).toContainText('This design cannot be ordered');
    // Its picture says nothing of its own (antd's 404 picture titles itself "No Found", in English).
    await expect(page.getByTestId('checkout-not-found')).not.toContainText('No Found');
    await page.getByTestId('checkout-not-found').getByRole('link', { name: 'Go to My designs' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/assets`);

    await page.goto('/me/order?id=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('order-not-found')).toContainText('This order was not found');
    await expect(page.getByTestId('order-not-found')).not.toContainText('No Found');
    await expect(page.getByTestId('order-not-found').getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/me/histories');
  });
});

test.describe('ordering while the designer remote is down', () => {
  const origin = `http://localhost:${PORTS.spareGatewayFour}`;
  let gateway: { close(): Promise<void> };

  test.beforeAll(async () => {
    // A gateway over the same API and remotes, except that the designer remote lives on a port
    // where no server answers.
    gateway = await startGateway({
      port: PORTS.spareGatewayFour,
      host: '127.0.0.1',
      shellDist: path.resolve(import.meta.dirname, '../../shell/dist'),
      apiUrl: `http://127.0.0.1:${PORTS.api}`,
      remotes: remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.spareDesignerTwo, account: PORTS.account }),
    });
  });

  test.afterAll(async () => {
    await gateway.close();
  });

  test('the form shows plain pictures and the order is placed', async ({ page, request }) => {
    const user = await registerCustomer(request, 'no-designer');
    const headers = await bearerOf(request, user);
    await importPlayers(request, headers, [{ name: 'Dara', number: 9, size: 'M' }]);
    const designId = await makeDesign(request, headers, 'Angkor FC');
    await signInThroughApi(page, request, origin, user);

    await page.goto(`${origin}/me/checkout?design=${designId}`);
    await expect(page.getByTestId('design-front')).toHaveAttribute('data-picture', 'placeholder');
    await expect(page.getByTestId('design-back')).toHaveAttribute('data-picture', 'placeholder');
    await expect(page.getByRole('img', { name: 'Back of Angkor FC' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all players shown' }).check();
    await expect(priceRow(page, 'grandTotal')).toContainText('$22.00');
    await fillDelivery(page, 'Siem Reap');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-placed')).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  });
});
