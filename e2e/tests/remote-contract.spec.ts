import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and the release store are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { addRelease } from '../../deploy/releases/release-store.mjs';
import { CONTRACT_PORTS } from './support/contract-ports';
import { startStoreGateway } from './support/store-gateway';
import { type Closable, promoteFromStore, writeRemotesFile } from './support/remotes-file';

/** The shell refuses a remote built for a shell contract it does not keep (the contract in the
 *  remote's mf-manifest.json, shared/src/federation/contract.ts): the remote's page shows the
 *  fallback of a remote that is down, none of its code runs, and the rest of the shell works. */

const repo = path.resolve(import.meta.dirname, '../..');
const UNAVAILABLE = 'This part of the site is not available right now';

const origin = `http://localhost:${CONTRACT_PORTS.gateway}`;

test('a designer release built for another shell contract shows the fallback, not the studio; the rest of the shell works', async ({ page }) => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-contract-'));
  const remotesFile = path.join(store, 'remotes.json');
  let server: Closable | undefined;
  try {
    // The designer as built, and a release of the same build whose manifest says it was built for
    // the next major of the contract (what a designer built after a breaking shell change says).
    const built = JSON.parse(fs.readFileSync(path.join(repo, 'remote-designer/dist/mf-manifest.json'), 'utf8'));
    const contract = String(built.metaData?.shellContract);
    expect(contract, 'the build writes the contract into the manifest').toMatch(/^\d+\.\d+$/);
    const nextMajor = `${Number(contract.split('.')[0]) + 1}.0`;
    const otherBuild = path.join(store, 'other-contract-build');
    fs.cpSync(path.join(repo, 'remote-designer/dist'), otherBuild, { recursive: true });
    fs.writeFileSync(path.join(otherBuild, 'mf-manifest.json'), JSON.stringify({ ...built, metaData: { ...built.metaData, shellContract: nextMajor } }));
    const incompatible = addRelease({ store, name: 'designer', dist: otherBuild, version: '0.1.0' }).release;
    const compatible = addRelease({ store, name: 'designer', dist: path.join(repo, 'remote-designer/dist'), version: '0.1.0' }).release;

    writeRemotesFile(remotesFile, { store, fromStore: { designer: incompatible }, onPorts: ['marketing', 'account'] });
    server = await startStoreGateway(CONTRACT_PORTS.gateway, remotesFile, store);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${origin}/design/soccer`);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByTestId('design-studio')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // None of the release's code was run: the federation runtime loads a remote's entry and chunks
    // as script elements. Nor were they downloaded: index.html's start-up script preloads the
    // page's scripts only from a manifest the shell would run.
    expect(await page.locator(`script[src*="/remotes/designer/"]`).count()).toBe(0);
    expect(await page.locator(`link[rel="preload"][href*="/remotes/designer/"]`).count()).toBe(0);
    expect(errors.join('\n')).toContain(`the remote was built for shell contract ${nextMajor}, this shell keeps ${contract}`);

    // The shell around it works: its navigation takes the page to the marketing remote's home, and
    // back to the refused designer page.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();

    // A compatible release promoted: Try again loads it; the page was never reloaded.
    promoteFromStore(remotesFile, store, 'designer', compatible);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    // The browser keeps its connections to the gateway open until the context closes (closing
    // the page is not enough), and the gateway's close waits for every connection.
    await page.context().close();
    await server?.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});
