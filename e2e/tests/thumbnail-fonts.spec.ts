import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';

/**
 * Issue 19: a saved design's picture (drawn by the designer remote's SVG thumbnail, here on a card
 * of My designs) draws its texts in the catalogue fonts they name, not in a fallback: the picture as
 * shown is the same as with the family named alone, and differs from the same text in the fallback.
 */

const text = (id: string, value: string, fontFamily: string, y: number) => ({
  id,
  kind: 'text',
  view: 'front',
  x: 500,
  y,
  text: value,
  fontFamily,
  fontSize: 150,
  fontWeight: 400,
  fontStyle: 'normal',
  fill: { kind: 'solid', color: '#111111' },
});

/** The card's picture as drawn now, then with the text's font-family set to `family`, then put back. */
async function drawnWith(picture: Locator, textIndex: number, family: string): Promise<{ shown: Buffer; other: Buffer; back: Buffer }> {
  const node = picture.locator('text').nth(textIndex);
  const shown = await picture.screenshot({ animations: 'disabled' });
  const original = (await node.getAttribute('font-family')) ?? '';
  await node.evaluate((element, value) => element.setAttribute('font-family', value), family);
  await node.evaluate(() => document.fonts.ready);
  const other = await picture.screenshot({ animations: 'disabled' });
  await node.evaluate((element, value) => element.setAttribute('font-family', value), original);
  const back = await picture.screenshot({ animations: 'disabled' });
  return { shown, other, back };
}

/**
 * How many pixels of two screenshots of one size differ clearly (decoded by the page's own browser):
 * those that match no pixel of the other at their place or a pixel away. The same letters may land
 * a pixel apart, as Chromium rounds a text's baseline from the metrics of its font list (a family
 * named alone sits a pixel higher than in its stack at some sizes of the picture); another font's
 * letters have other shapes, which no such pixel matches.
 */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        context.drawImage(image, 0, 0);
        return [context.getImageData(0, 0, image.width, image.height).data, image.width, image.height] as const;
      };
      const [[x, width, height], [y, otherWidth]] = [await pixels(first), await pixels(second)];
      if (x.length !== y.length || width !== otherWidth) return Number.POSITIVE_INFINITY;
      const near = (at: number, other: number) => [0, 1, 2].every((channel) => Math.abs((x[at + channel] ?? 0) - (y[other + channel] ?? 0)) <= 48);
      let count = 0;
      for (let row = 1; row < height - 1; row += 1) {
        for (let column = 1; column < width - 1; column += 1) {
          const at = (row * width + column) * 4;
          // Differing: no pixel of the other screenshot at the same place or a pixel away matches it.
          const matched = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => near(at, ((row + dy) * width + column + dx) * 4)));
          if (!matched) count += 1;
        }
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('a saved design’s picture draws its Latin and Khmer texts in the catalogue fonts they name', async ({ page, request }) => {
  const user = await registerCustomer(request, 'thumbfonts');
  const headers = await bearerOf(request, user);
  const doc = { schemaVersion: 3, product: 'tshirt', teamName: 'Font FC', parts: { body: { kind: 'solid', color: '#ffffff' } }, layers: [text('latin', 'ANGKOR', 'Oswald', 380), text('khmer', 'ក្រុមខ្មែរ', 'Battambang', 560)] };
  const saved = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: doc } });
  expect(saved.status()).toBe(201);

  await signInThroughApi(page, request, SHOP_ONE, user);
  await page.goto('/me/assets');
  const picture = page.getByTestId('design-card').getByTestId('design-picture').locator('svg[role="img"][aria-label="Front of Font FC"]');
  await expect(picture).toBeVisible();
  const texts = picture.locator('text');
  await expect(texts).toHaveCount(2);
  // The family is named once its pieces are in (until then the text waits in the fallback).
  await expect(texts.nth(0)).toHaveAttribute('font-family', /^["']?Oswald["']?,/);
  await expect(texts.nth(1)).toHaveAttribute('font-family', /^["']?Battambang["']?,/);
  // document.fonts.check reads the document's font set, which can count a face as loaded a moment
  // after the picture named it (CI: false once, true on retry): the test waits for it.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('400 20px "Oswald"', 'ANGKOR') && document.fonts.check('400 20px "Battambang"', 'ក្រុមខ្មែរ')))
    .toBe(true);

  for (const [index, family] of [
    [0, '"Oswald"'],
    [1, '"Battambang"'],
  ] as const) {
    const fallback = await drawnWith(picture, index, '"Noto Sans Khmer", sans-serif');
    const alone = await drawnWith(picture, index, family);
    const figures = {
      again: await differingPixels(page, fallback.shown, fallback.back),
      fallback: await differingPixels(page, fallback.shown, fallback.other),
      alone: await differingPixels(page, alone.shown, alone.other),
    };
    const message = `text ${index}, pixels differing: ${JSON.stringify(figures)}`;
    // The fallback draws other letters: many pixels change; the family alone changes next to none.
    expect(figures.fallback, message).toBeGreaterThan(200);
    expect(figures.again, message).toBeLessThan(figures.fallback / 10);
    expect(figures.alone, message).toBeLessThan(figures.fallback / 10);
  }
});
