import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and static servers are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { remotesOnPorts, startGateway } from '../../deploy/local/gateway.mjs';
// @ts-expect-error -- untyped .mjs
import { startStaticServer } from '../../deploy/local/static-server.mjs';
import { PORTS } from './support/env';
import { signInThroughApi } from './support/session';
import type { Closable } from './support/remotes-file';

const repo = path.resolve(import.meta.dirname, '../..');
/** A second gateway over the same API and remotes, except that the account remote lives on
 *  a port where, at first, no server answers: the account remote is down. Its remotes.json names
 *  no back office. */
const GATEWAY_PORT = PORTS.spareGateway;
const DOWN_ACCOUNT_PORT = PORTS.spareAccount;
const origin = `http://localhost:${GATEWAY_PORT}`;

let gateway: Closable;
let revivedAccount: Closable | undefined;

test.beforeAll(async () => {
  gateway = await startGateway({
    port: GATEWAY_PORT,
    host: '127.0.0.1',
    shellDist: path.join(repo, 'shell/dist'),
    apiUrl: `http://127.0.0.1:${PORTS.api}`,
    remotes: remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.designer, account: DOWN_ACCOUNT_PORT }),
  });
});

test.afterAll(async () => {
  await revivedAccount?.close();
  await gateway.close();
});

test('with the account remote down, the shell still works and /me shows a retry that recovers', async ({ page, request }) => {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();

  await signInThroughApi(page, request, origin);
  await page.goto(`${origin}/me/dashboard`);
  await expect(page.getByText('This part of the site is not available right now')).toBeVisible();
  // The shell around the failed page is intact.
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
  await expect(page.getByTestId('me-sidebar').getByRole('link', { name: 'My orders' })).toBeVisible();

  revivedAccount = await startStaticServer({
    root: path.join(repo, 'remote-account/dist'),
    port: DOWN_ACCOUNT_PORT,
    host: '127.0.0.1',
    cors: true,
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // This gateway's remotes.json, like a deployment made before the back office, names no back
  // office: only its pages show the fallback.
  await page.goto(`${origin}/backoffice/signin`);
  await expect(page.getByText('This part of the site is not available right now')).toBeVisible();
});

test('with the marketing remote down, home shows a retry that recovers, though index.html asked for its page early', async ({ page }) => {
  const downMarketing = PORTS.spareMarketing;
  const marketingDown: Closable = await startGateway({
    port: PORTS.spareGatewayTwo,
    host: '127.0.0.1',
    shellDist: path.join(repo, 'shell/dist'),
    apiUrl: `http://127.0.0.1:${PORTS.api}`,
    remotes: remotesOnPorts({ marketing: downMarketing, designer: PORTS.designer, account: PORTS.account }),
  });
  let revivedMarketing: Closable | undefined;
  try {
    await page.goto(`http://localhost:${PORTS.spareGatewayTwo}/`);
    await expect(page.getByText('This part of the site is not available right now')).toBeVisible();
    // The header is the shell's: it is there.
    await expect(page.getByRole('link', { name: 'Features' })).toBeVisible();

    revivedMarketing = await startStaticServer({
      root: path.join(repo, 'remote-marketing/dist'),
      port: downMarketing,
      host: '127.0.0.1',
      cors: true,
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
  } finally {
    await revivedMarketing?.close();
    await marketingDown.close();
  }
});
