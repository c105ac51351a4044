import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';

/**
 * The players' page of a size collection (issue 37, "The player"): public, phone first, its own
 * small build (/join/<code>). A team manager's design with the player's name and number on its back
 * and a collection of it are made through the API; players then join in phone-sized browsers.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const textLayer = (kind: 'playerName' | 'backNumber', text: string, y: number, fontSize: number) => ({
  id: `${kind}-back`,
  kind,
  view: 'back',
  x: 500,
  y,
  rotation: 0,
  scale: 1,
  opacity: 1,
  visible: true,
  locked: false,
  text,
  fontFamily: 'Roboto',
  fontSize,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#ffffff' },
  stroke: { width: 0, color: '#000000' },
  align: 'center',
});

interface Started {
  code: string;
  id: string;
  headers: Record<string, string>;
}

/** A manager's design with a name and a number on the back, and a collection of it open for three days. */
async function startCollection(request: APIRequestContext): Promise<Started> {
  const user = await registerCustomer(request, 'join-page');
  const headers = await bearerOf(request, user);
  const document = {
    schemaVersion: 2,
    product: 'soccer',
    teamName: 'Angkor FC',
    parts: { body: { kind: 'solid', color: '#0b3d91' } },
    pattern: { id: 'waves', scale: 1, opacity: 0.4, tint: '#ffffff' },
    layers: [textLayer('playerName', 'PLAYER', 140, 40), textLayer('backNumber', '10', 272, 170)],
  };
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document, name: 'Home kit' } });
  expect(design.status(), await design.text()).toBe(201);
  const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const collection = await request.post(`${SHOP_ONE}/api/collections`, {
    headers,
    data: { designId: (await design.json()).data.id, title: 'Angkor FC 2027 home kit', deadline, pieces: ['main', 'shorts'], printNames: true, printNumbers: true, message: 'Sizes by Friday please' },
  });
  expect(collection.status(), await collection.text()).toBe(201);
  const { code, id } = (await collection.json()).data as { code: string; id: string };
  return { code, id, headers };
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: SHOP_ONE });
  return context.newPage();
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** The first size the select offers (the shop's guide says which). */
async function chooseFirstSize(page: Page, testId: string): Promise<string> {
  const select = page.getByTestId(testId);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
  return value ?? '';
}

test.describe('the players’ page /join/<code>', () => {
  test('a player joins in Khmer and sees their name on the back; a second is refused the same number and picks a free one; a player changes their size by their private link', async ({ browser, request }) => {
    const { code } = await startCollection(request);

    // The first player, in Khmer, on a phone: the shop, the collection, the design and the form.
    const first = await phone(browser);
    await first.goto(`/join/${code}`);
    await expect(first.getByTestId('join-title')).toHaveText('Angkor FC 2027 home kit');
    await expect(first.getByTestId('join-deadline')).toContainText('GMT+7');
    await expect(first.getByText('Sizes by Friday please')).toBeVisible();
    expect(await seriousAxeViolations(first)).toEqual([]);
    await first.getByTestId('join-language-kh').click();
    await expect(first.getByTestId('join-send')).toHaveText('ផ្ញើទំហំរបស់ខ្ញុំ');
    await expect(first.locator('html')).toHaveAttribute('lang', 'km');

    // Sending nothing: the page's own words, in Khmer, and nothing is sent.
    await first.getByTestId('join-send').click();
    await expect(first.getByTestId('join-name-problem')).toHaveText('សូមសរសេរឈ្មោះរបស់អ្នក។');

    // The name and number are drawn on the back as they are typed.
    await first.getByTestId('join-name').fill('សុខ ដារា');
    await first.getByTestId('join-number').fill('7');
    const back = first.getByTestId('join-design-back');
    await expect(back.locator('[data-player="name"]')).toHaveText('សុខ ដារា');
    await expect(back.locator('[data-player="number"]')).toHaveText('7');
    // The design's pattern, from the designer remote's tiles as the studio draws it.
    const tile = await back.locator('pattern image').first().getAttribute('href');
    expect(tile).toMatch(/\/patterns\/waves\.webp$/);
    expect((await first.request.get(tile ?? '')).status()).toBe(200);
    const size = await chooseFirstSize(first, 'join-size');
    await chooseFirstSize(first, 'join-shortsSize');
    await first.getByTestId('join-size-guide-main').locator('summary').click();
    await expect(first.getByTestId('join-size-guide-main').locator('table')).toContainText(size);
    expect(await seriousAxeViolations(first)).toEqual([]);
    await first.getByTestId('join-send').click();

    // Sent: what they entered, and their private link.
    await expect(first.getByTestId('join-done')).toContainText('អ្នកបានចូលរួមហើយ!');
    await expect(first.getByTestId('join-entered')).toContainText('សុខ ដារា');
    await expect(first.getByTestId('join-entered')).toContainText('7');
    const privateLink = await first.getByTestId('join-private-link').inputValue();
    expect(privateLink).toMatch(new RegExp(`^${SHOP_ONE}/join/${code}\\?entry=[0-9a-f-]{36}&token=[^&]+$`));
    await expect(first).toHaveURL(privateLink);
    expect(await seriousAxeViolations(first)).toEqual([]);

    // A second player, in English, asks for number 7: refused, with free numbers to pick from.
    const second = await phone(browser);
    await second.goto(`/join/${code}`);
    await second.getByTestId('join-language-en').click();
    await second.getByTestId('join-name').fill('Dara Sok');
    await second.getByTestId('join-number').fill('7');
    await chooseFirstSize(second, 'join-size');
    await chooseFirstSize(second, 'join-shortsSize');
    await second.getByTestId('join-send').click();
    const alert = second.getByTestId('join-alert');
    await expect(alert).toContainText('Number 7 is already taken. Pick a free one:');
    // Whose it is, never.
    await expect(alert).not.toContainText('សុខ');
    const free = alert.getByTestId('join-free-numbers').getByRole('button');
    await expect(free.first()).toBeVisible();
    const picked = (await free.first().textContent())?.trim() ?? '';
    expect(picked).not.toBe('7');
    // What they typed is still there.
    await expect(second.getByTestId('join-name')).toHaveValue('Dara Sok');
    await free.first().click();
    await expect(second.getByTestId('join-number')).toHaveValue(picked);
    await expect(second.getByTestId('join-design-back').locator('[data-player="number"]')).toHaveText(picked);
    await second.getByTestId('join-send').click();
    await expect(second.getByTestId('join-entered')).toContainText(picked);
    await expect(second.getByTestId('join-entered')).toContainText('Dara Sok');

    // The first player opens their private link on another phone and changes their shirt size.
    const again = await phone(browser);
    await again.goto(privateLink);
    await expect(again.getByTestId('join-name')).toHaveValue('សុខ ដារា');
    await expect(again.getByTestId('join-size')).toHaveValue(size);
    const sizes = await again.getByTestId('join-size').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const other = sizes.find((each) => each !== size) ?? size;
    await again.getByTestId('join-size').selectOption(other);
    await again.getByTestId('join-send').click();
    await expect(again.getByTestId('join-done')).toBeVisible();
    await expect(again.getByTestId('join-entered')).toContainText(other);
    // The API keeps the change: the link reads it back.
    await again.reload();
    await expect(again.getByTestId('join-size')).toHaveValue(other);
  });

  test('a closed collection says so and to ask the team manager; an unknown code says there is no such collection', async ({ browser, request }) => {
    const { code, id, headers } = await startCollection(request);
    const closed = await request.post(`${SHOP_ONE}/api/collections/${id}/close`, { headers });
    expect(closed.status(), await closed.text()).toBe(200);

    const page = await phone(browser);
    await page.goto(`/join/${code}`);
    await page.getByTestId('join-language-en').click();
    await expect(page.getByTestId('join-closed')).toContainText('This collection is closed');
    await expect(page.getByTestId('join-closed')).toContainText('Ask your team manager');
    await expect(page.getByTestId('join-form')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/join/NoSuchCollectionCode123');
    await expect(page.getByTestId('join-failure')).toContainText('There is no such collection');
  });
});
