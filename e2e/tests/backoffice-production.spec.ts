import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInStaff, staffHeaders } from './support/backoffice-staff';
import { SHOP_ONE } from './support/env';

/**
 * The production settings' print areas (issue 36): the owner sees each area as a picture of its
 * garment with the area outlined, named with its size in cm; uploading a wider area redraws it.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AreaInUse {
  garment: string;
  size: string;
  side: string;
  widthCm: number;
  heightCm: number;
}

test.describe('the production settings’ print areas', () => {
  test('the owner sees a picture per print area, and a wider area uploaded changes its picture', async ({ page, request }) => {
    test.setTimeout(120_000);
    const headers = await staffHeaders(request);
    const settings = await request.get(`${SHOP_ONE}/api/provider/production/settings`, { headers });
    expect(settings.ok()).toBe(true);
    const areas = ((await settings.json()) as { data: { printAreas: AreaInUse[] } }).data.printAreas;
    const front = areas.find((area) => area.garment === 'soccer' && area.side === 'front');
    if (!front) throw new Error('The demo shop prints no soccer kit front');
    const pictureName = (widthCm: number, heightCm: number) => `Front of the Soccer kit, size ${front.size}: print area ${widthCm} × ${heightCm} cm`;

    try {
      await signInStaff(page, SHOP_ONE, undefined, '/backoffice/settings');
      const section = page.getByTestId('print-area-settings');
      await expect(section).toBeVisible({ timeout: 30_000 });
      const soccer = section.getByTestId('print-areas-soccer');
      await soccer.locator('summary').click();
      // A picture for every area of the garment the table lists.
      const soccerAreas = areas.filter((area) => area.garment === 'soccer').length;
      await expect(soccer.getByTestId('print-area-picture')).toHaveCount(soccerAreas);
      const before = soccer.getByRole('img', { name: pictureName(front.widthCm, front.heightCm), exact: true });
      await expect(before).toBeVisible();
      const widthBefore = Number(await before.locator('rect').getAttribute('width'));
      await expect(soccer.locator('[data-testid="print-area-picture"][data-side="sleeve-left"]').first()).toBeVisible();

      const { violations } = await new AxeBuilder({ page }).include('[data-testid="print-area-settings"]').withTags(WCAG_TAGS).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);

      const wider = front.widthCm + 10;
      const csv = `garment,size,side,width_cm,height_cm\nsoccer,${front.size},front,${wider},${front.heightCm}\n`;
      await section.getByTestId('upload-printAreas-file').setInputFiles({ name: 'areas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
      const widened = soccer.getByRole('img', { name: pictureName(wider, front.heightCm), exact: true });
      await expect(widened).toBeVisible();
      await expect(soccer.getByRole('img', { name: pictureName(front.widthCm, front.heightCm), exact: true })).toHaveCount(0);
      // The outlined area is drawn wider than before, on the same garment.
      expect(Number(await widened.locator('rect').getAttribute('width'))).toBeCloseTo((widthBefore * wider) / front.widthCm, 0);
    } finally {
      const reset = await request.put(`${SHOP_ONE}/api/provider/production/settings`, { headers, data: { printAreas: null } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
