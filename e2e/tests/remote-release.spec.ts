import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and the release store are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { addRelease } from '../../deploy/releases/release-store.mjs';
import { RELEASE_PORTS } from './support/contract-ports';
import { startStoreGateway } from './support/store-gateway';
import { type Closable, promoteFromStore, writeRemotesFile } from './support/remotes-file';

/**
 * A remote owns its pages below its prefix and its strings: a release of the marketing remote
 * that adds a page (/about, in its page list) and changes a string (in its own strings chunk) is
 * promoted, and the very same shell build draws both; rolled back, both are gone. The new
 * release is the built remote with its manifest's page list and its English strings chunk
 * edited, as the next build of the remote would write them: what is proven is that the shell
 * takes pages and strings from the release, not from its own build.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const origin = `http://localhost:${RELEASE_PORTS.gateway}`;
const NEW_TITLE = 'Features, new in this release';

/** The built marketing remote with a page added and the Features title changed. */
function nextMarketingBuild(into: string): void {
  const dist = path.join(repo, 'remote-marketing/dist');
  fs.cpSync(dist, into, { recursive: true });
  const manifestFile = path.join(into, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const pages = manifest.metaData.pages as { path: string; module: string }[];
  expect(pages.some((page) => page.path === '/about'), 'the built remote has no /about yet').toBe(false);
  manifest.metaData.pages = [{ path: '/about', module: './Features' }, ...pages];
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const assets = path.join(into, 'assets');
  const stringsChunk = fs.readdirSync(assets).find((file) => /^marketing-strings-en\..*\.js$/.test(file));
  expect(stringsChunk, "the marketing remote's English strings are a chunk of its own").toBeDefined();
  const chunkFile = path.join(assets, stringsChunk as string);
  const code = fs.readFileSync(chunkFile, 'utf8');
  expect(code).toContain('featuresTitle:"Features"');
  fs.writeFileSync(chunkFile, code.replace('featuresTitle:"Features"', `featuresTitle:"${NEW_TITLE}"`));
}

test("a remote released alone adds a page and a string the shell draws without a release of its own; rollback removes them", async ({ page }) => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-release-'));
  const remotesFile = path.join(store, 'remotes.json');
  let server: Closable | undefined;
  try {
    const current = addRelease({ store, name: 'marketing', dist: path.join(repo, 'remote-marketing/dist'), version: '0.1.0' }).release;
    const nextBuild = path.join(store, 'next-build');
    nextMarketingBuild(nextBuild);
    const next = addRelease({ store, name: 'marketing', dist: nextBuild, version: '0.1.0' }).release;
    expect(next).not.toBe(current);

    writeRemotesFile(remotesFile, { store, fromStore: { marketing: current }, onPorts: ['designer', 'account'] });
    const shellIndex = fs.readFileSync(path.join(repo, 'shell/dist/index.html'), 'utf8');
    server = await startStoreGateway(RELEASE_PORTS.gateway, remotesFile, store);

    // The current release has no /about: the not-found page; Features has its usual title.
    await page.goto(`${origin}/about`);
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await page.goto(`${origin}/features`);
    await expect(page.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();

    // The next release promoted: the same shell draws the new page, with the new string.
    promoteFromStore(remotesFile, store, 'marketing', next);
    await page.goto(`${origin}/about`);
    await expect(page.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    await page.goto(`${origin}/features`);
    await expect(page.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    // In Khmer the remote's own Khmer strings (not the edited English ones) are shown.
    await page.getByTestId('language-select').first().selectOption('kh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await expect(page.getByRole('heading', { name: NEW_TITLE })).toHaveCount(0);

    // Rolled back: the page and the string are gone again.
    await page.getByTestId('language-select').first().selectOption('en');
    promoteFromStore(remotesFile, store, 'marketing', current);
    await page.goto(`${origin}/about`);
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await page.goto(`${origin}/features`);
    await expect(page.getByRole('heading', { name: 'Features', exact: true })).toBeVisible();

    // No shell was built or released meanwhile.
    expect(fs.readFileSync(path.join(repo, 'shell/dist/index.html'), 'utf8')).toBe(shellIndex);
  } finally {
    await page.context().close();
    await server?.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});
