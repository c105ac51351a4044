import { expect, type Locator, type Page } from '@playwright/test';
import { PORTS } from './env';

/** The example partner site (deploy/examples) that `serve-all.mjs` serves beside the product, on
 *  the gateway's port + 5: the API allows this origin to embed the demo shops' studio. */
export const PARTNER_SITE = `http://localhost:${PORTS.shell + 5}`;

/** A second copy of the partner site that the tests start on a port no shop allows. */
export const DISALLOWED_PARTNER_PORT = PORTS.shell + 30;

/** Rules a careless partner's style sheet could hold, which must not reach into the studio. */
export const HOSTILE_CSS = `
  * { font-family: serif !important; }
  button { background: red !important; color: yellow !important; border-radius: 0 !important; }
  div, section, header { line-height: 3 !important; letter-spacing: 2px !important; }
  [data-testid], .ant-btn, .ant-tabs { display: inline !important; }
`;

/** The studio's element on the partner's page (the loader's shadow root is inside it). */
export const studioElement = (page: Page): Locator => page.locator('#studio');

/** What the studio told the page through onEvent, as the example page lists it. */
export const eventLog = (page: Page): Locator => page.locator('#event-log');

export async function expectEvent(page: Page, text: string): Promise<void> {
  await expect(eventLog(page).getByText(text, { exact: true }).first()).toBeVisible();
}
