import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, SHOP_ONE, SHOP_TWO } from './support/env';
import { signInThroughApi, tokensFromApi } from './support/session';
import { addLayer, askForStudioProbe, expectColour, greenPng, openStudio, samplePoint, waitForCanvas, type Rgba, type View } from './support/studio';
import { motionSettled } from './support/motion';

/** The design studio (issue 5): rendering, undo/redo, saving, drafts, conflicts and limits. */

const PRODUCTS = ['soccer', 'polo', 'sleeveless', 'oversizedshirt', 'tshirt', 'hoodie', 'boxyfit', 'boxingtrunk'] as const;
type Product = (typeof PRODUCTS)[number];

const MEKONG_CUSTOMER = { email: 'demo@mekong.test', password: 'Demo#2026pass' };

/** The part painted in the tests and where to sample it: the body, or the trunks' legs. */
function paintedPart(product: Product): { partKey: string; area: Record<View, string>; at: { x: number; y: number } } {
  if (product === 'boxingtrunk') return { partKey: 'pair:leg', area: { front: 'leg-right', back: 'leg-left' }, at: { x: 0.5, y: 0.5 } };
  // 30% across the chest area: clear of the polo's placket and the hoodie's drawstrings.
  return { partKey: 'body', area: { front: 'chest-centre', back: 'back-number' }, at: { x: 0.3, y: 0.5 } };
}

/** The canvas colour at a point of a print area (fractions of its box) of a shown view. */
async function sampleArea(page: Page, view: View, area: string, at: { x: number; y: number }): Promise<Rgba> {
  return page.evaluate(
    ({ view, area, at }) => {
      const probe = window.__teamwearStudio;
      if (!probe) throw new Error('no studio on the page');
      const box = probe.printAreas(view)[area];
      if (!box) throw new Error(`no print area ${area} on the ${view}`);
      const pixel = probe.pixelAt(view, box.x + box.width * at.x, box.y + box.height * at.y);
      if (!pixel) throw new Error(`the ${view} is not shown`);
      return pixel;
    },
    { view, area, at },
  );
}

/** Paints a part through the Colours panel: pick the part, type the hex, leave the field. */
async function paintPart(page: Page, partKey: string, hex: string): Promise<void> {
  await page.getByTestId('panel-tab-parts').click();
  await page.getByTestId(`part-${partKey}`).click();
  const field = page.getByTestId('hex-part');
  await field.fill(hex.replace('#', ''));
  await field.press('Enter');
  await expect(field).toHaveValue(hex.replace('#', ''));
}

async function showView(page: Page, view: View): Promise<void> {
  await page.getByTestId('view-toggle').getByText(view === 'front' ? 'Front' : 'Back', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.__teamwearStudio?.shownViews().join(','))).toBe(view);
}

async function bearer(request: APIRequestContext, origin: string, user = DEMO_CUSTOMER): Promise<Record<string, string>> {
  const tokens = await tokensFromApi(request, origin, user);
  return { Authorization: `Bearer ${tokens.access_token}` };
}

const minimalDocument = (product: Product) => ({ schemaVersion: 2, product, teamName: 'API made' });

test.beforeEach(({ page }) => askForStudioProbe(page));

test.describe('design studio', () => {
  for (const product of PRODUCTS) {
    test(`${product}: front and back render, in the chosen part colour`, async ({ page }) => {
      await openStudio(page, `/design/${product}`);
      const { partKey, area, at } = paintedPart(product);
      const colour = '#e11d48';
      await paintPart(page, partKey, colour);
      for (const view of ['front', 'back'] as const) {
        await showView(page, view);
        await waitForCanvas(page);
        expectColour(await sampleArea(page, view, area[view], at), colour);
        // Outside the garment the canvas stays clear: the garment is drawn, not a filled rectangle.
        expect((await samplePoint(page, view, 8, 8))[3]).toBe(0);
      }
    });
  }

  test('undo and redo: buttons, keyboard, and one drag is one step', async ({ page }) => {
    await openStudio(page, '/design/tshirt');
    await addLayer(page, 'Text');
    const rows = page.getByTestId('layer-row-text');
    await expect(rows).toHaveCount(1);

    await page.getByTestId('undo').click();
    await expect(rows).toHaveCount(0);
    await page.getByTestId('redo').click();
    await expect(rows).toHaveCount(1);

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect(rows).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(rows).toHaveCount(1);

    // Drag the text on the canvas: several moves, one undo step.
    await rows.click();
    const x = page.getByRole('spinbutton', { name: 'X' });
    const before = Number(await x.inputValue());
    const layer = await page.evaluate(() => {
      const probe = window.__teamwearStudio;
      const box = probe?.printAreas('front')['chest-centre'];
      return box ? probe?.pagePoint('front', box.x + box.width / 2, box.y + box.height / 2) : null;
    });
    if (!layer) throw new Error('no layer position');
    await page.mouse.move(layer.x, layer.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(layer.x + step * 10, layer.y + step * 4);
    await page.mouse.up();
    await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(before + 40);
    await page.getByTestId('undo').click();
    await expect.poll(async () => Number(await x.inputValue())).toBe(before);
    await expect(rows).toHaveCount(1);

    // Delete and Ctrl+D act on the selected layer.
    await page.getByTestId('studio-canvas').click({ position: { x: 5, y: 5 } });
    await rows.click();
    await page.locator('body').press('ControlOrMeta+d');
    await expect(rows).toHaveCount(2);
  });

  test('a logo upload: a picture is placed and drawn, anything else is refused with a clear message', async ({ page }) => {
    await openStudio(page, '/design/sleeveless');
    const png = await greenPng(page, 240, 160);
    await addLayer(page, 'Logo');
    await page.getByTestId('layer-upload').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png });
    await motionSettled(page.getByTestId('image-editor-apply'));
    await page.getByTestId('image-editor-apply').click();
    await expect(page.getByRole('button', { name: 'Replace the picture' })).toBeVisible();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'chest-left', { x: 0.5, y: 0.5 }), '#22c55e', 12);

    await page.getByTestId('layer-upload').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('That file is not a picture we can use: choose a PNG, JPEG, WebP, GIF or SVG file.')).toBeVisible();
    expectColour(await sampleArea(page, 'front', 'chest-left', { x: 0.5, y: 0.5 }), '#22c55e', 12);
  });

  test('a print export drawn in tiles matches one drawn whole', async ({ page }) => {
    await openStudio(page, '/design/soccer');
    await paintPart(page, 'body', '#9333ea');
    await page.getByTestId('panel-tab-stripes').click();
    await page.getByTestId('stripe-second').click();
    await waitForCanvas(page);
    const points: [number, number][] = [];
    for (const fx of [0.3, 0.37, 0.5, 0.62, 0.7]) for (const fy of [0.2, 0.33, 0.5, 0.66, 0.8]) points.push([fx, fy]);
    const whole = await page.evaluate((pts) => window.__teamwearStudio?.exportSample(2048, undefined, pts), points);
    const tiled = await page.evaluate((pts) => window.__teamwearStudio?.exportSample(2048, 700, pts), points);
    expect(whole?.tiles).toBe(1);
    expect(tiled?.tiles).toBeGreaterThan(4);
    expect(tiled?.width).toBe(whole?.width);
    whole?.pixels.forEach((pixel, index) => {
      const other = tiled?.pixels[index] ?? [];
      pixel.forEach((channel, c) => expect(Math.abs(channel - (other[c] ?? -99)), `point ${points[index]} channel ${c}`).toBeLessThanOrEqual(3));
    });
  });

  test('the colour picker follows the hex rules: 3 digits expand on blur, nonsense becomes 000000', async ({ page }) => {
    await openStudio(page, '/design/sleeveless');
    await page.getByTestId('part-body').click();
    const field = page.getByTestId('hex-part');
    await field.fill('0f8');
    await field.press('Enter');
    await expect(field).toHaveValue('00ff88');
    // Recent colours: recorded once the colour has stayed for 500 ms.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('color-history') ?? '')).toContain('#00ff88');
    await field.fill('zz');
    await field.press('Enter');
    await expect(field).toHaveValue('000000');
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#000000', 40);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('color-history') ?? '[]')[0]?.color)).toBe('#000000');
    await expect(page.getByTestId('recent-colours').getByRole('button')).toHaveCount(2);

    // RGB: a channel typed out of range is clamped; ↑ steps by 1, Shift+↑ by 10, and the field is
    // a spinbutton with its range and value.
    await page.getByTestId('colour-picker-part').getByRole('button', { name: 'RGB' }).click();
    const red = page.getByRole('spinbutton', { name: 'Red' });
    await red.fill('300');
    await expect(field).toHaveValue('ff0000');
    await red.press('Tab');
    await expect(red).toHaveValue('255');
    const green = page.getByRole('spinbutton', { name: 'Green' });
    await green.press('ArrowUp');
    await green.press('Shift+ArrowUp');
    await expect(field).toHaveValue('ff0b00');
    await expect(green).toHaveAttribute('aria-valuenow', '11');
    await expect(green).toHaveAttribute('aria-valuemax', '255');
  });

  test("a part's gradient: its controls come with the first gradient, the start and end stops in turn", async ({ page }) => {
    await openStudio(page, '/design/sleeveless');
    await page.getByTestId('part-body').click();
    const picker = page.getByTestId('colour-picker-part');
    // The stop's position is antd's Slider; the hue and the square are the picker's own.
    const position = picker.locator('.ant-slider [role="slider"]');
    await expect(position).toHaveCount(0);
    await picker.getByText('Gradient', { exact: true }).click();
    // The gradient's controls download now (not with the studio), then show the start stop.
    await expect(position).toHaveAttribute('aria-valuenow', '0');
    await picker.getByRole('button', { name: 'End' }).click();
    await expect(position).toHaveAttribute('aria-valuenow', '100');
    await picker.getByText('Pure', { exact: true }).click();
    await expect(position).toHaveCount(0);
  });

  test('saves a new design, keeps it across a reload and reopens it by ?id=', async ({ page, request }) => {
    await signInThroughApi(page, request, SHOP_ONE);
    await openStudio(page, '/design/polo');
    await paintPart(page, 'body', '#f59e0b');
    await page.getByTestId('save-design').click();
    await expect(page).toHaveURL(/\/design\/polo\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    const id = new URL(page.url()).searchParams.get('id');

    await page.reload();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#f59e0b');
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

    // Without any local draft: the saved copy comes from the server.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('design-draft')) localStorage.removeItem(key);
    });
    await openStudio(page, `/design/polo?id=${id}`);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#f59e0b');

    // An edit after saving survives a reload as this device's draft of the saved design.
    await paintPart(page, 'body', '#0ea5e9');
    await expect(page.getByTestId('save-status')).toHaveText(/Unsaved changes/);
    await page.waitForTimeout(600);
    await page.reload();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#0ea5e9');
    await expect(page.getByText('Your unsaved changes on this device were restored.')).toBeVisible();
  });

  test('a design changed elsewhere: reload theirs, or keep mine as a copy', async ({ page, request }) => {
    await signInThroughApi(page, request, SHOP_ONE);
    await openStudio(page, '/design/oversizedshirt');
    await page.getByTestId('save-design').click();
    await expect(page).toHaveURL(/\?id=/);
    const id = new URL(page.url()).searchParams.get('id') as string;
    const headers = await bearer(request, SHOP_ONE);

    const changeBehindTheEditorsBack = async (colour: string) => {
      const current = await request.get(`${SHOP_ONE}/api/designs/${id}`, { headers });
      const design = (await current.json()).data;
      const document = { ...design.document, parts: { ...design.document.parts, body: { kind: 'solid', color: colour } } };
      const put = await request.put(`${SHOP_ONE}/api/designs/${id}`, { headers, data: { document, baseVersion: design.version } });
      expect(put.status()).toBe(200);
    };

    await changeBehindTheEditorsBack('#16a34a');
    await paintPart(page, 'body', '#7c3aed');
    await page.getByTestId('save-design').click();
    const dialog = page.getByRole('dialog', { name: 'This design was changed elsewhere' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await expect(dialog).toBeHidden();
    await waitForCanvas(page);
    await expect.poll(async () => (await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }))[1]).toBeGreaterThan(120);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#16a34a');

    await changeBehindTheEditorsBack('#facc15');
    await paintPart(page, 'body', '#7c3aed');
    await page.getByTestId('save-design').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect(page.getByText('Your version was saved as a new design.')).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBe(id);
    const copyId = new URL(page.url()).searchParams.get('id');
    const copy = await (await request.get(`${SHOP_ONE}/api/designs/${copyId}`, { headers })).json();
    expect(copy.data.document.parts.body).toEqual({ kind: 'solid', color: '#7c3aed' });
    const theirs = await (await request.get(`${SHOP_ONE}/api/designs/${id}`, { headers })).json();
    expect(theirs.data.document.parts.body).toEqual({ kind: 'solid', color: '#facc15' });
  });

  test('over the design limit, saving says so', async ({ page, request }) => {
    // The second shop's customer, so that the designs made here do not crowd the other tests.
    const headers = await bearer(request, SHOP_TWO, MEKONG_CUSTOMER);
    const made: string[] = [];
    try {
      for (let i = 0; i < 60; i += 1) {
        const response = await request.post(`${SHOP_TWO}/api/designs`, { headers, data: { document: minimalDocument('soccer') } });
        if (response.status() === 409) {
          expect((await response.json()).code).toBe('DESIGN_LIMIT_REACHED');
          break;
        }
        expect(response.status()).toBe(201);
        made.push((await response.json()).data.id);
      }
      await signInThroughApi(page, request, SHOP_TWO, MEKONG_CUSTOMER);
      await openStudio(page, `${SHOP_TWO}/design/soccer`);
      await page.getByTestId('save-design').click();
      await expect(page.getByText('Your design exceeded max limit')).toBeVisible();
      await expect(page).not.toHaveURL(/\?id=/);
    } finally {
      for (const id of made) await request.delete(`${SHOP_TWO}/api/designs/${id}`, { headers });
    }
  });

  test('a visitor designs signed out; the draft survives signing in and is saved after', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await openStudio(page, '/design/tshirt');
    await paintPart(page, 'body', '#be123c');
    await expect(page.getByTestId('save-status')).toHaveText(/Sign in to save/);
    await page.getByTestId('save-design').click();
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fdesign%2Ftshirt`);

    const form = page.locator('#content form');
    await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/design\/tshirt\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#be123c');
  });

  test('while the studio downloads, its page shows the garment being opened, then the studio in the shop\'s colours', async ({ page }) => {
    // The studio's own code held back: what a phone on a slow network shows for seconds.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/design-editor\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SHOP_ONE}/design/hoodie`);
    const opening = page.getByTestId('studio-opening');
    await expect(opening.getByRole('status')).toContainText('Opening the design…');
    // The hoodie's own picture, loaded (a broken image has no natural width).
    const picture = opening.locator('img');
    await expect(picture).toHaveAttribute('src', /hoodie\.[0-9a-f]+\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    release();
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await expect(opening).toHaveCount(0);
    // The studio is drawn in the shop's antd theme (its primary buttons in the shop's colour), as
    // when antd framed the whole page.
    const shopColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tw-primary').trim());
    const primary = page.locator('[data-testid="design-studio"] .ant-btn-primary, [data-testid="design-studio"] .tw-btn-primary').first();
    await expect(primary).toBeVisible();
    const background = await primary.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe(await page.evaluate((hex) => {
      const probe = document.createElement('span');
      probe.style.color = hex;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, shopColour));
  });

  test('a garment the shop does not offer is a not-found page with a way home', async ({ page }) => {
    await page.goto(`${SHOP_TWO}/design/boxingtrunk`);
    await expect(page.getByTestId('design-not-offered')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    // Its picture says nothing of its own (antd's 404 picture titles itself "No Found", in English).
    await expect(page.getByTestId('design-not-offered')).not.toContainText('No Found');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(`${SHOP_TWO}/`);
  });

  test('the preview shows the current draft and exports a print-size PNG', async ({ page }) => {
    await openStudio(page, '/design/boxyfit');
    await paintPart(page, 'body', '#0f766e');
    await page.waitForTimeout(600);
    await page.goto('/preview');
    await expect(page.getByTestId('design-preview')).toBeVisible();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'chest-centre', { x: 0.3, y: 0.5 }), '#0f766e');
    const download = page.waitForEvent('download');
    await page.getByTestId('preview-export-print').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-front-back-4096\.png$/);
  });
});
