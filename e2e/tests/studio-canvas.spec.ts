import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { addLayer, askForStudioProbe, darkShare, expectColour, isColour, openStudio, samplePoint, waitForCanvas, type View } from './support/studio';

/** The studio canvas (issue 5): the mannequin in the design's skin tone, zoom and pan, and fingers on a phone. */

const DEFAULT_SKIN = '#d19a6a';
const DARK_SKIN = '#7a4a26';

async function bodyAnchors(page: Page, view: View): Promise<{ x: number; y: number }[]> {
  return page.evaluate((v) => window.__teamwearStudio?.bodyAnchors(v) ?? [], view);
}

async function pagePoint(page: Page, view: View, x: number, y: number): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(({ view, x, y }) => window.__teamwearStudio?.pagePoint(view, x, y) ?? null, { view, x, y });
  if (!point) throw new Error(`the ${view} is not shown`);
  return point;
}

/** A garment point near the middle of the chest print area, in artboard units. */
async function chestPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.evaluate(() => window.__teamwearStudio?.printAreas('front')['chest-centre'] ?? null);
  if (!box) throw new Error('no chest print area');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.beforeEach(({ page }) => askForStudioProbe(page));

test.describe('studio canvas', () => {
  test('the garment is worn by a mannequin in the design’s skin tone, which can be hidden', async ({ page }) => {
    await openStudio(page, '/design/soccer');
    const front = await bodyAnchors(page, 'front');
    // Neck, two forearms, two legs.
    expect(front.length).toBe(5);
    for (const at of front) expectColour(await samplePoint(page, 'front', at.x, at.y), DEFAULT_SKIN, 30);

    await page.getByTestId('panel-tab-skin').click();
    await page.getByRole('button', { name: 'Skin tone 5' }).click();
    await waitForCanvas(page);
    for (const at of front) expectColour(await samplePoint(page, 'front', at.x, at.y), DARK_SKIN, 30);

    // Long sleeves cover the arms: only the neck and the legs are left.
    await page.getByTestId('panel-tab-options').click();
    await page.getByTestId('panel-options').getByText('Long', { exact: true }).click();
    await waitForCanvas(page);
    await expect.poll(async () => (await bodyAnchors(page, 'front')).length).toBe(3);

    await page.getByTestId('panel-tab-skin').click();
    const mannequin = page.getByTestId('mannequin-switch');
    await expect(mannequin).toBeChecked();
    await mannequin.click();
    await waitForCanvas(page);
    for (const at of front) expect((await samplePoint(page, 'front', at.x, at.y))[3], `nothing drawn at ${at.x},${at.y}`).toBe(0);

    // A preference of this browser: still off after a reload, and the design kept its tone.
    await page.reload();
    await waitForCanvas(page);
    await page.getByTestId('panel-tab-skin').click();
    await expect(page.getByTestId('mannequin-switch')).not.toBeChecked();
    await page.getByTestId('mannequin-switch').click();
    await waitForCanvas(page);
    const neck = (await bodyAnchors(page, 'front'))[0];
    if (!neck) throw new Error('no neck');
    expectColour(await samplePoint(page, 'front', neck.x, neck.y), DARK_SKIN, 30);
  });

  test('zoom with Ctrl + wheel keeps the point under the pointer; an empty spot drags the view; the level button fits again', async ({ page }) => {
    await openStudio(page, '/design/soccer');
    const level = page.getByTestId('zoom-level');
    await expect(level).toHaveText('100%');
    const target = await chestPoint(page);
    const before = await pagePoint(page, 'front', target.x, target.y);
    const colour = await samplePoint(page, 'front', target.x, target.y);

    await page.mouse.move(before.x, before.y);
    await page.keyboard.down('Control');
    for (let notch = 0; notch < 4; notch += 1) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(async () => parseInt((await level.textContent()) ?? '0', 10)).toBeGreaterThan(150);
    const zoomed = await pagePoint(page, 'front', target.x, target.y);
    expect(Math.abs(zoomed.x - before.x)).toBeLessThan(2);
    expect(Math.abs(zoomed.y - before.y)).toBeLessThan(2);
    await waitForCanvas(page);
    expect(isColour(await samplePoint(page, 'front', target.x, target.y), `#${colour.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`, 8)).toBe(true);

    // Drag the view by a spot outside the garment (the canvas's lower left corner).
    const canvas = await page.getByTestId('studio-canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    const start = { x: canvas.x + 12, y: canvas.y + canvas.height - 12 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await page.mouse.move(start.x + step * 12, start.y - step * 8);
    await page.mouse.up();
    const panned = await pagePoint(page, 'front', target.x, target.y);
    expect(panned.x - zoomed.x).toBeCloseTo(60, 0);
    expect(panned.y - zoomed.y).toBeCloseTo(-40, 0);

    await level.click();
    await expect(level).toHaveText('100%');
    const fitted = await pagePoint(page, 'front', target.x, target.y);
    expect(Math.abs(fitted.x - before.x)).toBeLessThan(1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(level).toHaveText('125%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(level).toHaveText('100%');
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  test('a dragged layer follows the pointer while it is held; Escape puts it back, releasing keeps it', async ({ page }) => {
    await openStudio(page, '/design/tshirt');
    await addLayer(page, 'Text');
    await expect(page.getByTestId('layer-row-text')).toHaveCount(1);
    await waitForCanvas(page);
    const x = page.getByRole('spinbutton', { name: 'X' });
    const placed = Number(await x.inputValue());
    const chest = await chestPoint(page);
    const at = await pagePoint(page, 'front', chest.x, chest.y);
    // Boxes around the middle of the word where it is, and 200 px to the right (clear of it).
    const around = (dx: number) => ({ x: at.x + dx - 30, y: at.y - 20, width: 60, height: 40 });
    expect(await darkShare(page, around(0))).toBeGreaterThan(0.1);
    expect(await darkShare(page, around(200))).toBeLessThan(0.02);

    const dragRight = async () => {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(at.x + step * 20, at.y);
    };
    await dragRight();
    // Still held: the word is under the pointer, not where it was.
    await expect.poll(() => darkShare(page, around(200))).toBeGreaterThan(0.1);
    expect(await darkShare(page, around(0))).toBeLessThan(0.02);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await waitForCanvas(page);
    await expect.poll(() => darkShare(page, around(0))).toBeGreaterThan(0.1);
    expect(await darkShare(page, around(200))).toBeLessThan(0.02);
    expect(Number(await x.inputValue())).toBe(placed);

    await dragRight();
    await page.mouse.up();
    await waitForCanvas(page);
    await expect.poll(() => darkShare(page, around(200))).toBeGreaterThan(0.1);
    expect(await darkShare(page, around(0))).toBeLessThan(0.02);
    expect(Number(await x.inputValue())).toBeGreaterThan(placed + 100);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    async function swipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      for (let step = 1; step <= 6; step += 1) {
        const x = from.x + ((to.x - from.x) * step) / 6;
        const y = from.y + ((to.y - from.y) * step) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }

    /** Lets the swipe's fling run out, then scrolls to the top. */
    async function backToTop(page: Page): Promise<void> {
      let last = -1;
      await expect
        .poll(async () => {
          const now = await page.evaluate(() => window.scrollY);
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }

    test('a finger off the design scrolls the page, a finger on a layer drags it, two fingers zoom', async ({ page }) => {
      await openStudio(page, '/design/tshirt');
      await addLayer(page, 'Text');
      await expect(page.getByTestId('layer-row-text')).toHaveCount(1);
      await waitForCanvas(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const cdp = await page.context().newCDPSession(page);

      const canvas = await page.getByTestId('studio-canvas').boundingBox();
      if (!canvas) throw new Error('no canvas');
      // Up along the canvas's left edge, beside the garment: the page scrolls.
      await swipe(cdp, { x: canvas.x + 8, y: canvas.y + canvas.height - 20 }, { x: canvas.x + 8, y: canvas.y + 60 });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      // Scrolling is not a tap: the new layer is still selected.
      await expect(page.getByRole('spinbutton', { name: 'X' })).toBeVisible();

      await backToTop(page);
      const chest = await chestPoint(page);
      const layer = await pagePoint(page, 'front', chest.x, chest.y);
      const x = page.getByRole('spinbutton', { name: 'X' });
      const before = Number(await x.inputValue());
      await swipe(cdp, layer, { x: layer.x + 40, y: layer.y - 60 });
      await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(before + 20);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Pinch out over the garment.
      const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [
          { x: centre.x - 30, y: centre.y, id: 1 },
          { x: centre.x + 30, y: centre.y, id: 2 },
        ],
      });
      for (let step = 1; step <= 6; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [
            { x: centre.x - 30 - step * 12, y: centre.y, id: 1 },
            { x: centre.x + 30 + step * 12, y: centre.y, id: 2 },
          ],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => parseInt((await page.getByTestId('zoom-level').textContent()) ?? '0', 10)).toBeGreaterThan(150);
    });
  });
});
