import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PORTS, SHOP_ONE } from './tests/support/env';

const repo = path.resolve(import.meta.dirname, '..');
// A fresh database for every run: the API creates, migrates and seeds it on start. Kept in the
// environment so the test workers (started after this file is read) find the same folder, where
// the API writes mail (support/mail.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-e2e-')));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHOP_ONE,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node deploy/local/serve-all.mjs',
    cwd: repo,
    url: `http://127.0.0.1:${PORTS.api}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORTS.shell),
      API_PORT: String(PORTS.api),
      MARKETING_PORT: String(PORTS.marketing),
      DESIGNER_PORT: String(PORTS.designer),
      ACCOUNT_PORT: String(PORTS.account),
      BACKOFFICE_PORT: String(PORTS.backoffice),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes; the limits have their own API tests.
      RATE_LIMIT: 'off',
    },
  },
});
