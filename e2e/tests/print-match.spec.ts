import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearerOf, registerCustomer } from './support/accounts';
import { SHOP_ONE } from './support/env';
import { inkAgreement, inkMaskOf, type InkTest } from './support/ink';
import { printFilesOf, providerHeaders } from './support/print-files';
import { signInThroughApi } from './support/session';
import { askForStudioProbe, openStudio } from './support/studio';

/**
 * The shop prints what the customer saw: the studio draws the design in the browser (Pixi on
 * WebGL), the API's worker draws the print files on the server (resvg, with its own shaping of
 * Khmer). The back of a player, as the studio's print-size export shows it and as the print file
 * holds it, must carry ink in the same places: the name and the number, their sizes, their gap,
 * the letters' shapes.
 */

const BODY = '#1d4ed8';
/** A colour neither the garment, its shading nor the mannequin has, so that the export's ink is found by colour. */
const INK = '#ff00ff';

/** The studio's export: magenta over a royal blue garment, its edges blended half-way or more (the garment's shading darkens it a little). */
const studioInk: InkTest = (r, g, b, a) => a > 0 && r >= 150 && b >= 170 && g <= 110;
/** A print file: ink on a transparent background. */
const printInk: InkTest = (_r, _g, _b, a) => a >= 128;

const textLayer = (kind: 'playerName' | 'backNumber', text: string, y: number, fontSize: number) => ({
  id: `${kind}-back`,
  kind,
  view: 'back',
  x: 500,
  y,
  rotation: 0,
  scale: 1,
  opacity: 1,
  visible: true,
  locked: false,
  text,
  fontFamily: 'Roboto',
  fontSize,
  fontWeight: 700,
  fill: { kind: 'solid', color: INK },
  stroke: { width: 0, color: '#000000' },
  align: 'center',
});

/** The player whose back the studio shows (the design carries their name and number), and another one of the order. */
const SHOWN = { name: 'សុខា', number: 7, size: 'M' };
const OTHER = { name: 'Dara Sok', number: 23, size: 'M' };

test.beforeEach(({ page }) => askForStudioProbe(page));

test('a player’s back prints as the studio draws it: the Khmer name and the number in the same places, sizes and shapes', async ({ page, request }) => {
  test.setTimeout(420_000);
  const user = await registerCustomer(request, 'print-match');
  const headers = await bearerOf(request, user);
  const imported = await request.post(`${SHOP_ONE}/api/players/import`, { headers, data: { rows: [SHOWN, OTHER] } });
  expect(imported.status(), await imported.text()).toBe(201);
  const document = {
    schemaVersion: 2,
    product: 'soccer',
    teamName: 'Angkor FC',
    parts: { body: { kind: 'solid', color: BODY } },
    // In the soccer back's name and number areas (118–162 and 172–372 down), as the studio's Add puts them.
    layers: [textLayer('playerName', SHOWN.name, 140, 40), textLayer('backNumber', String(SHOWN.number), 272, 170)],
  };
  const created = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document } });
  expect(created.status(), await created.text()).toBe(201);
  const designId = ((await created.json()) as { data: { id: string } }).data.id;

  // The studio's own picture of the back: what a customer downloads with Export → PNG, print size.
  await signInThroughApi(page, request, SHOP_ONE, user);
  await openStudio(page, `/design/soccer?id=${designId}`);
  await page.getByTestId('view-toggle').getByText('Back', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.__teamwearStudio?.shownViews().join(','))).toBe('back');
  await page.getByTestId('export-menu').click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /PNG, print size/ }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/-back-4096\.png$/);
  const studioPicture = await fs.readFile(await exported.path());

  // The order, the shop's approval and the customer's approval of the proof: the worker makes the files.
  const roster = ((await (await request.get(`${SHOP_ONE}/api/players?sort=number&pageSize=100`, { headers })).json()) as { data: { id: string; size: string }[] }).data;
  const ordered = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'idempotency-key': `print-match-${designId}` },
    data: { designId, players: roster.map((player) => ({ playerId: player.id, size: player.size })), extras: [], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678', note: '' },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const orderId = ((await ordered.json()) as { data: { id: string } }).data.id;
  const shop = await providerHeaders(request);
  const approved = await request.post(`${SHOP_ONE}/api/provider/orders/${orderId}/transition`, { headers: shop, data: { to: 'APPROVED' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  const proof = await request.post(`${SHOP_ONE}/api/orders/${orderId}/proof/approve`, { headers, data: {} });
  expect(proof.ok(), await proof.text()).toBe(true);

  const files = await printFilesOf(request, shop, orderId);
  const backOf = (player: { number: number; size: string }) => {
    const name = Object.keys(files).find((path) => new RegExp(`^players/\\d+-${player.number}-[^/]*/back-${player.size}\\.png$`).test(path));
    expect(name, Object.keys(files).join('\n')).toBeDefined();
    return Buffer.from(files[name as string] as Uint8Array);
  };

  const studio = await inkMaskOf(studioPicture, studioInk);
  const printed = await inkMaskOf(backOf(SHOWN), printInk);
  const same = inkAgreement(studio, printed);
  const wrong = inkAgreement(studio, await inkMaskOf(backOf(OTHER), printInk));
  test.info().annotations.push({ type: 'agreement', description: JSON.stringify({ same, wrong }) });

  // Measured: the same back agrees at precision 1.00, recall 1.00, IoU 0.96, shapes 1.00; another
  // player's back (Dara Sok 23) at 0.54, 0.45, 0.26, 0.48. The thresholds sit between. Before the
  // studio set its lines as the print files do (remote-designer/src/render/scene/text-baseline.ts)
  // the same back agreed at only 0.93, 0.98, 0.82, 1.04: the print file set text 0.06 of its font
  // size lower than the studio, so the gap between the name and the number was 8 units wider.
  expect(same.precision, JSON.stringify(same)).toBeGreaterThanOrEqual(0.97);
  expect(same.recall, JSON.stringify(same)).toBeGreaterThanOrEqual(0.97);
  expect(same.iou, JSON.stringify(same)).toBeGreaterThanOrEqual(0.9);
  expect(Math.abs(Math.log(same.aspect)), JSON.stringify(same)).toBeLessThanOrEqual(0.03);
  // The comparison tells another player's back apart: it fails these very thresholds.
  expect(Math.min(wrong.precision, wrong.recall), JSON.stringify(wrong)).toBeLessThan(0.97);
  expect(wrong.iou, JSON.stringify(wrong)).toBeLessThan(0.9);
  // The print file's ink is the design's colour; the studio's the same, as the garment's shading leaves it.
  const [r, g, b] = [0xff, 0x00, 0xff];
  const off = (colour: [number, number, number]) => Math.max(Math.abs(colour[0] - r), Math.abs(colour[1] - g), Math.abs(colour[2] - b));
  expect(off(printed.colour), `print file's ink ${printed.colour.join(',')}`).toBeLessThanOrEqual(8);
  expect(off(studio.colour), `studio's ink ${studio.colour.join(',')}`).toBeLessThanOrEqual(48);
});
