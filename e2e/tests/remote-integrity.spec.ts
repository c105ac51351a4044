import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and the release store are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { addRelease } from '../../deploy/releases/release-store.mjs';
// @ts-expect-error -- untyped .mjs
import { integrityOfFolder } from '../../deploy/releases/release-integrity.mjs';
// @ts-expect-error -- untyped .mjs
import { manifestUrl } from '../../deploy/releases/remotes-file.mjs';
import { PORTS } from './support/env';
import { startStoreGateway } from './support/store-gateway';
import type { Closable } from './support/remotes-file';

/**
 * A copy of a release with code appended to its remoteEntry.js, put in the release store under an
 * id of its own, and a remotes.json that names it with the integrity of the release it was copied
 * from: the browser refuses the entry (the shell loads it with that integrity), the designer's page
 * shows the fallback of a remote that is down, and the added code never runs.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const UNAVAILABLE = 'This part of the site is not available right now';
/** This spec's gateway: env.ts's base + 60. */
const GATEWAY_PORT = PORTS.shell + 60;
const origin = `http://localhost:${GATEWAY_PORT}`;
/** What the appended code would do, had it run. */
const TAMPERED_FLAG = '__teamwearTamperedEntryRan';

/** The remotes this spec does not plant, on their ports, pinned with their builds' integrity. */
function otherRemotes() {
  const ports = { marketing: PORTS.marketing, account: PORTS.account, backoffice: PORTS.backoffice };
  return {
    remotes: Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`])),
    integrity: Object.fromEntries(Object.keys(ports).map((name) => [name, integrityOfFolder(path.join(repo, `remote-${name}/dist`))])),
  };
}

test('a designer release copied with code appended to its entry is refused: the fallback shows, the code never runs', async ({ page }) => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-integrity-'));
  const remotesFile = path.join(store, 'remotes.json');
  let server: Closable | undefined;
  try {
    const genuine = addRelease({ store, name: 'designer', dist: path.join(repo, 'remote-designer/dist'), version: '0.1.0' }).release;
    const pin = integrityOfFolder(path.join(store, 'designer', genuine));
    const copy = path.join(store, 'tampered-build');
    fs.cpSync(path.join(repo, 'remote-designer/dist'), copy, { recursive: true });
    fs.appendFileSync(path.join(copy, 'remoteEntry.js'), `\n;window.${TAMPERED_FLAG} = true;\n`);
    const tampered = addRelease({ store, name: 'designer', dist: copy, version: '0.1.0', sourceMaps: null }).release;
    expect(tampered).not.toBe(genuine);

    const others = otherRemotes();
    const writeRemotes = (release: string) =>
      fs.writeFileSync(
        remotesFile,
        JSON.stringify({
          remotes: { ...others.remotes, designer: manifestUrl('designer', release) },
          // The copy is named with the genuine release's integrity: its manifest is the same bytes, its entry is not.
          integrity: { ...others.integrity, designer: pin },
        }),
      );
    writeRemotes(tampered);
    server = await startStoreGateway(GATEWAY_PORT, remotesFile, store);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // What the shell reports to the API: the requests sent, and (a beacon's body is not readable
    // from the network events) the bodies it gave them.
    const reportRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/client-reports/remote-failures') reportRequests.push(request.method());
    });
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      const send = navigator.sendBeacon.bind(navigator);
      Object.assign(window, { __reportsSent: sent });
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
        return send(url, data);
      };
    });
    const reports = () => page.evaluate(() => (window as { __reportsSent?: unknown[] }).__reportsSent);

    await page.goto(`${origin}/design/soccer`);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('design-studio')).toHaveCount(0);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], TAMPERED_FLAG)).toBeUndefined();
    // The console says which file was refused, and why.
    await expect.poll(() => errors.join('\n')).toContain(`remote entry at ${origin}/remotes/designer/${tampered}/remoteEntry.js not run: its bytes do not match the integrity remotes.json pins`);

    // The designer's team is told, once, though the shell tried the entry twice.
    await expect.poll(reports).toEqual([{ remote: 'designer', release: tampered, kind: 'integrity' }]);
    expect(reportRequests).toEqual(['POST']);

    // The shell around it works.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();

    // The genuine release named again: Try again loads it, with the same pin.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    writeRemotes(genuine);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], TAMPERED_FLAG)).toBeUndefined();
  } finally {
    // The browser keeps its connections to the gateway open until the context closes.
    await page.context().close();
    await server?.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});
