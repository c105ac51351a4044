import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';
import { openStudio } from './support/studio';

/**
 * The catalogue's templates and library pictures in the back office (issue 36): a staff member
 * unpublishes a template and customers no longer see it in the studio; renames one, seeing its look;
 * uploads a picture with a Khmer tag and the studio's image library finds it by that tag; both pages
 * axe-clean in en and kh.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Angkor's staff member (role STAFF, api/src/db/seed.ts): templates and pictures are theirs to manage. */
const ANGKOR_STAFF = { email: 'staff@angkor.test', password: 'Staff#2026pass' };

async function expectAxeClean(page: Page, what: string): Promise<void> {
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function inLanguage(page: Page, lang: 'en' | 'kh'): Promise<void> {
  await page.evaluate((language) => localStorage.setItem('lang', language), lang);
  await page.reload();
}

/** A published t-shirt template the shop's team made of a new customer's design, through the API. */
async function publishedTemplate(request: APIRequestContext, name: string): Promise<string> {
  const customer = await registerCustomer(request, 'bo-template');
  const design = await request.post(`${SHOP_ONE}/api/designs`, {
    headers: await bearerOf(request, customer),
    data: { document: { schemaVersion: 2, product: 'tshirt', teamName: 'Bayon Lions' }, name: 'Bayon home' },
  });
  expect(design.status()).toBe(201);
  const designId = ((await design.json()) as { data: { id: string } }).data.id;
  const made = await request.post(`${SHOP_ONE}/api/provider/templates`, { headers: await staffHeaders(request, SHOP_ONE, ANGKOR_STAFF), data: { designId, name, published: true } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { id: string } }).data.id;
}

async function servedTemplateNames(request: APIRequestContext): Promise<string[]> {
  const served = await request.get(`${SHOP_ONE}/api/templates?type=TSHIRT`);
  expect(served.ok()).toBe(true);
  return ((await served.json()) as { data: Array<{ name: string }> }).data.map((template) => template.name);
}

test.describe('the back office’s templates and library pictures', () => {
  test('staff unpublish a template, and the customer’s template list no longer shows it', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    const name = `Bayon stripe ${Date.now().toString(36)}`;
    const id = await publishedTemplate(request, name);
    expect(await servedTemplateNames(request)).toContain(name);

    await signInStaff(page, SHOP_ONE, ANGKOR_STAFF, '/backoffice/catalogue/templates');
    await expect(page.getByTestId('templates-page')).toBeVisible({ timeout: 30_000 });
    const row = page.locator(`[data-testid="template-row"][data-name="${name}"]`);
    await expect(row.getByText('Published')).toBeVisible();
    await row.getByRole('switch', { name: `Show ${name} to customers` }).click();
    await expect(row.getByText('Not published')).toBeVisible();
    expect(await servedTemplateNames(request)).not.toContain(name);

    // A customer opening the studio now (a new browser: nothing kept from before) does not see it.
    const visitor = await browser.newContext();
    const studio = await visitor.newPage();
    await openStudio(studio, '/design/tshirt');
    await studio.getByTestId('panel-tab-templates').click();
    await expect(studio.locator('[data-testid^="template-card-"]').first()).toBeVisible();
    await expect(studio.getByText(name)).toHaveCount(0);
    await expect(studio.getByTestId(`template-card-${id}`)).toHaveCount(0);
    await visitor.close();

    const removed = await request.delete(`${SHOP_ONE}/api/provider/templates/${id}`, { headers: await staffHeaders(request, SHOP_ONE, ANGKOR_STAFF) });
    expect(removed.status()).toBe(204);
  });

  test('staff see each template’s look, and rename one: an empty or too long name is refused, a new one is what customers see', async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = `Bayon rename ${Date.now().toString(36)}`;
    const renamed = `${name} away`;
    const id = await publishedTemplate(request, name);

    await signInStaff(page, SHOP_ONE, ANGKOR_STAFF, '/backoffice/catalogue/templates');
    await expect(page.getByTestId('templates-page')).toBeVisible({ timeout: 30_000 });
    const row = page.locator(`[data-testid="template-row"][data-name="${name}"]`);
    // The look as the studio draws it (the garment as SVG), not the placeholder (a box with an icon); asked for near the screen.
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('template-picture')).toHaveAttribute('data-state', 'drawn', { timeout: 30_000 });
    const picture = row.getByRole('img', { name: `The look of the template ${name}`, exact: true });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    await expect(picture.locator('path').first()).toBeAttached();

    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const field = row.getByRole('textbox', { name: `New name for ${name}` });
    await field.fill('   ');
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(row.getByRole('alert')).toHaveText('Give the template a name.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('x'.repeat(81));
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(row.getByRole('alert')).toHaveText('name is at most 80 characters');
    await field.fill(renamed);
    await row.getByRole('button', { name: 'Save the name' }).click();
    await expect(page.locator(`[data-testid="template-row"][data-name="${renamed}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="template-row"][data-name="${name}"]`)).toHaveCount(0);
    expect(await servedTemplateNames(request)).toContain(renamed);

    const removed = await request.delete(`${SHOP_ONE}/api/provider/templates/${id}`, { headers: await staffHeaders(request, SHOP_ONE, ANGKOR_STAFF) });
    expect(removed.status()).toBe(204);
  });

  test('staff upload a picture with a Khmer tag, and the studio’s image library finds it by that tag', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    const khmerTag = `ខ្លាឃ្មុំ${Date.now().toString(36)}`;
    await signInStaff(page, SHOP_ONE, ANGKOR_STAFF, '/backoffice/catalogue/pictures');
    await expect(page.getByTestId('pictures-page')).toBeVisible({ timeout: 30_000 });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="50" fill="#7a4b2a"/></svg>';
    await page.getByLabel('Picture (PNG, JPEG, WebP or SVG, up to about 2 MB)').setInputFiles({ name: 'bear.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await page.getByLabel('English tags').first().fill('bear');
    await page.getByLabel('Khmer tags').first().fill(khmerTag);
    await page.getByRole('button', { name: 'Add to the library' }).click();
    const card = page.getByTestId('shop-picture').filter({ has: page.getByRole('img', { name: `Library picture: bear, ${khmerTag}` }) });
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-picture-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const visitor = await browser.newContext();
    const studio = await visitor.newPage();
    await openStudio(studio, '/design/soccer');
    await studio.getByTestId('panel-tab-layers').click();
    await studio.getByTestId('open-image-library').click();
    const dialog = studio.getByRole('dialog', { name: 'Image library' });
    await dialog.getByTestId('image-library-search').fill(khmerTag);
    await expect(dialog.locator(`[data-testid="image-library-hit"][data-image-id="${id}"]`)).toBeVisible();
    await expect(dialog.getByTestId('image-library-hit')).toHaveCount(1);
    await visitor.close();

    const removed = await request.delete(`${SHOP_ONE}/api/provider/images/${id}`, { headers: await staffHeaders(request, SHOP_ONE, ANGKOR_STAFF) });
    expect(removed.status()).toBe(204);
  });

  test('the workshop has neither page in its menu, and opened by address they say its role does not manage them', async ({ page }) => {
    await signInStaff(page, SHOP_ONE, { email: 'workshop@angkor.test', password: 'Workshop#2026pass' }, '/backoffice/catalogue/templates');
    await expect(page.getByTestId('not-for-your-role')).toContainText('Your role in this shop does not manage this.', { timeout: 30_000 });
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Templates' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Library pictures' })).toHaveCount(0);
  });

  test('the templates and pictures pages are axe-clean in English and Khmer', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A picture on the page, so its card (picture, tags, buttons) is checked too.
    const headers = await staffHeaders(request, SHOP_ONE, ANGKOR_STAFF);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#1d4ed8"/></svg>';
    const added = await request.post(`${SHOP_ONE}/api/provider/images`, {
      headers,
      data: { picture: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, type: 'vector', transparent: false, tags: { en: ['blue square'], kh: ['ការ៉េខៀវ'] }, width: 80, height: 80 },
    });
    expect(added.status(), await added.text()).toBe(201);
    await signInStaff(page, SHOP_ONE, ANGKOR_STAFF, '/backoffice/catalogue/templates');
    for (const [path, testId] of [
      ['/backoffice/catalogue/templates', 'templates-page'],
      ['/backoffice/catalogue/pictures', 'pictures-page'],
    ] as const) {
      await page.goto(path);
      for (const lang of ['en', 'kh'] as const) {
        await inLanguage(page, lang);
        await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
        await expectAxeClean(page, `${path} ${lang}`);
      }
    }
    await page.getByTestId('shop-picture').first().waitFor();
    const id = ((await added.json()) as { data: { id: string } }).data.id;
    expect((await request.delete(`${SHOP_ONE}/api/provider/images/${id}`, { headers })).status()).toBe(204);
  });
});
