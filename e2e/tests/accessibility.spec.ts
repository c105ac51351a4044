import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_PAGES, type ProductPage } from './support/pages';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { waitForCanvas } from './support/studio';

/**
 * Every page of the product (the shell's and each remote's own list), in English and in Khmer, checked by axe-core against WCAG 2.1
 * A and AA. Walking the lists themselves (instead of a list of pages here) means a page added to the
 * product is checked from the day it exists. Any violation fails, whatever axe's impact: "minor"
 * still means some people cannot use the page.
 */

// One test per page and language, independent of each other: both workers take them.
test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = ['en', 'kh'] as const;
/** How <html lang> names each language of the select. */
const HTML_LANG = { en: 'en', kh: 'km' } as const;


/** The page has drawn what a visitor sees: its remote (or the shell's page) is in, nothing is loading. */
async function waitUntilDrawn(page: Page, entry: ProductPage): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0);
  if (entry.isStudio) {
    // A cold studio downloads about 900 KB of script and starts Pixi: see support/studio.ts openStudio.
    await expect(page.getByTestId('design-studio')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('studio-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await waitForCanvas(page);
  }
  const content = entry.owner === 'shell' ? page.locator('main') : page.locator(`[data-remote="${entry.owner}"]`).first();
  await expect(content).toBeVisible({ timeout: 30_000 });
  await expect(content).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Switches the language as a visitor does: the select in the header (or the signed-in top bar). */
async function chooseLanguage(page: Page, entry: ProductPage, lang: (typeof LANGUAGES)[number]): Promise<void> {
  await page.getByTestId('language-select').first().selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await waitUntilDrawn(page, entry);
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
  );
}

/**
 * The names of antd's icons a screen reader hears on the page: an icon not hidden from it names
 * itself by its English name ("menu", "user") unless it was given a translated aria-label. axe
 * does not see this: the name is there, only in the wrong language.
 */
function englishIconNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.anticon[role="img"]'))
      .filter((icon) => !icon.closest('[aria-hidden="true"]'))
      .map((icon) => icon.getAttribute('aria-label') ?? '')
      .filter((name) => /[A-Za-z]/.test(name)),
  );
}

for (const entry of PRODUCT_PAGES) {
  for (const lang of LANGUAGES) {
    const { address } = entry;
    test(`${address} (${lang}, ${entry.public ? 'visitor' : 'signed in'}) has no WCAG 2.1 A/AA violations`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      if (!entry.public) await signInThroughApi(page, request, SHOP_ONE);
      await page.goto(`${SHOP_ONE}${address}`);
      await waitUntilDrawn(page, entry);
      expect(new URL(page.url()).pathname, 'the page stayed where it was opened').toBe(address);
      await chooseLanguage(page, entry, lang);

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
      if (lang === 'kh') expect(await englishIconNames(page), 'icons a screen reader names in English').toEqual([]);
    });
  }
}
