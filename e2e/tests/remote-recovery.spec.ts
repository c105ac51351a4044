import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
// The local gateway, the static servers and the release store are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { remotesFromFile, remotesOnPorts, startGateway } from '../../deploy/local/gateway.mjs';
// @ts-expect-error -- untyped .mjs
import { startStaticServer } from '../../deploy/local/static-server.mjs';
// @ts-expect-error -- untyped .mjs
import { addRelease } from '../../deploy/releases/release-store.mjs';
import { PORTS } from './support/env';
import { askForStudioProbe, expectColour, waitForCanvas } from './support/studio';
import { type Closable, promoteFromStore, writeRemotesFile } from './support/remotes-file';

/** How a page recovers, without a click where it can, when a remote is redeployed, down, hangs,
 *  or remotes.json fails. The first three run a gateway of their own over the suite's API. */

const repo = path.resolve(import.meta.dirname, '../..');
const UNAVAILABLE = 'This part of the site is not available right now';

function gateway(port: number, remotes: unknown, releasesDir?: string): Promise<Closable> {
  return startGateway({ port, host: '127.0.0.1', shellDist: path.join(repo, 'shell/dist'), apiUrl: `http://127.0.0.1:${PORTS.api}`, remotes, releasesDir });
}

/** The colour of the garment's chest, sampled through the studio's test handle. */
async function chestColour(page: Page) {
  return page.evaluate(() => {
    const probe = window.__teamwearStudio;
    const box = probe?.printAreas('front')['chest-centre'];
    if (!probe || !box) throw new Error('no studio on the page');
    return probe.pixelAt('front', box.x + box.width * 0.3, box.y + box.height * 0.5);
  });
}

// The studio's probe (support/studio.ts) for the chest colour read through it.
test.beforeEach(({ page }) => askForStudioProbe(page));

test('a release promoted while the studio is open: the next navigation loads it, without a reload, and the draft is kept', async ({ page }) => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-redeploy-'));
  const remotesFile = path.join(store, 'remotes.json');
  let server: Closable | undefined;
  try {
    // Two releases of the designer, as npm run release makes them (the second differs by one file).
    const first = addRelease({ store, name: 'designer', dist: path.join(repo, 'remote-designer/dist'), version: '0.1.0' });
    const secondBuild = path.join(store, 'second-build');
    fs.cpSync(path.join(repo, 'remote-designer/dist'), secondBuild, { recursive: true });
    fs.writeFileSync(path.join(secondBuild, 'release-note.txt'), 'the second release');
    const second = addRelease({ store, name: 'designer', dist: secondBuild, version: '0.1.0' });
    writeRemotesFile(remotesFile, { store, fromStore: { designer: first.release }, onPorts: ['marketing', 'account'] });
    server = await gateway(PORTS.redeployGateway, await remotesFromFile(remotesFile), store);
    const origin = `http://localhost:${PORTS.redeployGateway}`;

    await page.goto(`${origin}/design/soccer`);
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId('panel-tab-parts').click();
    await page.getByTestId('part-body').click();
    await page.getByTestId('hex-part').fill('0f766e');
    await page.getByTestId('hex-part').press('Enter');
    await page.waitForTimeout(600); // the draft is written to the device after a pause

    // The redeploy: the second release is promoted and the first one's files are gone.
    promoteFromStore(remotesFile, store, 'designer', second.release);
    fs.rmSync(first.dir, { recursive: true, force: true });
    const fromSecond: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/remotes/designer/${second.release}/`) && response.ok()) fromSecond.push(response.url());
    });

    // The preview's code was never loaded from the first release: it is now missing there.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('design-preview')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    expectColour((await chestColour(page))!, '#0f766e');
    expect(fromSecond.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // Back in the studio, now from the second release, with the draft.
    await page.getByRole('link', { name: 'Edit design' }).click();
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
    expectColour((await chestColour(page))!, '#0f766e');
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await server?.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});

test('a remote whose server accepts connections and never answers shows its fallback within about 10 s', async ({ page }) => {
  const held: net.Socket[] = [];
  const hanging = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => hanging.listen(PORTS.hangingDesigner, '127.0.0.1', resolve));
  const server = await gateway(PORTS.hangingGateway, remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.hangingDesigner, account: PORTS.account }));
  try {
    const started = Date.now();
    await page.goto(`http://localhost:${PORTS.hangingGateway}/design/soccer`);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    // The shell around it works: its header, and a page of another remote.
    await page.getByRole('link', { name: 'Features' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  } finally {
    await server.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
  }
});

test('with the designer remote down, the studio shows a retry that recovers', async ({ page }) => {
  const server = await gateway(PORTS.designerDownGateway, remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.downDesigner, account: PORTS.account }));
  let revived: Closable | undefined;
  try {
    await page.goto(`http://localhost:${PORTS.designerDownGateway}/design/soccer`);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Features' })).toBeVisible();

    revived = await startStaticServer({ root: path.join(repo, 'remote-designer/dist'), port: PORTS.downDesigner, host: '127.0.0.1', cors: true });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await waitForCanvas(page);
  } finally {
    await revived?.close();
    await server.close();
  }
});

test('remotes.json failing: the shell still works, and once it answers, Try again loads the page', async ({ page }) => {
  const failing = (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service unavailable' });
  await page.route('**/remotes.json', failing);
  await page.goto('/');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Features' })).toBeVisible();
  // The shell's own pages need no remote.
  await page.goto('/auth/signin');
  await expect(page.locator('#content form').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await page.unroute('**/remotes.json', failing);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
});
