import http from 'node:http';
import net from 'node:net';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, SHOP_ONE, SHOP_TWO } from './support/env';
import { waitForCanvas } from './support/studio';

/*
 * What the product must do through its gateway, tagged @smoke: CI runs these against the
 * production setup (Debian's nginx with deploy/nginx's configuration, each remote from its own
 * server and release folder, the API as its container runs it, on PostgreSQL; see
 * scripts/production-smoke.mjs), and the full suite runs them against the local gateway, which
 * must answer the same.
 */

/** How many times the answer carries a header (nginx adds a second one where it should not). */
function countOf(response: APIResponse, name: string): number {
  return response.headersArray().filter((header) => header.name.toLowerCase() === name).length;
}

function expectHeaderOnce(response: APIResponse, name: string, value?: string | RegExp): void {
  expect(countOf(response, name), `${name} headers on ${response.url()}`).toBe(1);
  if (value !== undefined) expect(response.headers()[name]).toMatch(value);
}

/** A GET through node:http, which sends an address of any length as it is. */
function rawGet(url: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
  });
}

/** A request written byte for byte (no client sends a bad one): its status, content type and body. */
function rawRequest(origin: string, text: string): Promise<{ status: number; contentType: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...body] = answer.split('\r\n\r\n');
      const contentType = /^content-type:\s*(.*)$/im.exec(head)?.[1] ?? '';
      resolve({ status: Number(head.split(' ')[1]), contentType, body: body.join('\r\n\r\n') });
    });
  });
}

/** The form of the sign-in page (the header has a "Sign in" button too). */
const signInForm = (page: Page) => page.locator('#content form');

test.describe('the product through its gateway', { tag: '@smoke' }, () => {
  test('home renders, served with the page’s security headers once each', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();

    const html = await request.get('/', { headers: { accept: 'text/html' } });
    expect(html.status()).toBe(200);
    expectHeaderOnce(html, 'content-security-policy', /script-src 'self' 'sha256-/);
    expectHeaderOnce(html, 'x-frame-options', 'DENY');
    expectHeaderOnce(html, 'x-content-type-options', 'nosniff');
    expectHeaderOnce(html, 'referrer-policy', 'strict-origin-when-cross-origin');
    expect(html.headers()['cache-control']).toBe('no-cache');
  });

  test('the tab shows the shop’s icon from the first response, and no request of the page fails', async ({ page, request }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (failed) => failures.push(`${failed.failure()?.errorText} ${failed.url()}`));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();

    // index.html names the icon itself: the browser shows it before any script has run, and
    // never falls back to asking for a /favicon.ico.
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    // (The build minifies index.html: its attributes may be unquoted.)
    expect(/<link rel="?icon"? href="?([^"\s>]+)"? type="?image\/png"?/.exec(html)?.[1]).toBe('/favicon.png');
    const icons = { one: await request.get(`${SHOP_ONE}/favicon.png`), two: await request.get(`${SHOP_TWO}/favicon.png`) };
    for (const icon of Object.values(icons)) {
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
    }
    expect(await icons.one.body()).not.toEqual(await icons.two.body());
    // Browsers and crawlers still ask for /favicon.ico by themselves: the same icon.
    const ico = await request.get(`${SHOP_ONE}/favicon.ico`);
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/png');
    expect(await ico.body()).toEqual(await icons.one.body());
    // Shop one's colour (Angkor Athletics), as the page draws the icon, at the size the shell draws it.
    const drawn = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/favicon.png';
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0);
      const [r = 0, g = 0, b = 0] = context?.getImageData(6, 6, 1, 1).data ?? [];
      return { size: `${image.naturalWidth}x${image.naturalHeight}`, corner: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}` };
    });
    expect(drawn).toEqual({ size: '45x45', corner: '#059669' });
    expect(failures).toEqual([]);
  });

  test('a customer signs in with the form and reaches the dashboard (the account remote)', async ({ page }) => {
    await page.goto('/auth/signin?redirect_to=%2Fme%2Fdashboard');
    await signInForm(page).getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await signInForm(page).getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    await expect(page.locator('[data-remote="account"]').getByText('Welcome back, Dara')).toBeVisible();
  });

  test('the studio draws a garment (the designer remote)', async ({ page }) => {
    await page.goto('/design/soccer');
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
  });

  test('files: remotes.json, a remote’s manifest and chunks with their caching; a missing one is a 404, never the page', async ({ request }) => {
    const remotesJson = await request.get('/remotes.json');
    expect(remotesJson.status()).toBe(200);
    expect(remotesJson.headers()['cache-control']).toBe('no-cache, no-store');
    expectHeaderOnce(remotesJson, 'x-content-type-options', 'nosniff');
    const { remotes } = (await remotesJson.json()) as { remotes: Record<string, string> };

    const manifestUrl = new URL(remotes.designer!, SHOP_ONE).href;
    const manifest = await request.get(manifestUrl);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expectHeaderOnce(manifest, 'x-content-type-options', 'nosniff');
    const { exposes } = (await manifest.json()) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
    const chunkFile = exposes.find((expose) => expose.path === './DesignEditor')!.assets.js.sync[0]!;
    const chunk = await request.get(new URL(chunkFile, manifestUrl).href);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-type']).toMatch(/javascript/);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectHeaderOnce(chunk, 'x-content-type-options', 'nosniff');
    expectHeaderOnce(chunk, 'referrer-policy');

    for (const missing of ['/assets/main.0123456789.js', '/assets/gone.css', '/mf-manifest-old.json', new URL('assets/gone.0123456789.js', manifestUrl).pathname]) {
      const response = await request.get(missing, { headers: { accept: 'text/html,*/*' } });
      expect({ missing, status: response.status() }).toEqual({ missing, status: 404 });
      expect(response.headers()['content-type'] ?? '').not.toMatch(/html/);
      expectHeaderOnce(response, 'x-content-type-options', 'nosniff');
    }
  });

  test('the back office remote: its release through the gateway, and its pages are the shell’s page', async ({ request }) => {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    expect(remotes.backoffice).toBeDefined();
    const manifestUrl = new URL(remotes.backoffice!, SHOP_ONE).href;
    const manifest = await request.get(manifestUrl);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const { exposes, metaData } = (await manifest.json()) as { exposes: { path: string; assets: { js: { sync: string[] } } }[]; metaData: { pages: { path: string }[] } };
    expect(metaData.pages.map((page) => page.path)).toContain('/backoffice/orders');
    const chunk = await request.get(new URL(exposes.find((expose) => expose.path === './Orders')!.assets.js.sync[0]!, manifestUrl).href);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-type']).toMatch(/javascript/);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const page of ['/backoffice/orders', '/backoffice/orders/1001']) {
      const html = await request.get(page, { headers: { accept: 'text/html' } });
      expect({ page, status: html.status(), type: html.headers()['content-type'] }).toEqual({ page, status: 200, type: expect.stringMatching(/^text\/html/) });
      expectHeaderOnce(html, 'content-security-policy', /script-src 'self' 'sha256-/);
    }
  });

  test('the API through the gateway: JSON under /api with its own headers, a body over 1 MiB refused', async ({ request }) => {
    const openapi = await request.get('/api/openapi.json');
    expect(openapi.status()).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expectHeaderOnce(openapi, 'x-content-type-options', 'nosniff');
    // The API's own referrer policy, not the gateway's besides it.
    expectHeaderOnce(openapi, 'referrer-policy', 'no-referrer');

    const whoami = await request.get('/whoami');
    expect(whoami.status()).toBe(200);
    expect(((await whoami.json()) as { data: { name: string } }).data.name).toBe('Angkor Athletics');

    const tooLarge = await request.post('/api/contact', { data: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'application/json' } });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });

  test('a 20,000-character address: 414 and a page saying so with a link home, or the API’s error shape under /api/', async () => {
    const long = 'a'.repeat(20_000);
    const page = await rawGet(`${SHOP_ONE}/design/soccer?q=${long}`);
    expect(page.status).toBe(414);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>This address is too long</h1>');
    expect(page.body).toContain('<a href="/">Go to the home page</a>');
    const api = await rawGet(`${SHOP_ONE}/api/designs?q=${long}`);
    expect(api.status).toBe(414);
    expect(api.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('address is too long') });
  });

  test('a request the gateway refuses itself gets the API’s { code, message }, never a page of its own', async () => {
    const host = new URL(SHOP_ONE).host;
    const refused: Array<[string, number]> = [
      // A path above the root (nginx refuses it before any location; the local gateway any ".." segment).
      [`GET /..%2F..%2Fetc%2Fpasswd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 400],
      [`GET /api/..%2F..%2F..%2Fetc%2Fpasswd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 400],
      // A transfer coding nobody knows: 501 (RFC 9112), which nginx answered with its own page.
      [`POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: xchunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n`, 501],
      // An address that does not decode.
      [`GET /api/designs/%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 400],
    ];
    for (const [request, status] of refused) {
      const answer = await rawRequest(SHOP_ONE, request);
      const line = request.split('\r\n')[0];
      expect({ line, status: answer.status, contentType: answer.contentType }).toEqual({ line, status, contentType: expect.stringMatching(/^application\/json/) });
      expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});
