import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { addLayer, askForStudioProbe, expectColour, greenPng, openStudio, waitForCanvas, type Rgba } from './support/studio';
import { motionSettled } from './support/motion';

/**
 * "My uploads" in the image library (issue 19): a signed-in customer's upload is kept there, can be
 * placed again from it, and deleted from it. A placed picture is the layer's own copy: deleting the
 * upload takes it out of the library, never off a design.
 */

test.beforeEach(async ({ page }) => {
  await askForStudioProbe(page);
});

/** The canvas colour in the middle of the front's left-chest print area, where a logo goes. */
async function logoCentre(page: Page): Promise<Rgba> {
  await waitForCanvas(page);
  return page.evaluate(() => {
    const probe = window.__teamwearStudio;
    const box = probe?.printAreas('front')['chest-left'];
    if (!probe || !box) throw new Error('no studio or no left-chest area');
    return probe.pixelAt('front', box.x + box.width / 2, box.y + box.height / 2) ?? [0, 0, 0, 0];
  }) as Promise<Rgba>;
}

/** How far a pixel is from the uploaded green (#22c55e), 0 to 255. */
const fromGreen = ([r, g, b]: Rgba) => Math.max(Math.abs(r - 0x22), Math.abs(g - 0xc5), Math.abs(b - 0x5e));


async function placeWithEditor(page: Page): Promise<void> {
  const editor = page.getByRole('dialog', { name: 'Edit picture' });
  await expect(editor.getByTestId('image-editor-preview')).toBeVisible();
  await motionSettled(editor.getByTestId('image-editor-apply'));
  await editor.getByTestId('image-editor-apply').click();
  await expect(editor).toBeHidden();
}

async function openMyUploads(page: Page) {
  await page.getByTestId('open-image-library').click();
  const dialog = page.getByRole('dialog', { name: 'Image library' });
  await dialog.getByTestId('image-library-source').getByText('My uploads').click();
  return dialog;
}

test('an upload is kept in My uploads, placed from there, deleted from there; the placed picture stays', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await registerCustomer(request, 'uploads');
  await signInThroughApi(page, request, SHOP_ONE, user);
  await openStudio(page, '/design/soccer');
  await page.getByTestId('panel-tab-layers').click();
  const bare = await logoCentre(page);

  // Uploaded on a logo: on the canvas, and kept in My uploads.
  await addLayer(page, 'Logo');
  await page.getByTestId('layer-upload').setInputFiles({ name: 'club-crest.png', mimeType: 'image/png', buffer: await greenPng(page, 200, 200) });
  await placeWithEditor(page);
  await expect.poll(async () => fromGreen(await logoCentre(page))).toBeLessThanOrEqual(12);

  // The logo deleted from the design; the upload is still offered.
  await page.getByTestId('layer-row-logo').click();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('layer-row-logo')).toBeHidden();
  await expect.poll(async () => logoCentre(page)).toEqual(bare);

  let dialog = await openMyUploads(page);
  const hits = dialog.getByTestId('image-library-hit');
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toHaveAttribute('title', /club-crest/);

  // Placed from My uploads: the same picture on the canvas again.
  await hits.first().click();
  await placeWithEditor(page);
  await expect(page.getByTestId('layer-row-logo')).toBeVisible();
  await expect.poll(async () => fromGreen(await logoCentre(page))).toBeLessThanOrEqual(12);

  // Deleted from My uploads: gone from the library (also when it is opened again)…
  dialog = await openMyUploads(page);
  await expect(hits).toHaveCount(1);
  await dialog.getByTestId('my-upload-delete').click();
  await expect(hits).toHaveCount(0);
  await expect(dialog.getByText('Pictures you upload are kept here, for you alone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openMyUploads(page);
  await expect(dialog.getByText('Pictures you upload are kept here, for you alone.')).toBeVisible();
  await expect(hits).toHaveCount(0);
  await page.keyboard.press('Escape');

  // …but the placed logo is the design's own copy: still drawn, also after a reload (the draft).
  await expect(page.getByTestId('layer-row-logo')).toBeVisible();
  expectColour(await logoCentre(page), '#22c55e', 12);
  await page.reload();
  await page.getByTestId('panel-tab-layers').click();
  await expect(page.getByTestId('layer-row-logo')).toBeVisible();
  await expect.poll(async () => fromGreen(await logoCentre(page))).toBeLessThanOrEqual(12);
});
