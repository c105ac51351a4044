import { expect, test, type Page } from '@playwright/test';
import { addLayer, askForStudioProbe, openStudio, waitForCanvas, type View } from './support/studio';

/**
 * Issue 33 (5): a new layer goes where it fits: inside the garment's print area for its kind, a
 * text no wider than that area, and not over a layer already there. What the canvas draws is
 * read through the studio's probe: each layer's box as the canvas measured it.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

test.beforeEach(({ page }) => askForStudioProbe(page));

async function drawnBoxes(page: Page, view: View): Promise<{ kind: string; box: Box }[]> {
  const boxes = await page.evaluate((shown) => window.__teamwearStudio?.layerBoxes(shown) ?? [], view);
  return boxes.map(({ kind, ...box }) => ({ kind, box }));
}

/** The front's print area as the print shop prints it: the chest's areas together. */
async function frontPrintArea(page: Page): Promise<Box> {
  const areas = await page.evaluate(() => window.__teamwearStudio?.printAreas('front') ?? {});
  const chest = Object.entries(areas)
    .filter(([id]) => id.startsWith('chest-'))
    .map(([, area]) => area);
  expect(chest.length).toBeGreaterThan(0);
  const x = Math.min(...chest.map((area) => area.x));
  const y = Math.min(...chest.map((area) => area.y));
  return { x, y, width: Math.max(...chest.map((area) => area.x + area.width)) - x, height: Math.max(...chest.map((area) => area.y + area.height)) - y };
}

/** Inside, allowing a unit for the canvas's own rounding of a text's measure. */
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('new layers go where they fit', () => {
  test('Add → Team name on a soccer shirt with a front number: inside the shirt’s print area, not over the number', async ({ page }) => {
    await openStudio(page, '/design/soccer');
    await page.getByTestId('panel-tab-options').click();
    await page.locator('#studio-team-name').fill('PHNOM PENH ROYAL TIGERS');
    await addLayer(page, 'Front number');
    await addLayer(page, 'Team name');
    await expect(page.getByTestId('layer-row-text')).toHaveCount(1);
    await expect(page.getByTestId('layer-text')).toHaveValue('PHNOM PENH ROYAL TIGERS');
    await waitForCanvas(page);

    const area = await frontPrintArea(page);
    const boxes = await drawnBoxes(page, 'front');
    const number = boxes.find((layer) => layer.kind === 'frontNumber')?.box;
    const team = boxes.find((layer) => layer.kind === 'text')?.box;
    if (!number || !team) throw new Error(`not drawn: ${JSON.stringify(boxes)}`);
    expect(inside(team, area), `team name ${JSON.stringify(team)} in ${JSON.stringify(area)}`).toBe(true);
    expect(inside(number, area), `number ${JSON.stringify(number)} in ${JSON.stringify(area)}`).toBe(true);
    expect(overlap(team, number), `team name ${JSON.stringify(team)} over number ${JSON.stringify(number)}`).toBe(false);
  });

  test('a second logo does not land on the first', async ({ page }) => {
    await openStudio(page, '/design/soccer');
    await addLayer(page, 'Logo');
    await addLayer(page, 'Logo');
    await expect(page.getByTestId('layer-row-logo')).toHaveCount(2);
    await waitForCanvas(page);

    const area = await frontPrintArea(page);
    const logos = (await drawnBoxes(page, 'front')).filter((layer) => layer.kind === 'logo').map((layer) => layer.box);
    expect(logos).toHaveLength(2);
    const [first, second] = logos as [Box, Box];
    expect(overlap(first, second), `${JSON.stringify(second)} over ${JSON.stringify(first)}`).toBe(false);
    for (const logo of logos) expect(inside(logo, area)).toBe(true);
  });
});
