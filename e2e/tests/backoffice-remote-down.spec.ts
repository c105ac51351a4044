import path from 'node:path';
import { expect, test } from '@playwright/test';
// The local gateway and static servers are plain ESM modules of the deploy package.
// @ts-expect-error -- untyped .mjs
import { remotesOnPorts, startGateway } from '../../deploy/local/gateway.mjs';
// @ts-expect-error -- untyped .mjs
import { startStaticServer } from '../../deploy/local/static-server.mjs';
import { signInStaff } from './support/backoffice-staff';
import { PORTS } from './support/env';
import { signInThroughApi } from './support/session';
import type { Closable } from './support/remotes-file';

const repo = path.resolve(import.meta.dirname, '../..');
const origin = `http://localhost:${PORTS.backofficeDownGateway}`;

let gateway: Closable;
let revived: Closable | undefined;

// A second gateway over the same API and remotes, except that the back office lives on a port where,
// at first, no server answers: the back office remote is down (docs/product.md §12, §15).
test.beforeAll(async () => {
  gateway = await startGateway({
    port: PORTS.backofficeDownGateway,
    host: '127.0.0.1',
    shellDist: path.join(repo, 'shell/dist'),
    apiUrl: `http://127.0.0.1:${PORTS.api}`,
    remotes: remotesOnPorts({ marketing: PORTS.marketing, designer: PORTS.designer, account: PORTS.account, backoffice: PORTS.downBackoffice }),
  });
});

test.afterAll(async () => {
  await revived?.close();
  await gateway.close();
});

test('with the back office down, the customer app is untouched and the back office shows a retry that recovers', async ({ page, request }) => {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Mock up your dream sportswear' })).toBeVisible();
  await signInThroughApi(page, request, origin);
  await page.goto(`${origin}/me/histories`);
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'My orders' })).toBeVisible();

  await signInStaff(page, origin);
  await expect(page.getByText('This part of the site is not available right now')).toBeVisible();

  revived = await startStaticServer({ root: path.join(repo, 'remote-backoffice/dist'), port: PORTS.downBackoffice, host: '127.0.0.1', cors: true });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="backoffice"]').getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // The customer's session was never the back office's, nor the other way round.
  await page.goto(`${origin}/me/dashboard`);
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
