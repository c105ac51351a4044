import { expect, type Locator, type Page } from '@playwright/test';
import { popupOpened } from './motion';

/** What the studio specs share: waiting for the canvas, reading its pixels through the probe, colours. */

export type View = 'front' | 'back';
export type Rgba = [number, number, number, number];

/** The studio's test handle (remote-designer/src/render/probe.ts), as much of it as the tests use. */
export interface StudioProbe {
  settled(): Promise<void>;
  shownViews(): View[];
  pixelAt(view: View, x: number, y: number): Rgba | null;
  pagePoint(view: View, x: number, y: number): { x: number; y: number } | null;
  printAreas(view: View): Record<string, { x: number; y: number; width: number; height: number }>;
  /** The boxes the layers of a shown view take as drawn (measured by the canvas), in garment units. */
  layerBoxes(view: View): { id: string; kind: string; x: number; y: number; width: number; height: number }[];
  bodyAnchors(view: View): { x: number; y: number }[];
  exportSample(longSide: number, maxTile: number | undefined, points: [number, number][]): Promise<{ width: number; height: number; tiles: number; pixels: number[][] }>;
}

declare global {
  interface Window {
    __teamwearStudio?: StudioProbe;
    __teamwearStudioProbe?: boolean;
  }
}

/**
 * Asks the studio for its probe: it is attached only to a page that set this flag before the
 * studio started. A spec that reads `window.__teamwearStudio` calls it in a beforeEach.
 */
export async function askForStudioProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__teamwearStudioProbe = true;
  });
}

export async function waitForCanvas(page: Page): Promise<void> {
  const canvas = page.getByTestId('studio-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await expect.poll(async () => Number(await canvas.getAttribute('data-rendered'))).toBeGreaterThan(0);
  await page.evaluate(() => window.__teamwearStudio?.settled());
}

/** Adds a layer from the add menu of the Text & logos panel (of the page, or of the studio element on a partner site), clicked once the menu has opened. */
export async function addLayer(scope: Page | Locator, item: string): Promise<void> {
  await scope.getByTestId('panel-tab-layers').click();
  await scope.getByTestId('add-layer').click();
  const choice = scope.getByRole('menuitem').filter({ hasText: new RegExp(`^${item}$`) });
  await popupOpened(choice);
  await choice.click();
}

export async function openStudio(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A cold studio downloads the most script of any page (the designer, antd, pixi.js): on a busy CI machine
  // with two browsers at work that can take longer than the default wait.
  await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
  await waitForCanvas(page);
}

/** The canvas colour at a garment point (artboard units) of a shown view. */
export async function samplePoint(page: Page, view: View, x: number, y: number): Promise<Rgba> {
  return page.evaluate(({ view, x, y }) => window.__teamwearStudio?.pixelAt(view, x, y) ?? [0, 0, 0, 0], { view, x, y }) as Promise<Rgba>;
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Opaque and within `tolerance` per channel of the colour (the garment's shading moves it a few percent). */
export function isColour(pixel: Rgba, hex: string, tolerance = 40): boolean {
  const [r, g, b] = hexToRgb(hex);
  return pixel[3] === 255 && Math.max(Math.abs(pixel[0] - r), Math.abs(pixel[1] - g), Math.abs(pixel[2] - b)) <= tolerance;
}

/** The colour, allowing for the garment's shading (a few percent darker or lighter) and antialiasing. */
export function expectColour(pixel: Rgba, hex: string, tolerance = 48): void {
  const [r, g, b] = hexToRgb(hex);
  const distance = Math.max(Math.abs(pixel[0] - r), Math.abs(pixel[1] - g), Math.abs(pixel[2] - b));
  expect(pixel[3], `alpha of ${pixel.join(',')}`).toBe(255);
  expect(distance, `rgba(${pixel.join(',')}) against ${hex}`).toBeLessThanOrEqual(tolerance);
}

export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The share of clearly dark pixels in a box of the page as the user sees it (a screenshot, so
 * whatever the browser composites, not only the WebGL canvas). Dark text on a light garment.
 */
export async function darkShare(page: Page, box: ScreenBox): Promise<number> {
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (Math.max(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0) < 70) dark += 1;
    return dark / (pixels.length / 4);
  }, png);
}

/** A plain green (#22c55e) PNG of the given size, drawn by the page's own canvas: a picture to upload. */
export async function greenPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#22c55e';
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}
