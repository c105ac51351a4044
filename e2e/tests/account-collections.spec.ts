import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { pageStill, popupOpened } from './support/motion';
import { signInThroughApi } from './support/session';
import { dataRows } from './support/tables';

/**
 * Size collections (issue 37), the team manager's side: from My designs they start a collection,
 * share its link and QR code, watch players join without reloading, change an entry, send a
 * reminder and close it; the players are then on the roster. The players join through the public
 * API here (their page has its own spec).
 */

const TITLE = 'Angkor FC 2027 home kit';
const AWAY_TITLE = 'Angkor FC 2027 away kit';

/** The day after tomorrow on the shop's clock (Phnom Penh), as a date field takes it. */
function shopDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

/** What axe finds serious once the page has stopped changing (support/motion.ts pageStill). */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await pageStill(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * Clicks something in a popup or dialog that has just opened, once it has opened (support/motion.ts
 * popupOpened): antd draws a dialog at its place, transparent, a frame before it zooms in, and a
 * click aimed then lands on the mask beside it, which closes it (seen under load: "Close now"
 * pressed, the dialog gone, the collection still open).
 */
async function clickOnceOpened(target: Locator): Promise<void> {
  await popupOpened(target);
  await target.click();
}

async function join(request: APIRequestContext, code: string, entry: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/join/${code}/entries`, { data: entry });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('the team manager’s size collections', () => {
  test('start from My designs, share the link, see a player join without reload, change the entry, remind, close: the players are on the roster', async ({ page, request }) => {
    // About 60 steps over five page loads, three axe runs and a poll of 5 s: 35–50 s on a quiet
    // machine, past the default 60 s on a busy one (measured with the suite's two workers), with
    // no single step waiting long.
    test.setTimeout(120_000);
    const user = await registerCustomer(request, 'collections');
    const headers = await bearerOf(request, user);
    const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' } });
    expect(design.status()).toBe(201);
    await signInThroughApi(page, request, SHOP_ONE, user);

    // My designs → Collect sizes.
    await page.goto('/me/assets');
    await page.getByRole('button', { name: 'More actions for Home kit' }).click();
    await clickOnceOpened(page.getByRole('menuitem', { name: 'Collect sizes' }));
    await expect(page).toHaveURL(/\/me\/collections\?design=[0-9a-f-]{36}$/);
    const form = page.getByTestId('collection-form');
    await expect(form.getByLabel('Title')).toHaveValue('Home kit');
    await expect(form).toContainText('The shop’s time (Phnom Penh)');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Checked as typed: a deadline in the past is refused on its field, and nothing else typed is lost.
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Deadline day').fill('2020-01-01');
    await form.getByLabel('Players expected').fill('3');
    await form.getByRole('button', { name: 'Start collecting' }).click();
    await expect(form).toContainText('The deadline must be in the future');
    await expect(form.getByLabel('Title')).toHaveValue(TITLE);
    await form.getByLabel('Deadline day').fill(shopDayAhead(3));
    await form.getByLabel('Deadline time').fill('18:00');
    await expect(form.getByRole('checkbox', { name: 'The kit’s shorts' })).toBeChecked();
    // Players pay, asked of a shop that takes neither KHQR nor bank transfer: refused, nothing started, nothing typed lost.
    await form.getByRole('checkbox', { name: 'Players pay their share' }).check();
    await form.getByRole('button', { name: 'Start collecting' }).click();
    const refused = page.getByTestId('collection-players-pay-refused');
    await expect(refused).toContainText('Players can pay only when the shop takes KHQR or bank transfer');
    await expect(form.getByLabel('Title')).toHaveValue(TITLE);
    await expect(form.getByLabel('Players expected')).toHaveValue('3');
    await refused.getByRole('button', { name: 'Start without players pay' }).click();

    // The live page: the link and its QR code.
    await expect(page).toHaveURL(/\/me\/collection\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const link = await page.getByTestId('collection-link').inputValue();
    expect(link).toMatch(new RegExp(`^${SHOP_ONE}/join/[A-Za-z0-9_-]{16,64}$`));
    await expect(page.getByTestId('collection-qr').locator('svg')).toBeVisible();
    await expect(page.getByTestId('collection-joined')).toHaveText('0 of 3 joined');
    // The page has what adding an entry needs (the shop's sizes, the garment's size guide): its button
    // turns from disabled to usable when they come, after the entries are shown.
    await expect(page.getByTestId('collection-add-entry')).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The poster: printed, the page is the poster alone, with the QR code and the deadline.
    await page.emulateMedia({ media: 'print' });
    const poster = page.getByTestId('collection-poster');
    await expect(poster).toBeVisible();
    await expect(poster.getByTestId('collection-poster-qr').locator('svg')).toBeVisible();
    await expect(poster.getByRole('img', { name: TITLE })).toBeVisible();
    await expect(poster).toContainText(`Before `);
    await expect(page.locator('[data-remote="account"]')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(poster).toBeHidden();

    // A player joins on their phone: the page shows them by itself.
    const code = link.split('/join/')[1] as string;
    await join(request, code, { name: 'Sok Dara', number: 7, size: 'M', shortsSize: 'L' });
    const row = dataRows(page.getByTestId('collection-entries')).filter({ hasText: 'Sok Dara' });
    await expect(row).toContainText('7');
    await expect(page.getByTestId('collection-joined')).toHaveText('1 of 3 joined');
    await expect(page.getByTestId('collection-counts-main')).toContainText('M: 1');
    await expect(page.getByTestId('collection-counts-shorts')).toContainText('L: 1');

    // The manager changes the entry.
    await page.getByRole('button', { name: 'Change Sok Dara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Sok Dara’s entry' });
    await dialog.getByLabel('Number').fill('8');
    await clickOnceOpened(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(1)).toHaveText('8');

    // A player of the roster, added by the manager with their roster number and size; and removed again.
    const rostered = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Chan Sophea', number: 12, size: 'L' } });
    expect(rostered.status()).toBe(201);
    await page.getByTestId('collection-add-roster').click();
    const rosterDialog = page.getByRole('dialog', { name: 'Add from your players' });
    await clickOnceOpened(rosterDialog.getByTestId('collection-roster-select'));
    // Picked once the list has opened: clicked while it slides in, the click lands beside the
    // player and nothing is chosen (seen under load: "Add 0", and the test waited out its time).
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Chan Sophea #12 (L)"]');
    await clickOnceOpened(option);
    const addOne = rosterDialog.getByRole('button', { name: 'Add 1' });
    await expect(addOne).toBeEnabled();
    await page.keyboard.press('Escape');
    await addOne.click();
    const sophea = dataRows(page.getByTestId('collection-entries')).filter({ hasText: 'Chan Sophea' });
    await expect(sophea).toContainText('12');
    await expect(page.getByTestId('collection-joined')).toHaveText('2 of 3 joined');
    await page.getByRole('button', { name: 'Remove Chan Sophea' }).click();
    await clickOnceOpened(page.getByRole('dialog', { name: 'Remove the entry?' }).getByRole('button', { name: 'Remove' }));
    await expect(sophea).toHaveCount(0);
    await expect(page.getByTestId('collection-joined')).toHaveText('1 of 3 joined');

    // A reminder: the message for the team's chat, with the link in it.
    await page.getByRole('button', { name: 'Send a reminder' }).click();
    await expect(page.getByTestId('collection-remind-message')).toHaveValue(new RegExp(code));

    // The dashboard's line, to the live page.
    await page.goto('/me/dashboard');
    const line = page.getByTestId('dashboard-collection');
    await expect(line).toContainText(new RegExp(`^${TITLE} 1 of 3 joined, closes (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) at 18:00$`));
    await line.getByRole('link', { name: TITLE }).click();
    await expect(page.getByTestId('collection-joined')).toHaveText('1 of 3 joined');

    // On a phone, the page fits its width (the entries' table scrolls inside its card).
    await page.setViewportSize({ width: 390, height: 844 });
    // (asked until the layout has followed the new width: antd's grid reads it in an effect)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });

    // The details changed after starting: the title and the need-by day, shown by the page; a need-by day
    // before the deadline's day is refused on its field, the rest of what was typed kept.
    const needBy = shopDayAhead(40);
    await page.getByRole('button', { name: 'Change details' }).click();
    const details = page.getByRole('dialog', { name: 'Change the collection’s details' });
    await details.getByLabel('Title').fill(AWAY_TITLE);
    await details.getByLabel('Kits needed by').fill(shopDayAhead(1));
    await clickOnceOpened(details.getByRole('button', { name: 'Save details' }));
    await expect(details.locator('.ant-form-item-has-error').filter({ hasText: 'Kits needed by' })).toContainText('The kits cannot arrive before the collection closes');
    await expect(details.getByLabel('Title')).toHaveValue(AWAY_TITLE);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await details.getByLabel('Kits needed by').fill(needBy);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: AWAY_TITLE })).toBeVisible();
    const needByShown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${needBy}T12:00:00Z`));
    await expect(page.getByTestId('collection-need-by')).toContainText(`Kits needed by ${needByShown}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: AWAY_TITLE })).toBeVisible();
    await expect(page.getByTestId('collection-need-by')).toContainText(`Kits needed by ${needByShown}`);

    // The deadline cannot move past that day: said on the deadline's field.
    await page.getByRole('button', { name: 'Change deadline' }).click();
    const deadlineDialog = page.getByRole('dialog', { name: 'Change the deadline' });
    await deadlineDialog.getByLabel('Deadline day').fill(shopDayAhead(45));
    await clickOnceOpened(deadlineDialog.getByRole('button', { name: 'Save deadline' }));
    await expect(deadlineDialog.locator('.ant-form-item').filter({ hasText: 'Deadline' })).toContainText('The kits cannot arrive before the collection closes');
    await expect(deadlineDialog.getByLabel('Deadline day')).toHaveAttribute('aria-invalid', 'true');
    await deadlineDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(deadlineDialog).toBeHidden();

    // Close early (confirmed): the players joined the roster, and the order form is offered.
    await page.getByTestId('collection-close').click();
    await clickOnceOpened(page.getByRole('dialog', { name: 'Close the collection?' }).getByRole('button', { name: 'Close now' }));
    await expect(page.getByTestId('collection-state')).toHaveText('Closed');
    const id = new URL(page.url()).searchParams.get('id') as string;
    await expect(page.getByTestId('collection-order')).toHaveAttribute('href', new RegExp(`/me/checkout\\?design=[0-9a-f-]{36}&collection=${id}$`));

    await page.goto('/me/players');
    const player = dataRows(page.getByTestId('players-table')).filter({ hasText: 'Sok Dara' });
    await expect(player).toContainText('8');
    await expect(player).toContainText('M');
  });

  test('a collection that is not the customer’s, or no collection at all, says so', async ({ page, request }) => {
    const user = await registerCustomer(request, 'collections-other');
    await signInThroughApi(page, request, SHOP_ONE, user);
    await page.goto('/me/collection?id=6a3e2f4c-9b1d-4c7e-8f2a-1b3c5d7e9f00');
    await expect(page.getByTestId('collection-not-found')).toContainText('Collection not found');
    await page.goto('/me/collection?id=not-an-id');
    await expect(page.getByTestId('collection-not-found')).toBeVisible();
  });
});
