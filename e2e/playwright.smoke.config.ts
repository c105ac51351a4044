import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The production smoke (scripts/production-smoke.mjs starts the production setup first): the
 * tests tagged @smoke, against the gateway at E2E_PORT_BASE, without starting the local product.
 */
export default defineConfig({
  ...base,
  grep: /@smoke/,
  webServer: undefined,
});
