import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHOP_ONE } from './support/env';
import { signInThroughApi, tokensFromApi } from './support/session';
import { chooseOption } from './support/antd-select';
import { motionSettled } from './support/motion';
import { dataRows } from './support/tables';

interface Customer {
  email: string;
  password: string;
  token: string;
}

/** A customer of this test alone, signed in on the page: tests do not share a roster. */
async function newCustomer(page: Page, request: APIRequestContext): Promise<Customer> {
  const email = `players-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Roster#2026pass';
  const registered = await request.post(`${SHOP_ONE}/api/accounts/register`, {
    data: { firstName: 'Sophea', lastName: 'Chan', phoneNumber: '+855 12 345 678', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  await signInThroughApi(page, request, SHOP_ONE, { email, password });
  const { access_token } = await tokensFromApi(request, SHOP_ONE, { email, password });
  return { email, password, token: access_token };
}

interface SeedPlayer {
  name: string;
  number: number;
  size: string;
  team?: string | null;
}

/** Players put in the roster through the API, for the tests about something else than adding them. */
async function seedPlayers(request: APIRequestContext, customer: Customer, players: SeedPlayer[]): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/players/import`, { headers: { Authorization: `Bearer ${customer.token}` }, data: { rows: players } });
  expect(response.status(), await response.text()).toBe(201);
}

async function rosterTotal(request: APIRequestContext, customer: Customer): Promise<number> {
  const response = await request.get(`${SHOP_ONE}/api/players`, { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rosterSize: number }).rosterSize;
}

/** Serious and critical accessibility problems axe finds on the page as it is now. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

async function openPlayers(page: Page): Promise<void> {
  await page.goto('/me/players');
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByTestId('players-table');
const rowOf = (page: Page, name: string): Locator => dataRows(table(page)).filter({ hasText: name });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import a roster' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A CSV file as a spreadsheet saves it ("CSV UTF-8": a byte order mark, CRLF). */
function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

const KHMER_NAMES = ['សុខ ដារា', 'ចាន់ សុភា', 'ស្រីនាង', 'កែវ វិបុល', 'ហេង សំណាង', 'លី ម៉ារី'];
const SIZES = ['S', 'M', 'L', 'XL', '10Y'];

test.describe('players', () => {
  test('imports a 30-player roster from a CSV file and counts it on the dashboard', async ({ page, request }) => {
    await newCustomer(page, request);
    const players = Array.from({ length: 30 }, (_, i) => ({
      name: i < KHMER_NAMES.length ? KHMER_NAMES[i] : `Player ${String(i + 1).padStart(2, '0')}`,
      number: i + 1,
      size: SIZES[i % SIZES.length],
      // A comma in a team name: the file quotes it.
      team: i % 2 ? 'U12, Tigers' : 'ក្រុមក',
    }));
    const lines = ['Player,No.,Shirt size,Team', ...players.map((p) => `${p.name},${p.number},${p.size},"${p.team}"`)];

    await openPlayers(page);
    await expect(page.getByTestId('players-empty')).toContainText('No players yet');
    await page.getByTestId('players-empty').getByRole('button', { name: 'Import' }).click();
    await importDialog(page).locator('input[type="file"]').setInputFiles(csvFile('roster.csv', lines));

    await expect(importDialog(page).getByTestId('import-summary')).toHaveText('30 players are ready to import.');
    await expect(importDialog(page).getByTestId('import-preview')).toContainText('សុខ ដារា');
    await importDialog(page).getByRole('button', { name: 'Import 30 players' }).click();
    await expect(toast(page, '30 players were imported.')).toBeVisible();
    await expect(page.getByTestId('roster-count')).toHaveText('Players: 30 of at most 1,000');
    await expect(importDialog(page)).toBeHidden();

    await expect(page.getByText('1–20 of 30')).toBeVisible();
    await expect(dataRows(table(page))).toHaveCount(20);

    // Khmer names are shown exactly as imported, and the search finds them.
    await page.getByRole('searchbox', { name: 'Search players' }).fill('ស្រីនាង');
    await expect(dataRows(table(page))).toHaveCount(1);
    // Cells after the selection box: name, number, size, team.
    await expect(rowOf(page, 'ស្រីនាង').getByRole('cell')).toHaveText(['', 'ស្រីនាង', '3', 'L', 'ក្រុមក', '']);
    await page.getByRole('searchbox', { name: 'Search players' }).fill('Tigers');
    await expect(page.getByText('1–15 of 15')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search players' }).fill('');
    await expect(page.getByText('1–20 of 30')).toBeVisible();

    // The team filter picks one team's players.
    await page.getByRole('combobox', { name: 'Filter by team' }).selectOption({ label: 'ក្រុមក' });
    await expect(page.getByText('1–15 of 15')).toBeVisible();

    await page.goto('/me/dashboard');
    await expect(page.getByTestId('summary-players')).toContainText('30');
  });

  test('a 1,000-row roster is read, previewed and imported whole', async ({ page, request }) => {
    await newCustomer(page, request);
    const lines = [
      'name,number,size,team',
      ...Array.from({ length: 1000 }, (_, i) => `កីឡាករ ${i + 1},${i % 100},${SIZES[i % SIZES.length]},Team ${Math.floor(i / 100)}`),
    ];
    await openPlayers(page);
    await page.getByTestId('players-empty').getByRole('button', { name: 'Import' }).click();
    await importDialog(page).locator('input[type="file"]').setInputFiles(csvFile('big-roster.csv', lines));
    await expect(importDialog(page).getByTestId('import-summary')).toHaveText('1000 players are ready to import.');

    // Its speed is measured in bench/ (POST /api/players/import), never timed here.
    await importDialog(page).getByRole('button', { name: 'Import 1000 players' }).click();
    await expect(page.getByTestId('roster-count')).toHaveText('Players: 1,000 of at most 1,000');
    await expect(page.getByText('1–20 of 1,000')).toBeVisible();
  });

  test('a file with a bad number shows that row’s message in the preview and saves nothing', async ({ page, request }) => {
    const customer = await newCustomer(page, request);
    await openPlayers(page);
    await page.getByTestId('players-empty').getByRole('button', { name: 'Import' }).click();
    await importDialog(page)
      .locator('input[type="file"]')
      .setInputFiles(csvFile('bad-roster.csv', ['name,number,size,team', 'Sok Dara,10,M,U12', 'Chan Sophea,1O,M,U12', 'Keo Vibol,11,L,U12']));

    await expect(importDialog(page).getByTestId('import-summary')).toHaveText(
      '1 of 3 rows have a problem. Nothing is imported until every row is right: correct them here or in your file.',
    );
    const badRow = dataRows(importDialog(page).getByTestId('import-preview')).filter({ hasText: 'Chan Sophea' });
    // Its row in the file, the header being row 1.
    await expect(badRow.getByRole('cell').first()).toHaveText('3');
    await expect(badRow.getByTestId('import-row-problems')).toHaveText('Number is invalid');
    await expect(importDialog(page).getByTestId('import-submit')).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(importDialog(page)).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('players-empty')).toBeVisible();
    expect(await rosterTotal(request, customer)).toBe(0);
  });

  test('pasted spreadsheet rows (tab-separated, Khmer header) are imported after their preview', async ({ page, request, context }) => {
    await newCustomer(page, request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHOP_ONE });
    await openPlayers(page);
    await page.getByTestId('players-empty').getByRole('button', { name: 'Import' }).click();

    const pasted = 'ឈ្មោះ\tលេខ\tទំហំ\tក្រុម\nហេង សំណាង\t៧\tM\tU14\nChan, Vibol\t8\tL\tU14\nលី ម៉ារី\t9\t12Y\t\n';
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await importDialog(page).getByTestId('import-text').click();
    await page.keyboard.press('ControlOrMeta+V');

    const previewRows = dataRows(importDialog(page).getByTestId('import-preview'));
    await expect(previewRows).toHaveCount(3);
    await expect(previewRows.filter({ hasText: 'Chan, Vibol' })).toContainText('Ready');
    await importDialog(page).getByRole('button', { name: 'Import 3 players' }).click();
    await expect(toast(page, '3 players were imported.')).toBeVisible();

    // The Khmer digit ៧ was read as 7.
    await expect(rowOf(page, 'ហេង សំណាង')).toContainText('7');
    await expect(rowOf(page, 'Chan, Vibol')).toContainText('U14');
    await expect(rowOf(page, 'លី ម៉ារី')).toContainText('No team');
  });

  test('adds, edits and deletes a player through the form, with the validation messages', async ({ page, request }) => {
    await newCustomer(page, request);
    await openPlayers(page);
    await page.getByTestId('players-empty').getByRole('button', { name: 'Add player' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a player' });
    await expect(drawer).toBeVisible();

    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(drawer.getByText('Name is required')).toBeVisible();
    await expect(drawer.getByText('Number is required')).toBeVisible();
    await expect(drawer.getByText('Size is required')).toBeVisible();

    await drawer.getByLabel('Number').fill('100');
    await expect(drawer.getByText('Number is invalid')).toBeVisible();
    await drawer.getByLabel('Number').fill('7a');
    await expect(drawer.getByText('Number is invalid')).toBeVisible();

    await drawer.getByLabel('Name').fill('ស្រីនាង ចាន់');
    await drawer.getByLabel('Number').fill('7');
    await chooseOption(page, drawer.getByLabel('Size'), 'M');
    await drawer.getByLabel('Team').fill('U12');
    await expect(drawer.getByText('Number is invalid')).toBeHidden();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'ស្រីនាង ចាន់ was added.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(rowOf(page, 'ស្រីនាង ចាន់')).toContainText('U12');

    await page.getByRole('button', { name: 'Edit ស្រីនាង ចាន់' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit player' });
    await expect(editor.getByLabel('Name')).toHaveValue('ស្រីនាង ចាន់');
    await editor.getByLabel('Number').fill('');
    await expect(editor.getByText('Number is required')).toBeVisible();
    await editor.getByLabel('Number').fill('23');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'ស្រីនាង ចាន់ was saved.')).toBeVisible();
    await expect(rowOf(page, 'ស្រីនាង ចាន់').getByRole('cell').nth(2)).toHaveText('23');

    await page.getByRole('button', { name: 'Delete ស្រីនាង ចាន់' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete players' });
    await expect(confirmation).toContainText('Delete ស្រីនាង ចាន់ from your roster?');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, 'ស្រីនាង ចាន់')).toBeVisible();
    await page.getByRole('button', { name: 'Delete ស្រីនាង ចាន់' }).click();
    await page.getByRole('dialog', { name: 'Delete players' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'ស្រីនាង ចាន់ was deleted.')).toBeVisible();
    await expect(page.getByTestId('players-empty')).toBeVisible();
  });

  test('the edit drawer leaves the cursor in the field the customer chose while it slid in', async ({ page, request }) => {
    const customer = await newCustomer(page, request);
    await seedPlayers(request, customer, [{ name: 'Dara Sok', number: 7, size: 'M' }]);
    await openPlayers(page);
    // A slow phone: the drawer slides in for seconds, and the customer is already typing.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    await page.getByRole('button', { name: 'Edit Dara Sok' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit player' });
    await editor.getByLabel('Number').fill('2');
    await motionSettled(editor.getByLabel('Number'));
    await page.keyboard.type('3');
    await expect(editor.getByLabel('Number')).toHaveValue('23');
    await expect(editor.getByLabel('Name')).toHaveValue('Dara Sok');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rowOf(page, 'Dara Sok').getByRole('cell').nth(2)).toHaveText('23');
  });

  test('two players of one team with the same number both show the warning; the selection is deleted after confirmation', async ({ page, request }) => {
    const customer = await newCustomer(page, request);
    await seedPlayers(request, customer, [
      { name: 'Sok Dara', number: 10, size: 'M', team: 'U12' },
      { name: 'Keo Vibol', number: 10, size: 'L', team: 'U12' },
      { name: 'Chan Sophea', number: 10, size: 'S', team: 'U14' },
      { name: 'Heng Samnang', number: 4, size: 'S', team: 'U12' },
    ]);
    await openPlayers(page);
    await expect(rowOf(page, 'Sok Dara').getByTestId('duplicate-number')).toHaveText('Duplicate number');
    await expect(rowOf(page, 'Keo Vibol').getByTestId('duplicate-number')).toHaveText('Duplicate number');
    await expect(rowOf(page, 'Chan Sophea').getByTestId('duplicate-number')).toHaveCount(0);
    await expect(rowOf(page, 'Heng Samnang').getByTestId('duplicate-number')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Select Sok Dara' }).check();
    await page.getByRole('checkbox', { name: 'Select Keo Vibol' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete players' });
    await expect(confirmation).toContainText('Delete 2 players from your roster?');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, '2 players were deleted.')).toBeVisible();
    await expect(dataRows(table(page))).toHaveCount(2);
    expect(await rosterTotal(request, customer)).toBe(2);
  });

  test('exports the roster as a CSV file with the players, Khmer names intact', async ({ page, request }) => {
    const customer = await newCustomer(page, request);
    await seedPlayers(request, customer, [
      { name: 'សុខ ដារា', number: 10, size: 'M', team: 'ក្រុមក' },
      { name: 'Chan, Sophea', number: 7, size: 'S', team: null },
      { name: '=Keo Vibol', number: 3, size: 'L', team: 'U12' },
    ]);
    await openPlayers(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('roster.csv');
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,number,size,team');
    expect(lines).toEqual(expect.arrayContaining(['សុខ ដារា,10,M,ក្រុមក', '"Chan, Sophea",7,S,', '"\'=Keo Vibol",3,L,U12']));
    expect(lines).toHaveLength(4);
  });

  test('the page in Khmer: headings, table, form and the API’s messages', async ({ page, request }) => {
    const customer = await newCustomer(page, request);
    await seedPlayers(request, customer, [{ name: 'សុខ ដារា', number: 10, size: 'M', team: 'ក្រុមក' }]);
    await openPlayers(page);
    await page.getByTestId('language-select').selectOption({ label: 'ខ្មែរ' });

    const area = page.locator('[data-remote="account"]');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('បញ្ជីកីឡាករ');
    await expect(area.getByRole('button', { name: 'បន្ថែមកីឡាករ' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'ឈ្មោះ' })).toBeVisible();
    await expect(rowOf(page, 'សុខ ដារា')).toContainText('ក្រុមក');
    const text = await area.innerText();
    for (const english of ['Add player', 'Import', 'Export CSV', 'Name', 'Number', 'Size', 'Team', 'Players:', 'of '])
      expect(text, `"${english}" is still in English`).not.toContain(english);

    await area.getByRole('button', { name: 'បន្ថែមកីឡាករ' }).click();
    const drawer = page.getByRole('dialog', { name: 'បន្ថែមកីឡាករ' });
    await drawer.getByLabel('លេខ').fill('150');
    await drawer.getByRole('button', { name: 'រក្សាទុក', exact: true }).click();
    await expect(drawer.getByText('តម្រូវឱ្យមានឈ្មោះ')).toBeVisible();
    await expect(drawer.getByText('លេខមិនត្រឹមត្រូវ')).toBeVisible();
    await expect(drawer.getByText('តម្រូវឱ្យមានទំហំ')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on a phone the roster fits the screen, with number, size and team under each name', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const customer = await newCustomer(page, request);
    await seedPlayers(request, customer, [
      { name: 'សុខ ដារា ចាន់ សុភា', number: 10, size: 'M', team: 'ក្រុមក' },
      { name: 'Keo Vibol', number: 10, size: 'L', team: 'ក្រុមក' },
    ]);
    await openPlayers(page);
    await expect(rowOf(page, 'Keo Vibol')).toContainText('#10 · L · ក្រុមក');
    await expect(rowOf(page, 'Keo Vibol').getByTestId('duplicate-number')).toBeVisible();
    // The row's actions are on screen, not scrolled off to the right.
    const edit = await page.getByRole('button', { name: 'Edit Keo Vibol' }).boundingBox();
    expect((edit?.x ?? Infinity) + (edit?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Add player' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a player' });
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
  });

  test('a roster that cannot be loaded says so and loads on Try again', async ({ page, request }) => {
    await newCustomer(page, request);
    let refuse = true;
    await page.route(/\/api\/players\?/, (route) =>
      refuse ? route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }) : route.continue(),
    );
    await openPlayers(page);
    await expect(page.getByTestId('players-load-failed')).toContainText('Your players could not be loaded');
    refuse = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('players-empty')).toBeVisible();
  });

  test('a malformed roster answer (checked by its schema, in zod/mini) says so and loads on Try again', async ({ page, request }) => {
    await newCustomer(page, request);
    let malformed = true;
    await page.route(/\/api\/players\?/, (route) =>
      malformed ? route.fulfill({ status: 200, json: { data: [{ name: 'Dara' }], total: '1', page: 1, pageSize: 20 } }) : route.continue(),
    );
    await openPlayers(page);
    await expect(page.getByTestId('players-load-failed')).toContainText('Your players could not be loaded');
    malformed = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('players-empty')).toBeVisible();
  });
});
