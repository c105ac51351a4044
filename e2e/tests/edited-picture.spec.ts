// An edited picture (issue 19): the edit shows on the canvas, in the exported PNG and in Preview.
import { expect, test, type Page } from '@playwright/test';
import { addLayer, askForStudioProbe, isColour, openStudio, waitForCanvas, type Rgba } from './support/studio';
import { motionSettled } from './support/motion';

test.beforeEach(async ({ page }) => {
  await askForStudioProbe(page);
});

/** A 200×100 PNG: red on the left half, blue on the right. */
async function redBluePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 100;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 100, 100);
    context.fillStyle = '#0000ff';
    context.fillRect(100, 0, 100, 100);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** The canvas at a quarter of the left-chest area's width left and right of its centre. */
async function halves(page: Page): Promise<[Rgba, Rgba]> {
  await waitForCanvas(page);
  return page.evaluate(() => {
    const probe = window.__teamwearStudio;
    const box = probe?.printAreas('front')['chest-left'];
    if (!probe || !box) throw new Error('no studio or no left-chest area');
    const y = box.y + box.height / 2;
    return [probe.pixelAt('front', box.x + box.width / 4, y) ?? [0, 0, 0, 0], probe.pixelAt('front', box.x + (box.width * 3) / 4, y) ?? [0, 0, 0, 0]];
  });
}

test('a flipped picture shows flipped in the preview and in the exported PNG', async ({ page }) => {
  test.setTimeout(150_000);
  await openStudio(page, '/design/tshirt');
  await addLayer(page, 'Logo');
  await page.getByTestId('layer-upload').setInputFiles({ name: 'red-blue.png', mimeType: 'image/png', buffer: await redBluePng(page) });
  const editor = page.getByRole('dialog', { name: 'Edit picture' });
  await motionSettled(editor.getByRole('button', { name: 'Flip horizontally' }));
  await editor.getByRole('button', { name: 'Flip horizontally' }).click();
  await editor.getByTestId('image-editor-apply').click();
  await expect(editor).toBeHidden();

  // The canvas: blue now on the left, red on the right.
  await expect.poll(async () => (await halves(page)).map((pixel, index) => isColour(pixel, index === 0 ? '#0000ff' : '#ff0000', 40))).toEqual([true, true]);

  // The exported PNG: its blue lies left of its red.
  const grid: [number, number][] = [];
  for (let i = 0; i < 60; i += 1) for (let j = 0; j < 60; j += 1) grid.push([(i + 0.5) / 60, (j + 0.5) / 60]);
  const sample = await page.evaluate((points) => window.__teamwearStudio?.exportSample(1200, undefined, points), grid);
  const meanX = (hex: string) => {
    const xs = grid.filter((_, index) => isColour((sample?.pixels[index] ?? [0, 0, 0, 0]) as Rgba, hex, 40)).map(([x]) => x);
    expect(xs.length).toBeGreaterThan(3);
    return xs.reduce((sum, x) => sum + x, 0) / xs.length;
  };
  expect(meanX('#0000ff')).toBeLessThan(meanX('#ff0000'));

  // The preview shows the draft as edited.
  await page.waitForTimeout(600); // the draft is saved 500 ms after the last edit (docs/product.md)
  await page.goto('/preview');
  await expect(page.getByTestId('design-preview')).toBeVisible();
  const [left, right] = await halves(page);
  expect([isColour(left, '#0000ff', 40), isColour(right, '#ff0000', 40)]).toEqual([true, true]);
});
