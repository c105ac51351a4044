import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// The local gateway is a plain ESM module of the deploy package.
// @ts-expect-error -- untyped .mjs
import { remotesOnPorts, startGateway } from '../../deploy/local/gateway.mjs';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { PORTS, SHOP_ONE } from './support/env';
import { signInThroughApi, tokensFromApi } from './support/session';
import { openStudio } from './support/studio';

/** The account area (issue 13): My designs, the dashboard's designs and chart, and changing the password. */

type Garment = 'soccer' | 'polo' | 'hoodie';

interface Made {
  id: string;
  name: string;
  version: number;
}

/** Saves a design through the API, as another device would: no picture of its own unless given (the studio sends one, the API does not need it). */
async function makeDesign(request: APIRequestContext, headers: Record<string, string>, teamName: string, product: Garment = 'soccer', thumbnail?: string): Promise<Made> {
  const response = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product, teamName }, ...(thumbnail ? { thumbnail } : {}) } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as Made;
}

/** A customer of this test alone, signed in on the page, and the header of a second session for API calls. */
async function customerWithSession(page: Page, request: APIRequestContext, prefix: string, origin = SHOP_ONE): Promise<{ user: Customer; headers: Record<string, string> }> {
  const user = await registerCustomer(request, prefix);
  await signInThroughApi(page, request, origin, user);
  return { user, headers: await bearerOf(request, user) };
}

/** A picture as the studio stores one with a save: a PNG data URL (one white pixel here). */
const STORED_PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const cardNamed = (page: Page, name: string): Locator => page.getByTestId('design-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function cardAction(page: Page, name: string, action: 'Duplicate' | 'Rename' | 'Delete'): Promise<void> {
  await cardNamed(page, name).getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The number a dashboard count shows. */
const statValue = (page: Page, count: 'designs' | 'players') => page.getByTestId(`summary-${count}`).locator('.ant-statistic-content-value');

test.describe('My designs', () => {
  test('a design saved in the studio shows with its picture; Open brings it back into the studio, Preview previews it', async ({ page, request }) => {
    await customerWithSession(page, request, 'studio');
    await openStudio(page, '/design/polo');
    await page.getByTestId('save-design').click();
    await expect(page).toHaveURL(/\/design\/polo\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    const id = new URL(page.url()).searchParams.get('id') as string;

    await page.goto('/me/assets');
    const card = cardNamed(page, 'Untitled design');
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('design-count')).toHaveText('1 of 20 designs');
    await expect(card).toContainText('Polo shirt');
    await expect(card.getByTestId('design-changed')).toHaveText('Changed just now');
    // The picture the studio stored with the save.
    const picture = card.getByRole('img', { name: 'Front of Untitled design' });
    await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

    await card.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/preview?id=${id}`);
    await expect(page.getByTestId('design-preview')).toBeVisible({ timeout: 30_000 });

    await page.goBack();
    await cardNamed(page, 'Untitled design').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/design/polo?id=${id}`);
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  });

  test('a design without a stored picture is drawn by the designer remote’s thumbnail', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'svg');
    await makeDesign(request, headers, 'Angkor FC', 'hoodie');
    await page.goto('/me/assets');
    const card = cardNamed(page, 'Angkor FC');
    await expect(card).toContainText('Hoodie');
    const drawn = card.getByTestId('design-picture').locator('svg[role="img"][aria-label="Front of Angkor FC"]');
    await expect(drawn).toBeVisible();
    await expect(card.getByTestId('design-picture')).toHaveAttribute('data-picture', 'designer');
    // The garment's parts, shading and outline: not the plain placeholder's one shirt, which the
    // thumbnail shows under the same label while it fetches the document.
    await expect.poll(() => drawn.locator('path').count()).toBeGreaterThan(5);
    await expect(card.getByTestId('design-placeholder')).toHaveCount(0);
  });

  test('rename and duplicate', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'rename');
    const made = await makeDesign(request, headers, 'Angkor FC');
    await page.goto('/me/assets');
    await expect(cardNamed(page, 'Angkor FC')).toBeVisible();

    await cardAction(page, 'Angkor FC', 'Rename');
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    const field = dialog.getByLabel('Name');
    await expect(field).toHaveValue('Angkor FC');
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await field.fill('Mekong United');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'The design is now called “Mekong United”.')).toBeVisible();
    await expect(cardNamed(page, 'Mekong United')).toBeVisible();
    await expect(cardNamed(page, 'Angkor FC')).toHaveCount(0);
    const stored = (await (await request.get(`${SHOP_ONE}/api/designs/${made.id}`, { headers })).json()).data;
    expect(stored).toMatchObject({ name: 'Mekong United', version: made.version + 1 });
    // Only the name changed.
    expect(stored.document).toMatchObject({ product: 'soccer', teamName: 'Angkor FC' });

    await cardAction(page, 'Mekong United', 'Duplicate');
    await expect(toast(page, 'A copy was saved as “Mekong United (copy)”.')).toBeVisible();
    await expect(cardNamed(page, 'Mekong United (copy)')).toBeVisible();
    await expect(page.getByTestId('design-card')).toHaveCount(2);
    await expect(page.getByTestId('design-count')).toHaveText('2 of 20 designs');
    // Newest first.
    await expect(page.getByTestId('design-card').first().getByRole('heading')).toHaveText('Mekong United (copy)');
  });

  test('delete asks first, then the design is gone from the list, the API and the dashboard', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'delete');
    const doomed = await makeDesign(request, headers, 'Tonle Sap FC');
    await makeDesign(request, headers, 'Bayon Stars');
    await page.goto('/me/dashboard');
    await expect(statValue(page, 'designs')).toHaveText('2');

    await page.goto('/me/assets');
    await expect(page.getByTestId('design-card')).toHaveCount(2);
    await cardAction(page, 'Tonle Sap FC', 'Delete');
    const confirmation = page.getByRole('dialog', { name: 'Delete design' });
    await expect(confirmation).toContainText('Delete “Tonle Sap FC”? This cannot be undone.');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByTestId('design-card')).toHaveCount(2);

    await cardAction(page, 'Tonle Sap FC', 'Delete');
    await page.getByRole('dialog', { name: 'Delete design' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The design was deleted.')).toBeVisible();
    await expect(page.getByTestId('design-card')).toHaveCount(1);
    await expect(cardNamed(page, 'Tonle Sap FC')).toHaveCount(0);
    await expect(page.getByTestId('design-count')).toHaveText('1 of 20 designs');
    expect((await request.get(`${SHOP_ONE}/api/designs/${doomed.id}`, { headers })).status()).toBe(404);

    await page.getByTestId('me-sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await expect(statValue(page, 'designs')).toHaveText('1');
    await expect(page.getByTestId('recent-design')).toHaveCount(1);
  });

  test('at the shop’s limit it says so, and duplicating answers the limit message; filters, search and pages', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'limit');
    for (let index = 1; index <= 20; index += 1) await makeDesign(request, headers, `Team ${index}`, index % 5 === 0 ? 'hoodie' : 'soccer');
    await page.goto('/me/assets');
    await expect(page.getByTestId('design-count')).toHaveText('20 of 20 designs');
    await expect(page.getByTestId('design-limit')).toContainText('Your design exceeded max limit');
    await expect(page.getByTestId('design-limit')).toContainText('You have 20 of 20 designs.');

    // Twelve a page, newest first.
    await expect(page.getByTestId('design-card')).toHaveCount(12);
    await expect(page.getByTestId('design-card').first().getByRole('heading')).toHaveText('Team 20');
    await page.getByRole('navigation', { name: 'Pages of your designs' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/me\/assets\?page=2$/);
    await expect(page.getByTestId('design-card')).toHaveCount(8);
    await expect(page.getByTestId('design-card').last().getByRole('heading')).toHaveText('Team 1');

    await cardAction(page, 'Team 1', 'Duplicate');
    await expect(toast(page, 'Your design exceeded max limit')).toBeVisible();
    await expect(page.getByTestId('design-count')).toHaveText('20 of 20 designs');
    expect((await (await request.get(`${SHOP_ONE}/api/designs?pageSize=1`, { headers })).json()).count).toBe(20);

    // Search: part of the name, any case; the address keeps it.
    await page.getByRole('searchbox', { name: 'Search designs by name' }).fill('team 1');
    await expect(page).toHaveURL(/search=team\+1/);
    await expect(page.getByTestId('design-card')).toHaveCount(11);
    await page.getByRole('searchbox', { name: 'Search designs by name' }).fill('nobody');
    await expect(page.getByTestId('designs-no-match')).toContainText('No design matches');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('design-card')).toHaveCount(12);

    // Garment.
    await page.getByRole('combobox', { name: 'Garment' }).selectOption({ label: 'Hoodie' });
    await expect(page).toHaveURL(/product=hoodie/);
    await expect(page.getByTestId('design-card')).toHaveCount(4);
    for (const card of await page.getByTestId('design-card').all()) await expect(card).toContainText('Hoodie');
    await page.reload();
    await expect(page.getByTestId('design-card')).toHaveCount(4);
  });

  test('no designs yet: a way to start one; a list that cannot load says so and tries again', async ({ page, request }) => {
    await customerWithSession(page, request, 'empty');
    let refuse = true;
    await page.route(/\/api\/designs\?/, (route) => (refuse ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong!' } }) : route.fallback()));
    await page.goto('/me/assets');
    const failed = page.getByTestId('designs-failed');
    await expect(failed).toContainText('Your designs could not be loaded.');
    refuse = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    const empty = page.getByTestId('designs-empty');
    await expect(empty).toContainText('You have no designs yet');
    await expect(page.getByTestId('design-count')).toHaveText('0 of 20 designs');
    await empty.getByRole('link', { name: 'Start designing' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/products`);
  });

  test('shows skeleton cards while the list loads', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'skeleton');
    await makeDesign(request, headers, 'Slow FC');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/designs\?/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/me/assets');
    await expect(page.getByTestId('design-skeleton').first()).toBeVisible();
    release();
    await expect(cardNamed(page, 'Slow FC')).toBeVisible();
    await expect(page.getByTestId('design-skeleton')).toHaveCount(0);
  });

  test('in Khmer', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'khmer');
    await makeDesign(request, headers, '');
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.goto('/me/assets');
    await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toHaveText('ការរចនារបស់ខ្ញុំ');
    await expect(page.getByTestId('design-count')).toHaveText('ការរចនា 1 ក្នុងចំណោម 20');
    const card = cardNamed(page, 'ការរចនាគ្មានចំណងជើង');
    await expect(card.getByTestId('design-changed')).toHaveText('បានកែប្រែ មុននេះបន្តិច');
    await expect(card.getByRole('link', { name: 'បើក' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'មើលជាមុន' })).toBeVisible();
    await expect(card).toContainText('ឈុតបាល់ទាត់');
  });
});

test.describe('My designs with the designer remote down', () => {
  const origin = `http://localhost:${PORTS.spareGatewayThree}`;
  let gateway: { close(): Promise<void> };

  test.beforeAll(async () => {
    // A second gateway over the same API and remotes, except that the designer remote lives on a
    // port where no server answers.
    gateway = await startGateway({
      port: PORTS.spareGatewayThree,
      host: '127.0.0.1',
      shellDist: path.resolve(import.meta.dirname, '../../shell/dist'),
      apiUrl: `http://127.0.0.1:${PORTS.api}`,
      remotes: remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.spareDesigner, account: PORTS.account }),
    });
  });

  test.afterAll(async () => {
    await gateway.close();
  });

  test('the grid shows plain placeholder pictures and every card still works', async ({ page, request }) => {
    const user = await registerCustomer(request, 'designer-down');
    const headers = await bearerOf(request, user);
    await makeDesign(request, headers, 'Angkor FC');
    await makeDesign(request, headers, 'Bayon Stars', 'polo');
    await signInThroughApi(page, request, origin, user);
    await page.goto(`${origin}/me/assets`);

    await expect(page.getByTestId('design-card')).toHaveCount(2);
    // The account remote asked for the designer's thumbnail, found the designer down, and drew
    // plain shirts instead (not the shell's "not available" panel).
    const pictures = page.getByTestId('design-picture');
    await expect(pictures.first()).toHaveAttribute('data-picture', 'placeholder');
    await expect(pictures.last()).toHaveAttribute('data-picture', 'placeholder');
    await expect(page.getByTestId('design-placeholder')).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Front of Angkor FC' })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

    await cardAction(page, 'Bayon Stars', 'Rename');
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    await dialog.getByLabel('Name').fill('Bayon Stars United');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(cardNamed(page, 'Bayon Stars United')).toBeVisible();
    await cardAction(page, 'Angkor FC', 'Duplicate');
    await expect(cardNamed(page, 'Angkor FC (copy)')).toBeVisible();
    await expect(page.getByTestId('design-placeholder')).toHaveCount(3);
    await expect(cardNamed(page, 'Angkor FC').getByRole('link', { name: 'Open' })).toHaveAttribute('href', /^\/design\/soccer\?id=[0-9a-f-]{36}$/);
  });
});

test.describe('dashboard', () => {
  test('shows the newest designs as pictures that open them, and what was added each week', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'dashboard');
    for (const name of ['Angkor FC', 'Bayon Stars', 'Mekong United']) await makeDesign(request, headers, name);
    const newest = await makeDesign(request, headers, 'Tonle Sap FC', 'hoodie');
    await makeDesign(request, headers, 'Kampot Kings');
    await page.goto('/me/dashboard');

    await expect(statValue(page, 'designs')).toHaveText('5');
    const recent = page.getByTestId('recent-design');
    await expect(recent).toHaveCount(4);
    await expect(recent.first()).toContainText('Kampot Kings');
    await expect(recent.first().getByRole('img', { name: 'Front of Kampot Kings' })).toBeVisible();

    const chart = page.getByTestId('activity-chart');
    await expect(chart.locator('svg[role="img"]')).toHaveAccessibleName(/5 designs and 0 players in all/);
    const thisWeek = chart.locator('rect[data-series="designs"]').last();
    await expect(thisWeek).toHaveAttribute('data-value', '5');
    expect(await chart.locator('rect[data-series="designs"]').count()).toBe(12);
    // Five designs stand taller than nothing, and this week's bar is the tallest.
    const heights = await chart.locator('rect[data-series="designs"]').evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
    expect(heights.at(-1)).toBeGreaterThan(100);
    expect(Math.max(...heights.slice(0, -1))).toBe(0);

    await recent.filter({ hasText: 'Tonle Sap FC' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/design/hoodie?id=${newest.id}`);
  });

  test('shows the pictures the studio stored as they are, loading the designer’s code only for a design without a current one', async ({ page, request }) => {
    const { headers } = await customerWithSession(page, request, 'dashboard-stored');
    await makeDesign(request, headers, 'Angkor FC', 'soccer', STORED_PICTURE);
    const newest = await makeDesign(request, headers, 'Bayon Stars', 'polo', STORED_PICTURE);
    // The designer remote's scripts the page downloads (its manifest or entry, its chunks).
    const designerScripts: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.port === String(PORTS.designer) && url.pathname.endsWith('.js')) designerScripts.push(url.pathname);
    });
    await page.goto('/me/dashboard');
    const pictures = page.getByTestId('recent-designs').getByTestId('design-picture');
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0)).toHaveAttribute('data-picture', 'stored');
    await expect(pictures.nth(1)).toHaveAttribute('data-picture', 'stored');
    await expect(page.getByRole('img', { name: 'Front of Bayon Stars' })).toHaveAttribute('src', STORED_PICTURE);
    await page.waitForLoadState('networkidle');
    expect(designerScripts).toEqual([]);

    // Changed on another device without a picture of the change: the stored one would show an older
    // look, so the API drops it and the designer's code draws the design as it is now.
    const changed = await request.put(`${SHOP_ONE}/api/designs/${newest.id}`, { headers, data: { document: { schemaVersion: 2, product: 'polo', teamName: 'Bayon Stars 2027' }, baseVersion: newest.version } });
    expect(changed.status()).toBe(200);
    await page.reload();
    await expect(pictures.nth(0)).toHaveAttribute('data-picture', 'designer');
    await expect(pictures.nth(1)).toHaveAttribute('data-picture', 'stored');
    expect(designerScripts.length).toBeGreaterThan(0);
  });

  test('in Khmer', async ({ page, request }) => {
    await customerWithSession(page, request, 'dashboard-kh');
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.goto('/me/dashboard');
    await expect(page.getByRole('heading', { name: 'ការរចនាថ្មីៗ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'បានបន្ថែមក្នុងរយៈពេល 12 សប្តាហ៍ចុងក្រោយ' })).toBeVisible();
    await expect(page.getByTestId('activity-chart')).toContainText('មិនមានអ្វីត្រូវបានបន្ថែមក្នុងរយៈពេល 12 សប្តាហ៍ចុងក្រោយទេ។');
    await expect(page.getByRole('link', { name: 'ចាប់ផ្តើមរចនា' })).toBeVisible();
  });
});

test.describe('change password', () => {
  test('a wrong current password is refused; a change signs the other devices out and keeps this one', async ({ page, request }) => {
    const user = await registerCustomer(request, 'password');
    const otherDevice = await tokensFromApi(request, SHOP_ONE, user);
    await signInThroughApi(page, request, SHOP_ONE, user);
    await page.goto('/me/setting');
    const form = page.getByTestId('password-form');
    await expect(form).toContainText('After 5 wrong current passwords');

    await form.getByLabel('Current password').fill('Not#my2026password');
    await form.getByLabel('New password', { exact: true }).fill('Brand#new2026pass');
    await form.getByLabel('Confirm new password').fill('Brand#new2026pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('Confirm new password').fill('Brand#new2026pazz');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The password confirmation is incorrect')).toBeVisible();

    await form.getByLabel('Confirm new password').fill('Brand#new2026pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-notice')).toHaveText('Your password was changed. Your other devices were signed out; this one stays signed in.');
    await expect(form.getByLabel('Current password')).toHaveValue('');
    // The other session is over; this one goes on, and the new password signs in.
    const refreshed = await request.post(`${SHOP_ONE}/api/accounts/refreshtoken`, { data: { token: otherDevice.refresh_token, clientId: 'web' } });
    expect(refreshed.status()).toBe(401);
    await expect(page.getByTestId('session-item')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect((await request.post(`${SHOP_ONE}/api/accounts/token`, { data: { email: user.email, password: 'Brand#new2026pass', clientId: 'web' } })).status()).toBe(200);
  });

  test('in Khmer', async ({ page, request }) => {
    const user = await registerCustomer(request, 'password-kh');
    await signInThroughApi(page, request, SHOP_ONE, user);
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.goto('/me/setting');
    const form = page.getByTestId('password-form');
    await expect(page.getByText('ប្តូរពាក្យសម្ងាត់').first()).toBeVisible();
    await form.getByLabel('ពាក្យសម្ងាត់បច្ចុប្បន្ន').fill('Not#my2026password');
    await form.getByLabel('ពាក្យសម្ងាត់ថ្មី', { exact: true }).fill('Brand#new2026pass');
    await form.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់ថ្មី').fill('Brand#new2026pass');
    await form.getByRole('button', { name: 'ប្តូរពាក្យសម្ងាត់' }).click();
    await expect(form.getByText('ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ')).toBeVisible();
  });
});
