import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and the release store are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { addRelease } from '../../deploy/releases/release-store.mjs';
import { PORTS } from './support/env';
import { startStoreGateway } from './support/store-gateway';
import { type Closable, writeRemotesFile } from './support/remotes-file';

/**
 * A tab left open on a release that is rolled back learns it: the shell reads remotes.json again
 * (every ten minutes while the tab is shown, or when the visitor comes back to it) and offers a
 * reload, without forcing one.
 */

const repo = path.resolve(import.meta.dirname, '../..');
/** This spec's gateway: env.ts's base + 61. */
const GATEWAY_PORT = PORTS.shell + 61;
const origin = `http://localhost:${GATEWAY_PORT}`;

test('a tab open on a marketing release that is rolled back is offered a reload, and reloading loads the release named', async ({ page }) => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-new-version-'));
  const remotesFile = path.join(store, 'remotes.json');
  let server: Closable | undefined;
  try {
    const older = addRelease({ store, name: 'marketing', dist: path.join(repo, 'remote-marketing/dist'), version: '0.1.0' }).release;
    // The next release: the same build with a manifest that says so (any change makes a release).
    const nextBuild = path.join(store, 'next-build');
    fs.cpSync(path.join(repo, 'remote-marketing/dist'), nextBuild, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(nextBuild, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(nextBuild, 'mf-manifest.json'), JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, note: 'next' } }));
    const newer = addRelease({ store, name: 'marketing', dist: nextBuild, version: '0.1.0', sourceMaps: null }).release;

    const name = (release: string) => writeRemotesFile(remotesFile, { store, fromStore: { marketing: release }, onPorts: ['designer', 'account', 'backoffice'] });
    name(newer);
    server = await startStoreGateway(GATEWAY_PORT, remotesFile, store);

    await page.clock.install();
    await page.goto(`${origin}/features`);
    await expect(page.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const remotesReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') remotesReads.push(request.url());
    });

    // Nothing changed: the check finds the page current, and says nothing.
    await page.clock.fastForward('10:01');
    await expect.poll(() => remotesReads.length).toBe(1);
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    // Rolled back while the tab is open: the next check offers a reload; the page stays as it is.
    name(older);
    await page.clock.fastForward('10:01');
    await expect(page.getByText('A new version is available')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Coming back to the tab a moment later asks nothing more: at most once a minute.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect(remotesReads).toHaveLength(2);

    // Reload loads the release remotes.json names, and the notice is gone.
    const releaseLoaded = page.waitForResponse((response) => response.url().includes(`/remotes/marketing/${older}/`));
    await page.getByRole('button', { name: 'Reload' }).click();
    await releaseLoaded;
    await expect(page.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await page.context().close();
    await server?.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});
