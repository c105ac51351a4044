import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
// The example partner site's server is a plain ESM module of the deploy package.
// @ts-expect-error -- untyped .mjs
import { startPartnerServer } from '../../deploy/examples/partner-server.mjs';
import { registerCustomer } from './support/accounts';
import { PORTS, SHOP_ONE } from './support/env';
import { DISALLOWED_PARTNER_PORT, eventLog, expectEvent, HOSTILE_CSS, PARTNER_SITE, studioElement } from './support/partner';
import { addLayer, askForStudioProbe, samplePoint, waitForCanvas } from './support/studio';
import type { Closable } from './support/remotes-file';

/** The studio embedded on a partner's site (issue 16, docs/product.md §1 "Partner sites"): the
 *  example partner page (deploy/examples) on an origin of its own, the shop's /embed.js on it. */

/** The computed properties that make up an element's look. */
const LOOK = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'color', 'background-color', 'border-radius', 'display'];

async function looksOf(locators: Locator[]): Promise<Record<string, string>[]> {
  return Promise.all(
    locators.map((locator) =>
      locator.evaluate((element, properties) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      }, LOOK),
    ),
  );
}

/** The partner's own elements: its header (title, links, its button) and its form. */
const partnerParts = (page: Page): Locator[] => [page.locator('body'), page.locator('#club-title'), page.locator('#join-club'), page.locator('#kit h2'), page.locator('#studio-settings label').first()];

/** Parts of the studio: its header (as a picture too), a primary and a plain button, a panel tab. */
const studioHeader = (page: Page): Locator => studioElement(page).getByTestId('design-studio').locator(':scope > :first-child');
const studioParts = (page: Page): Locator[] => [
  studioElement(page).getByTestId('continue-on-shop'),
  studioElement(page).getByTestId('export-menu'),
  studioElement(page).getByTestId('panel-tab-layers'),
  studioElement(page).getByTestId('save-status'),
];

/** Elements the page's <head> holds: the studio adds none (its styles go into its shadow root). */
const headStyles = (page: Page) => page.evaluate(() => document.head.querySelectorAll('style, link[rel="stylesheet"]').length);

async function mountStudio(page: Page): Promise<void> {
  await page.locator('#mount-studio').click();
  await expect(studioElement(page).getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
  await waitForCanvas(page);
  await expectEvent(page, 'ready');
}

async function addTextLayer(page: Page): Promise<void> {
  const studio = studioElement(page);
  await addLayer(studio, 'Text');
  await expect(studio.getByTestId('layer-row-text')).toHaveCount(1);
}

test.beforeEach(({ page }) => askForStudioProbe(page));

/** The report of a failed designer release the studio's host sends the shop's API, and its answer. */
async function failureReport(page: Page): Promise<{ body: unknown; status: number | undefined }> {
  const request = await page.waitForRequest((sent) => sent.url() === `${SHOP_ONE}/api/client-reports/remote-failures` && sent.method() === 'POST');
  return { body: request.postDataJSON(), status: (await request.response())?.status() };
}

test.describe('the studio on a partner site', () => {
  test('mounts, renders the garment, edits and undoes; neither the page nor the studio restyles the other', async ({ page }) => {
    // The partner's page as it is, before the studio.
    await page.goto(`${PARTNER_SITE}/?garment=tshirt&autostart=0`);
    const partnerLookBefore = await looksOf(partnerParts(page));
    const partnerPictureBefore = await page.locator('.club-header').screenshot();
    const headBefore = await headStyles(page);

    await mountStudio(page);
    // The studio drew the garment: opaque on the body, clear outside it.
    expect((await samplePoint(page, 'front', 8, 8))[3]).toBe(0);
    const chest = await page.evaluate(() => {
      const box = window.__teamwearStudio?.printAreas('front')['chest-centre'];
      return box ? window.__teamwearStudio?.pixelAt('front', box.x + box.width / 2, box.y + box.height / 2) : null;
    });
    expect(chest?.[3]).toBe(255);

    // The studio's styles went into its shadow root: the partner's elements look as they did.
    expect(await headStyles(page)).toBe(headBefore);
    expect(await looksOf(partnerParts(page))).toEqual(partnerLookBefore);
    expect((await page.locator('.club-header').screenshot()).equals(partnerPictureBefore)).toBe(true);
    // What the studio looks like on a page with well-behaved styles, before any edit.
    const studioLook = await looksOf(studioParts(page));
    const studioPicture = await studioHeader(page).screenshot();

    // Edits and undoes: the buttons, and the keyboard after a press inside the studio.
    const rows = studioElement(page).getByTestId('layer-row-text');
    await addTextLayer(page);
    await expectEvent(page, 'changed');
    await studioElement(page).getByTestId('undo').click();
    await expect(rows).toHaveCount(0);
    await studioElement(page).getByTestId('redo').click();
    await expect(rows).toHaveCount(1);
    await studioElement(page).getByTestId('save-status').click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(rows).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(rows).toHaveCount(1);
    // After a press on the partner's page its keys are the page's again: the studio's history
    // still has its step (Undo can be pressed, and undoes the layer).
    await page.locator('#kit h2').click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(rows).toHaveCount(1);
    await studioElement(page).getByTestId('undo').click();
    await expect(rows).toHaveCount(0);

    // The same page with hostile rules in its style sheet: they restyle the partner's own
    // elements (they are the partner's), not the studio.
    await page.locator('#unmount-studio').click();
    await expect(studioElement(page).getByTestId('design-studio')).toHaveCount(0);
    await page.reload();
    await page.addStyleTag({ content: HOSTILE_CSS });
    await expect(page.locator('#join-club')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await mountStudio(page);
    expect(await looksOf(studioParts(page))).toEqual(studioLook);
    expect((await studioHeader(page).screenshot()).equals(studioPicture)).toBe(true);
  });

  test('templates and fabrics come from the shop across origins; a template is applied through the studio’s own dialog and toast', async ({ page }) => {
    await page.goto(`${PARTNER_SITE}/?garment=soccer`);
    const studio = studioElement(page);
    await expect(studio.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await studio.getByTestId('panel-tab-fabric').click();
    await expect(studio.getByTestId('fabric-supplier')).toBeVisible();

    await studio.getByTestId('panel-tab-templates').click();
    const card = studio.locator('[data-testid^="template-card-"]').filter({ hasText: 'Temple Stripes' });
    await expect(card.getByTestId('template-thumbnail').locator('svg[role="img"]')).toBeVisible();
    await card.locator('[data-testid^="apply-template-"]').click();
    // The confirm dialog and the toast are drawn inside the studio's element (its shadow root,
    // where its styles are), not on the partner's page.
    const dialog = studio.getByRole('dialog', { name: 'Apply “Temple Stripes”?' });
    await expect(dialog).toContainText('You will lose your previous design!');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(studio.getByText('Template “Temple Stripes” applied. Undo brings your design back.')).toBeVisible();
    await expect(card.getByText('In use')).toBeVisible();
    await expectEvent(page, 'changed');
  });

  test('the page drives the studio: getDesign, setLocale, a design given back opens, unmount leaves nothing', async ({ page }) => {
    await page.goto(`${PARTNER_SITE}/?garment=tshirt`);
    const studio = studioElement(page);
    await expect(studio.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await addTextLayer(page);
    // getDesign(): the page keeps it (the example, in its session storage).
    await page.locator('#read-design').click();
    await expect(page.locator('#design-summary')).toHaveText(/^Design read: tshirt/);

    await page.locator('#studio-settings select[name="locale"]').selectOption('kh');
    await expect(studio.getByTestId('continue-on-shop')).toHaveText('បន្តនៅ Angkor Athletics');
    await expect(studio.getByRole('region', { name: 'ស្ទូឌីយោរចនា' })).toHaveAttribute('lang', 'km');
    // The partner's own document keeps its language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.locator('#unmount-studio').click();
    await expect(studio).toBeEmpty();
    // Without this device's draft, the design the page gives back is what opens.
    await page.evaluate(() => localStorage.clear());
    await page.locator('#mount-studio').click();
    await expect(studio.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await studio.getByTestId('panel-tab-layers').click();
    await expect(studio.getByTestId('layer-row-text')).toHaveCount(1);
  });

  test('the API answers only the origins a shop allows, and nothing personal to any of them', async ({ request }) => {
    const refused = await request.get(`${SHOP_ONE}/whoami`, { headers: { Origin: 'http://club.invalid', 'X-Shop-Key': 'angkor' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as { code: string }).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
    const preflight = await request.fetch(`${SHOP_ONE}/api/handoffs`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://club.invalid', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, x-shop-key' },
    });
    expect(preflight.status()).toBe(403);

    const allowed = await request.get(`${SHOP_ONE}/whoami`, { headers: { Origin: PARTNER_SITE, 'X-Shop-Key': 'angkor' } });
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()['access-control-allow-origin']).toBe(PARTNER_SITE);
    // An allowed partner still reads nothing of a customer's: not even with a token the page found;
    // and the shop's key names the shop only on the studio's own calls (issue 32, point 6).
    const personal = await request.get(`${SHOP_ONE}/api/designs`, { headers: { Origin: PARTNER_SITE } });
    expect(personal.status()).toBe(403);
    const keyed = await request.get(`${SHOP_ONE}/api/designs`, { headers: { Origin: PARTNER_SITE, 'X-Shop-Key': 'angkor' } });
    expect(keyed.status()).toBe(400);
    // A hand-off comes from a page the shop answers for: a request without an Origin is no page's (point 7).
    const bare = await request.post(`${SHOP_ONE}/api/handoffs`, { data: { document: { schemaVersion: 2, product: 'soccer', teamName: 'X', layers: [] } } });
    expect(bare.status()).toBe(403);
  });

  test('on a site the shop does not allow, the studio says it cannot start, and the page goes on working', async ({ page }) => {
    const disallowed: Closable = await startPartnerServer({ port: DISALLOWED_PARTNER_PORT, host: '127.0.0.1', shopOrigin: SHOP_ONE });
    try {
      await page.goto(`http://localhost:${DISALLOWED_PARTNER_PORT}/?garment=soccer`);
      await expect(studioElement(page).getByTestId('shop-unreachable')).toContainText('The design studio could not start');
      await expectEvent(page, 'error: SHOP_UNREACHABLE');
      await page.locator('#join-club').click();
      await expect(page.locator('#design-summary')).toHaveText('Thanks for joining!');
    } finally {
      await disallowed.close();
    }
  });

  test('Continue on the shop hands the design over: after sign-in the shop shows it and asks; kept, it is in My designs, the link works once; Not mine keeps nothing', async ({ page, context, request }) => {
    const customer = await registerCustomer(request, 'handoff');
    await page.goto(`${PARTNER_SITE}/?garment=tshirt`);
    await expect(studioElement(page).getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await addTextLayer(page);

    const [shop] = await Promise.all([context.waitForEvent('page'), studioElement(page).getByTestId('continue-on-shop').click()]);
    await expectEvent(page, 'handed-off');
    // The shop asks the visitor to sign in, and comes back to the link after.
    await expect(shop).toHaveURL(/\/auth\/signin\?redirect_to=%2Fhandoff%3Ftoken%3D/);
    const handoffPath = new URL(shop.url()).searchParams.get('redirect_to') as string;
    expect(new URL(shop.url()).origin).toBe(SHOP_ONE);
    const form = shop.locator('#content form');
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    // The shop shows the design and asks before keeping it (issue 32, point 7): nothing is kept yet.
    await expect(shop.getByText('Keep this design?')).toBeVisible({ timeout: 30_000 });
    await expect(shop.getByText(`It was made in the studio on ${PARTNER_SITE}.`, { exact: false })).toBeVisible();
    await expect(shop.getByTestId('handoff-picture').locator('svg').first()).toBeVisible({ timeout: 30_000 });
    await expect(shop.getByTestId('handoff-name')).not.toBeEmpty();
    await shop.getByRole('button', { name: 'Keep this design' }).click();

    // Taken: the design opens in the shop's studio, saved, with the layer made on the partner's page.
    await expect(shop).toHaveURL(/\/design\/tshirt\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(shop.getByTestId('toast').filter({ hasText: 'Your design is in My designs and in your cart.' })).toBeVisible();
    await expect(shop.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await shop.getByTestId('panel-tab-layers').click();
    await expect(shop.getByTestId('layer-row-text')).toHaveCount(1);

    await shop.goto(`${SHOP_ONE}/me/assets`);
    await expect(shop.getByTestId('design-count')).toHaveText('1 of 20 designs');
    await expect(shop.getByTestId('design-card')).toContainText('Regular t-shirt');

    // The link worked once.
    await shop.goto(`${SHOP_ONE}${handoffPath}`);
    await expect(shop.getByText('This link has expired or was already used')).toBeVisible();

    // A design that is not theirs: "Not mine" keeps nothing, and its link stops working.
    const [other] = await Promise.all([context.waitForEvent('page'), studioElement(page).getByTestId('continue-on-shop').click()]);
    await expect(other).toHaveURL(/\/handoff\?token=/);
    const otherPath = new URL(other.url()).pathname + new URL(other.url()).search;
    await expect(other.getByText('Keep this design?')).toBeVisible({ timeout: 30_000 });
    await other.getByRole('button', { name: 'Not mine' }).click();
    await expect(other.getByTestId('toast').filter({ hasText: 'The design was not kept, and its link no longer works.' })).toBeVisible();
    await expect(other).toHaveURL(`${SHOP_ONE}/`);
    await other.goto(`${SHOP_ONE}/me/assets`);
    await expect(other.getByTestId('design-count')).toHaveText('1 of 20 designs');
    await other.goto(`${SHOP_ONE}${otherPath}`);
    await expect(other.getByText('This link has expired or was already used')).toBeVisible();
  });

  test('with the designer remote down, the fallback shows in the element, the page works, and Try again brings the studio', async ({ page }) => {
    // The designer remote's server refuses every connection, as one that is down does.
    const designer = `http://localhost:${PORTS.designer}/**`;
    await page.route(designer, (route) => route.abort('connectionrefused'));
    const reported = failureReport(page);
    await page.goto(`${PARTNER_SITE}/?garment=polo`);
    const unavailable = studioElement(page).getByTestId('studio-unavailable');
    await expect(unavailable).toContainText('The design studio is not available right now');
    await expectEvent(page, 'error: STUDIO_UNAVAILABLE');
    // The shop's API is told, as the shell tells it of its own remotes, and takes it from this site.
    expect(await reported).toEqual({ body: { remote: 'designer', release: 'unreleased', kind: 'unavailable' }, status: 204 });

    // The partner's page is untouched and goes on working.
    await expect(page.locator('#club-title')).toHaveText('Riverside Juniors FC');
    await page.locator('#join-club').click();
    await expect(page.locator('#design-summary')).toHaveText('Thanks for joining!');

    await page.unroute(designer);
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(studioElement(page).getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await expectEvent(page, 'ready');
  });

  test('a designer release built for a shell contract the studio host does not keep is not run, and says why to the page', async ({ page }) => {
    // The designer as deployed, but its manifest says it was built for the contract's next major
    // (what a designer built after a breaking change of @teamwear/shared says), and the shop's
    // remotes.json pins that manifest, as promoting such a release would.
    const manifest = `http://localhost:${PORTS.designer}/mf-manifest.json*`;
    const built = await (await fetch(`http://localhost:${PORTS.designer}/mf-manifest.json`)).json();
    const contract = String(built.metaData.shellContract);
    const nextMajor = `${Number(contract.split('.')[0]) + 1}.0`;
    const otherContract = JSON.stringify({ ...built, metaData: { ...built.metaData, shellContract: nextMajor } });
    await page.route(manifest, (route) => route.fulfill({ body: otherContract, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }));
    const remotesJson = `${SHOP_ONE}/remotes.json*`;
    await page.route(remotesJson, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const pin = { ...json.integrity.designer, manifest: `sha384-${createHash('sha384').update(otherContract).digest('base64')}` };
      await route.fulfill({ response, json: { ...json, integrity: { ...json.integrity, designer: pin } } });
    });
    const designerScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${PORTS.designer}/`) && request.resourceType() === 'script') designerScripts.push(request.url());
    });

    const reported = failureReport(page);
    await page.goto(`${PARTNER_SITE}/?garment=polo`);
    const unavailable = studioElement(page).getByTestId('studio-unavailable');
    await expect(unavailable).toContainText('The design studio is not available right now');
    await expectEvent(page, 'error: STUDIO_UNAVAILABLE');
    expect(await reported).toEqual({ body: { remote: 'designer', release: 'unreleased', kind: 'contract' }, status: 204 });
    await expect(eventLog(page).getByText('error: STUDIO_UNAVAILABLE').first()).toHaveAttribute(
      'title',
      new RegExp(`built for shell contract ${Number(contract.split('.')[0]) + 1}\\.0, this shell keeps ${contract.replace('.', '\\.')}`),
    );
    // None of the release's code was loaded.
    expect(designerScripts).toEqual([]);

    // The shop promotes a designer built for this contract: Try again brings the studio.
    await page.unroute(manifest);
    await page.unroute(remotesJson);
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(studioElement(page).getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await expectEvent(page, 'ready');
  });
});
