import { expect, test, type Page } from '@playwright/test';
import { addLayer, askForStudioProbe, expectColour, greenPng, openStudio, waitForCanvas, type Rgba, type View } from './support/studio';
import { motionSettled } from './support/motion';

/**
 * Issue 19 (Studio II): a text style through the clipboard, sponsors on the sleeves, and the font
 * library's Khmer and Thai families drawn on the canvas as the browser draws them.
 */

test.beforeEach(async ({ page }) => {
  await askForStudioProbe(page);
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function sampleArea(page: Page, view: View, area: string): Promise<Rgba> {
  return page.evaluate(
    ({ view, area }) => {
      const probe = window.__teamwearStudio;
      const box = probe?.printAreas(view)[area];
      if (!probe || !box) throw new Error(`no print area ${area} on the ${view}`);
      return probe.pixelAt(view, box.x + box.width / 2, box.y + box.height / 2) ?? [0, 0, 0, 0];
    },
    { view, area },
  ) as Promise<Rgba>;
}

async function paintBody(page: Page, hex: string): Promise<void> {
  await page.getByTestId('panel-tab-parts').click();
  await page.getByTestId('part-body').click();
  const field = page.getByTestId('hex-part');
  await field.fill(hex.replace('#', ''));
  await field.press('Enter');
  await expect(field).toHaveValue(hex.replace('#', ''));
}

async function writeClipboard(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
}

const STYLE = {
  type: 'teamwear/textstyle',
  fontFamily: 'Oswald',
  fontSize: 88,
  fontWeight: 700,
  fill: { kind: 'solid', color: '#dc2626' },
  align: 'left',
  stroke: { width: 4, color: '#ffffff' },
  opacity: 1,
};

test.describe('text style through the clipboard', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('pastes a copied style on another text (menu and keys), undoes it, and refuses what is not a style', async ({ page }) => {
    await openStudio(page, '/design/tshirt');
    const size = page.getByRole('spinbutton', { name: 'Size' });

    // A style from the clipboard onto the first text, with the keys.
    await addLayer(page, 'Text');
    await writeClipboard(page, JSON.stringify(STYLE));
    await page.getByTestId('layer-row-text').click();
    await page.keyboard.press('Control+Alt+v');
    await expect(size).toHaveValue('88');
    await expect(page.getByTestId('font-picker')).toContainText('Oswald');

    // Copied from it with the layer menu, pasted on the player name with the layer menu.
    await page.getByTestId('layer-row-text').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: /Copy text style/ }).click();
    await expect(toast(page, 'Text style copied')).toBeVisible();
    await addLayer(page, 'Player name');
    await expect(size).not.toHaveValue('88');
    await page.getByTestId('layer-row-playerName').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: /Paste text style/ }).click();
    await expect(size).toHaveValue('88');
    await expect(page.getByTestId('font-picker')).toContainText('Oswald');
    await expect(page.getByTestId('layer-text')).toHaveValue('PLAYER');

    // One undo step takes the whole style back.
    await page.getByTestId('layer-row-playerName').click();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('font-picker')).not.toContainText('Oswald');
    await expect(size).not.toHaveValue('88');
    const before = await size.inputValue();

    // Anything else answers 'invalid textstyle' and changes nothing.
    for (const junk of ['hello team', JSON.stringify({ ...STYLE, fontSize: 99999 }), JSON.stringify({ ...STYLE, type: 'other' })]) {
      await writeClipboard(page, junk);
      await page.getByTestId('layer-row-playerName').click();
      await page.keyboard.press('Control+Alt+v');
      await expect(toast(page, 'invalid textstyle').first()).toBeVisible();
      await expect(size).toHaveValue(before);
    }
  });
});

test.describe('sponsors on the sleeves', () => {
  test('a sponsor on the left sleeve shows on the canvas, in the preview and in the export', async ({ page }) => {
    await openStudio(page, '/design/tshirt');
    const png = await greenPng(page, 200, 200);
    await addLayer(page, 'Sponsor on the left sleeve');
    await page.getByTestId('layer-upload').setInputFiles({ name: 'sponsor.png', mimeType: 'image/png', buffer: png });
    // The image editor opens on an upload before it is placed (when the studio has it).
    const apply = page.getByTestId('image-editor-apply');
    const editorOpened = await apply
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (editorOpened) {
      await motionSettled(apply);
      await apply.click();
    }
    await expect(page.getByRole('button', { name: 'Replace the picture' })).toBeVisible();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'sleeve-left'), '#22c55e', 12);
    expect(await sampleArea(page, 'front', 'sleeve-right')).not.toEqual(await sampleArea(page, 'front', 'sleeve-left'));

    // The export: green only on the viewer's right (the wearer's left sleeve), in the upper half.
    const grid: [number, number][] = [];
    for (let i = 0; i < 60; i += 1) for (let j = 0; j < 60; j += 1) grid.push([(i + 0.5) / 60, (j + 0.5) / 60]);
    const sample = await page.evaluate((points) => window.__teamwearStudio?.exportSample(1200, undefined, points), grid);
    const green = grid.filter((_, index) => {
      const [r = 0, g = 0, b = 0, a = 0] = sample?.pixels[index] ?? [];
      return a === 255 && Math.abs(r - 0x22) < 20 && Math.abs(g - 0xc5) < 20 && Math.abs(b - 0x5e) < 20;
    });
    expect(green.length).toBeGreaterThan(3);
    expect(green.every(([fx, fy]) => fx > 0.55 && fy < 0.5)).toBe(true);

    // The preview shows the draft, sponsor on the sleeve.
    await page.waitForTimeout(600);
    await page.goto('/preview');
    await expect(page.getByTestId('design-preview')).toBeVisible();
    await waitForCanvas(page);
    expectColour(await sampleArea(page, 'front', 'sleeve-left'), '#22c55e', 12);
  });
});

/**
 * The shape of a text's ink (red on white), cropped to its bounding box and scaled to a grid,
 * from the studio's export or from the browser's own 2D canvas: the same text in the same font
 * has nearly the same shape, whatever the size.
 */
const GRID = { width: 48, height: 20 };

function overlap(a: boolean[], b: boolean[]): number {
  let both = 0;
  let either = 0;
  a.forEach((ink, index) => {
    if (ink && b[index]) both += 1;
    if (ink || b[index]) either += 1;
  });
  return either === 0 ? 0 : both / either;
}

/** A mask's cells scaled to GRID (nearest). */
function toGrid(mask: boolean[], width: number, height: number): boolean[] {
  const cells: boolean[] = [];
  for (let y = 0; y < GRID.height; y += 1)
    for (let x = 0; x < GRID.width; x += 1) cells.push(mask[Math.floor(((y + 0.5) / GRID.height) * height) * width + Math.floor(((x + 0.5) / GRID.width) * width)] ?? false);
  return cells;
}

interface Ink {
  mask: boolean[];
  width: number;
  height: number;
}

/** The text's ink in the studio's export: sampled finely, cropped to the red. */
async function exportedInk(page: Page): Promise<Ink> {
  const steps = 220;
  const points: [number, number][] = [];
  for (let j = 0; j < steps; j += 1) for (let i = 0; i < steps; i += 1) points.push([(i + 0.5) / steps, (j + 0.5) / steps]);
  const sample = await page.evaluate((pts) => window.__teamwearStudio?.exportSample(1400, undefined, pts), points);
  const red = (sample?.pixels ?? []).map(([r = 0, g = 0, b = 0, a = 0]) => a > 200 && r > 170 && g < 110 && b < 110);
  let [minX, minY, maxX, maxY] = [steps, steps, -1, -1];
  red.forEach((ink, index) => {
    if (!ink) return;
    const [x, y] = [index % steps, Math.floor(index / steps)];
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  });
  const width = Math.max(1, maxX - minX + 1);
  const height = Math.max(1, maxY - minY + 1);
  const mask: boolean[] = [];
  for (let y = minY; y < minY + height; y += 1) for (let x = minX; x < minX + width; x += 1) mask.push(red[y * steps + x] ?? false);
  return { mask, width, height };
}

/**
 * The same text drawn by the browser (2D canvas) in a font, cropped to its ink and sampled as
 * coarsely as the studio's export was (`like`): the same text in the same font then has nearly the
 * same cells, whatever the size.
 */
async function browserInk(page: Page, text: string, font: string, like: Ink, letterByLetter = false): Promise<boolean[]> {
  const mask = await page.evaluate(
    async ({ text, font, letterByLetter, width, height }) => {
      await document.fonts.load(font, text);
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 500;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ff0000';
      context.font = font;
      context.textBaseline = 'middle';
      if (letterByLetter) {
        // No shaping: every code point on its own, one after the other.
        let x = 40;
        for (const letter of text) {
          context.fillText(letter, x, 250);
          x += context.measureText(letter).width;
        }
      } else context.fillText(text, 40, 250);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const ink = (x: number, y: number) => (data[(y * canvas.width + x) * 4 + 1] ?? 255) < 110;
      let [minX, minY, maxX, maxY] = [canvas.width, canvas.height, -1, -1];
      for (let y = 0; y < canvas.height; y += 1)
        for (let x = 0; x < canvas.width; x += 1) if (ink(x, y)) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      const cells: boolean[] = [];
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) cells.push(ink(Math.round(minX + ((x + 0.5) / width) * (maxX - minX)), Math.round(minY + ((y + 0.5) / height) * (maxY - minY))));
      return cells;
    },
    { text, font, letterByLetter, width: like.width, height: like.height },
  );
  return toGrid(mask, like.width, like.height);
}

test.describe('the font library on the canvas', () => {
  for (const { lang, label, text, family, fallback, shapingMargin } of [
    // Khmer subscripts (្រ, ្ម) are placed by shaping: drawn letter by letter they are not.
    { lang: 'kh', label: 'Khmer', text: 'ក្រុមខ្មែរ', family: 'Battambang', fallback: 'Noto Sans Khmer', shapingMargin: 0.2 },
    // Thai marks over a consonant come out alike drawn one by one: the font is what tells here.
    { lang: 'th', label: 'Thai', text: 'ทีมไทย', family: 'Kanit', fallback: 'Noto Sans Thai', shapingMargin: null },
  ]) {
    test(`a ${label} team name in a ${label} family is drawn as the browser draws it`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openStudio(page, '/design/tshirt');
      await paintBody(page, '#ffffff');
      await addLayer(page, 'Text');
      await page.getByTestId('layer-text').fill(text);

      // The picker offers the language's families, each previewed in its own script.
      await page.getByTestId('font-lang').click();
      const language = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
      await motionSettled(language);
      await language.click();
      await page.getByTestId('font-picker').click();
      const option = page.locator(`.ant-select-dropdown:visible [data-font-option="${family}"]`);
      await expect(option.locator('[data-font-ready="true"]')).toBeVisible();
      await motionSettled(option);
      await option.click();
      await expect(page.getByTestId('font-picker')).toContainText(family);

      // Red, large, plain: a style pasted keeps the family the picker chose.
      await writeClipboard(page, JSON.stringify({ ...STYLE, fontFamily: family, fontSize: 90, fontWeight: 400, stroke: { width: 0, color: '#000000' }, align: 'center' }));
      await page.getByTestId('layer-row-text').click();
      await page.keyboard.press('Control+Alt+v');
      await expect(page.getByRole('spinbutton', { name: 'Size' })).toHaveValue('90');
      await waitForCanvas(page);

      const ink = await exportedInk(page);
      const studio = toGrid(ink.mask, ink.width, ink.height);
      const same = overlap(studio, await browserInk(page, text, `400 160px "${family}"`, ink));
      const otherFont = overlap(studio, await browserInk(page, text, `400 160px "${fallback}"`, ink));
      const unshaped = overlap(studio, await browserInk(page, text, `400 160px "${family}"`, ink, true));
      const figures = `${lang}: same font ${same.toFixed(2)}, other font ${otherFont.toFixed(2)}, unshaped ${unshaped.toFixed(2)}`;
      expect(studio.filter(Boolean).length).toBeGreaterThan(GRID.width * GRID.height * 0.1);
      expect(same, figures).toBeGreaterThan(0.65);
      expect(same, figures).toBeGreaterThan(otherFont + 0.05);
      if (shapingMargin !== null) expect(same, figures).toBeGreaterThan(unshaped + shapingMargin);
    });
  }
});

test.describe('italic text', () => {
  test('choosing italic draws the family’s italic face on the canvas, and undo puts the upright back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openStudio(page, '/design/tshirt');
    await paintBody(page, '#ffffff');
    await addLayer(page, 'Text');
    await page.getByTestId('layer-text').fill('ANGKOR');
    // Saira has italics; a style copied before texts could be italic (no fontStyle) reads as upright.
    await writeClipboard(page, JSON.stringify({ ...STYLE, fontFamily: 'Saira', fontSize: 90, fontWeight: 700, stroke: { width: 0, color: '#000000' }, align: 'center' }));
    await page.getByTestId('layer-row-text').click();
    await page.keyboard.press('Control+Alt+v');
    await expect(page.getByTestId('font-picker')).toContainText('Saira');
    const style = page.getByTestId('font-style');
    const italic = style.locator('.ant-segmented-item').filter({ hasText: 'Italic' });
    await expect(style.locator('.ant-segmented-item-selected')).toHaveText('Upright');
    await expect(italic).not.toHaveClass(/ant-segmented-item-disabled/);
    await waitForCanvas(page);

    const matches = async (ink: Ink) => {
      const studio = toGrid(ink.mask, ink.width, ink.height);
      const slanted = overlap(studio, await browserInk(page, 'ANGKOR', 'italic 700 160px "Saira"', ink));
      const upright = overlap(studio, await browserInk(page, 'ANGKOR', '700 160px "Saira"', ink));
      return { slanted, upright, figures: `italic ${slanted.toFixed(2)}, upright ${upright.toFixed(2)}` };
    };

    const before = await matches(await exportedInk(page));
    expect(before.upright, before.figures).toBeGreaterThan(before.slanted + 0.05);

    await italic.click();
    await expect(style.locator('.ant-segmented-item-selected')).toHaveText('Italic');
    await waitForCanvas(page);
    const after = await matches(await exportedInk(page));
    expect(after.slanted, after.figures).toBeGreaterThan(0.65);
    expect(after.slanted, after.figures).toBeGreaterThan(after.upright + 0.05);

    // One undo step: upright again, on the canvas too.
    await page.getByTestId('layer-row-text').click();
    await page.keyboard.press('Control+z');
    await expect(style.locator('.ant-segmented-item-selected')).toHaveText('Upright');
    await waitForCanvas(page);
    const undone = await matches(await exportedInk(page));
    expect(undone.upright, undone.figures).toBeGreaterThan(undone.slanted + 0.05);

    // A family without italics offers none, and says why.
    await writeClipboard(page, JSON.stringify({ ...STYLE, fontFamily: 'Oswald' }));
    await page.getByTestId('layer-row-text').click();
    await page.keyboard.press('Control+Alt+v');
    await expect(page.getByTestId('font-picker')).toContainText('Oswald');
    await expect(italic).toHaveClass(/ant-segmented-item-disabled/);
    await expect(italic.locator('[title]')).toHaveAttribute('title', 'This font has no italic');
  });
});
