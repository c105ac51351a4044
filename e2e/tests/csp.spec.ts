import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ANGKOR_ADMIN, signInStaff, staffHeaders } from './support/backoffice-staff';
import { BACKOFFICE_PAGES, PRODUCT_PAGES, type ProductPage } from './support/pages';
import { cspDirectives, recordCspReports } from './support/csp';
import { PORTS, SHOP_ONE, SHOP_TWO } from './support/env';
import { signInThroughApi } from './support/session';
import { addLayer, greenPng, openStudio, waitForCanvas } from './support/studio';
import { motionSettled } from './support/motion';

/**
 * The Content-Security-Policy (deploy/README.md): every page of the product (the shell's and each remote's own list) loads, in English
 * and in Khmer, without the browser refusing anything (a refusal is either an attack or a part of
 * the product the policy breaks); a script injected into the page does not run; the headers are
 * on what the gateway and the remotes serve. Walking those lists means a page added to the
 * product is checked from the day it exists.
 */

test.describe.configure({ mode: 'parallel' });


/** The page has drawn what a visitor sees, so whatever it loads has been loaded (or refused). */
async function waitUntilDrawn(page: Page, entry: ProductPage): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0, { timeout: 30_000 });
  if (entry.isStudio) {
    // A cold studio downloads the most script of any page and starts Pixi: see support/studio.ts openStudio.
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

for (const entry of PRODUCT_PAGES) {
  const { address } = entry;
  test(`${address} (${entry.public ? 'visitor' : 'signed in'}) loads in English and in Khmer with no CSP violation`, async ({ page, request }) => {
    const reports = await recordCspReports(page);
    if (!entry.public) await signInThroughApi(page, request, SHOP_ONE);
    await page.goto(`${SHOP_ONE}${address}`);
    await waitUntilDrawn(page, entry);
    expect(new URL(page.url()).pathname, 'the page stayed where it was opened').toBe(address);

    // Khmer as a visitor switches to it (its strings and fonts come now) …
    await page.getByTestId('language-select').first().selectOption('kh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await waitUntilDrawn(page, entry);
    const beforeReload = await reports.collect();
    // … and as a page opened in Khmer (the start-up script then asks for the Khmer strings).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await waitUntilDrawn(page, entry);
    expect([...beforeReload, ...(await reports.collect())]).toEqual([]);
  });
}

/** A back office page has drawn: its frame, what it asked the API for, and no spinner or skeleton left. */
async function waitUntilBackofficeDrawn(page: Page): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-remote="backoffice"]').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Where a page list's parameter finds a real one in the demo shop: the list it comes from and the field it is. */
const BACKOFFICE_PARAMETERS: Record<string, { list: string; field: string }> = {
  ':number': { list: '/api/provider/orders?pageSize=1', field: 'number' },
  ':id': { list: '/api/provider/customers?pageSize=1', field: 'id' },
};

/** The page's address with the demo shop's first order and customer in place of its parameters. */
async function backofficeAddress(request: APIRequestContext, path: string): Promise<string> {
  let address = path;
  for (const parameter of path.match(/:[a-z]+/gi) ?? []) {
    const source = BACKOFFICE_PARAMETERS[parameter];
    if (!source) throw new Error(`${path}: say in BACKOFFICE_PARAMETERS where a ${parameter} comes from`);
    const list = await request.get(`${SHOP_ONE}${source.list}`, { headers: await staffHeaders(request) });
    expect(list.status(), await list.text()).toBe(200);
    const value = ((await list.json()) as { data: Record<string, unknown>[] }).data[0]?.[source.field];
    expect(value, `the demo shop has a ${parameter} for ${path}`).toBeDefined();
    address = address.replace(parameter, String(value));
  }
  return address;
}

for (const entry of BACKOFFICE_PAGES) {
  test(`${entry.path} (${entry.signedIn ? 'the owner' : 'visitor'}) loads in English and in Khmer with no CSP violation`, async ({ page, request }) => {
    const reports = await recordCspReports(page);
    const address = await backofficeAddress(request, entry.path);
    if (entry.signedIn) await signInStaff(page, SHOP_ONE, ANGKOR_ADMIN, address);
    else await page.goto(`${SHOP_ONE}${address}`);
    await waitUntilBackofficeDrawn(page);
    expect(new URL(page.url()).pathname, 'the page stayed where it was opened').toBe(address);

    await page.getByTestId('backoffice-language').first().selectOption('kh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await waitUntilBackofficeDrawn(page);
    const beforeReload = await reports.collect();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await waitUntilBackofficeDrawn(page);
    expect([...beforeReload, ...(await reports.collect())]).toEqual([]);
  });
}

test('the studio at work (a pattern, the templates, an uploaded logo, a print export) breaks no CSP rule', async ({ page }) => {
  const reports = await recordCspReports(page);
  await openStudio(page, '/design/soccer');

  await page.getByTestId('panel-tab-patterns').click();
  await page.locator('[data-testid^="pattern-"]:not([data-testid="pattern-none"])').first().click();
  await waitForCanvas(page);

  await page.getByTestId('panel-tab-templates').click();
  await expect(page.locator('[data-testid^="template-card-"]').first()).toBeVisible();

  const png = await greenPng(page, 120, 80);
  await addLayer(page, 'Logo');
  await page.getByTestId('layer-upload').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png });
  // The picture editor opens on an upload before it is placed.
  await motionSettled(page.getByTestId('image-editor-apply'));
  await page.getByTestId('image-editor-apply').click();
  await expect(page.getByRole('button', { name: 'Replace the picture' })).toBeVisible();
  await waitForCanvas(page);

  await page.getByTestId('export-menu').click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: /4096/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);

  expect(await reports.collect()).toEqual([]);
});

test('a script injected into the page does not run, and the browser reports it', async ({ page }) => {
  const reports = await recordCspReports(page);
  // As an injection would arrive: inside the HTML the gateway sends, with the gateway's headers.
  await page.route(
    (url) => url.origin === SHOP_ONE && url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><script>window.pwned = 1</script><img src="/no-such-picture" onerror="window.pwned = 2">');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(`${SHOP_ONE}/`);
  await expect(page.locator('#boot')).toHaveCount(0, { timeout: 30_000 });

  expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();
  const reported = await reports.collect();
  expect(reported.filter((line) => line.startsWith('script-src-elem refused inline'))).toHaveLength(1);
  expect(reported.filter((line) => line.startsWith('script-src-attr refused inline'))).toHaveLength(1);
});

test.describe('headers', () => {
  for (const address of ['/', '/design/soccer', '/me/dashboard']) {
    test(`${address}: the page policy, no framing, nosniff`, async ({ request }) => {
      const response = await request.get(`${SHOP_ONE}${address}`, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).not.toContain('unsafe-eval');
      const directives = cspDirectives(policy);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
      expect(directives['script-src']?.some((source) => /^'sha256-/.test(source))).toBe(true);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test("each shop's page allows the remotes its /remotes.json names, and no other origin", async ({ request }) => {
    for (const shop of [SHOP_ONE, SHOP_TWO]) {
      const remotes = ((await (await request.get(`${shop}/remotes.json`)).json()) as { remotes: Record<string, string> }).remotes;
      const origins = [...new Set(Object.values(remotes).map((manifest) => new URL(manifest, shop).origin))].filter((origin) => origin !== shop);
      expect(origins.length).toBeGreaterThan(0);
      const directives = cspDirectives((await request.get(`${shop}/`, { headers: { accept: 'text/html' } })).headers()['content-security-policy'] ?? '');
      expect(directives['script-src']?.filter((source) => !source.startsWith("'")).sort()).toEqual(origins.sort());
      expect(directives['connect-src']?.filter((source) => !source.startsWith("'")).sort()).toEqual(origins.sort());
    }
  });

  test("a remote's scripts and manifest: nosniff and the referrer policy", async ({ request }) => {
    const designer = `http://localhost:${PORTS.designer}`;
    const manifest = await request.get(`${designer}/mf-manifest.json`);
    const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0]?.assets.js.sync[0];
    for (const file of ['remoteEntry.js', 'mf-manifest.json', chunk]) {
      const response = await request.get(`${designer}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
      expect(response.headers()['referrer-policy'], file).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['content-security-policy'], file).toBeUndefined();
    }
  });
});
