import { expect, test, type Page } from '@playwright/test';
import { SHOP_ONE } from './support/env';
import { popupOpened } from './support/motion';
import { askForStudioProbe, isColour, waitForCanvas, type Rgba } from './support/studio';

/** The studio's Templates panel (issue 5): the shop's templates with pictures, applied for real, undone in one step. */

interface ServedTemplate {
  id: string;
  name: string;
  document: { parts?: Record<string, { kind: string; color?: string }> };
}

// A point of the soccer shirt's front (artboard units) that Temple Stripes leaves plain body
// colour: below its front number, above its hem band, clear of the chest band and the side shading.
const BODY_POINT = { x: 420, y: 470 };
const DEFAULT_BODY = '#1d4ed8';

async function bodyPixel(page: Page): Promise<Rgba> {
  await waitForCanvas(page);
  return page.evaluate(({ x, y }) => {
    const probe = window.__teamwearStudio;
    const pixel = probe?.pixelAt('front', x, y);
    if (!pixel) throw new Error('the front is not shown');
    return pixel;
  }, BODY_POINT);
}

async function openTemplates(page: Page): Promise<void> {
  await page.goto('/design/soccer');
  await expect(page.getByTestId('design-studio')).toBeVisible();
  await waitForCanvas(page);
  await page.getByTestId('panel-tab-templates').click();
}

test.beforeEach(({ page }) => askForStudioProbe(page));

test.describe('templates panel', () => {
  test("shows the shop's soccer templates with pictures; applying one repaints the garment, and Ctrl+Z brings the design back", async ({ page, request }) => {
    const served = await request.get(`${SHOP_ONE}/api/templates?type=SOCCER_KIT`);
    expect(served.ok()).toBe(true);
    const templates = ((await served.json()) as { data: ServedTemplate[] }).data;
    const template = templates.find((candidate) => candidate.name === 'Temple Stripes');
    const body = template?.document.parts?.body;
    if (!template || body?.kind !== 'solid' || !body.color) throw new Error('Temple Stripes should paint the body one colour');

    await openTemplates(page);
    const cards = page.locator('[data-testid^="template-card-"]');
    await expect(cards).toHaveCount(templates.length);
    // Each card has a picture of the template's front, drawn from its document.
    const pictures = page.getByTestId('template-thumbnail').locator('svg[role="img"]');
    await expect(pictures).toHaveCount(templates.length);
    const card = page.getByTestId(`template-card-${template.id}`);
    await expect(card.getByRole('img', { name: 'Temple Stripes, front view' })).toBeVisible();
    await expect(card.locator(`svg path[fill="${body.color}"]`).first()).toBeAttached();
    await expect(card.getByText('In use')).toHaveCount(0);

    const before = await bodyPixel(page);
    expect(isColour(before, DEFAULT_BODY), `rgba(${before.join(',')}) against ${DEFAULT_BODY}`).toBe(true);

    // Asked first; cancelling changes nothing.
    await page.getByTestId(`apply-template-${template.id}`).click();
    let dialog = page.getByRole('dialog', { name: 'Apply “Temple Stripes”?' });
    await expect(dialog).toContainText('You will lose your previous design!');
    // A press while the dialog still zooms in can miss its button (support/motion.ts).
    await popupOpened(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(isColour(await bodyPixel(page), DEFAULT_BODY)).toBe(true);

    await page.getByTestId(`apply-template-${template.id}`).click();
    dialog = page.getByRole('dialog', { name: 'Apply “Temple Stripes”?' });
    await popupOpened(dialog);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Template “Temple Stripes” applied. Undo brings your design back.')).toBeVisible();
    await expect(card.getByText('In use')).toBeVisible();
    await expect.poll(async () => isColour(await bodyPixel(page), body.color ?? '')).toBe(true);

    // One undo step takes the whole template off again.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(async () => isColour(await bodyPixel(page), DEFAULT_BODY)).toBe(true);
    await expect(card.getByText('In use')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect.poll(async () => isColour(await bodyPixel(page), body.color ?? '')).toBe(true);
  });

  test('says when the templates cannot be loaded, and loads them on Try again', async ({ page }) => {
    let failing = true;
    await page.route('**/api/templates?*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Down' }) }) : route.fallback(),
    );
    await openTemplates(page);
    const error = page.getByTestId('templates-error');
    await expect(error).toContainText('The templates could not be loaded.');
    failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('template-thumbnail')).toHaveCount(2);
  });

  test('says so when the shop has no template for the garment', async ({ page }) => {
    await page.route('**/api/templates?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [] }) }));
    await openTemplates(page);
    await expect(page.getByText('This shop has no templates for this garment yet.')).toBeVisible();
  });
});
