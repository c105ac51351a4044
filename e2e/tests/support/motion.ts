import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until nothing around `target` is animating (a dialog zooming in, a dropdown sliding down).
 * Playwright reads a click's point first and clicks there a moment later: on a slow machine a
 * dialog still zooming in has moved its button by then, and the click lands beside it (seen in CI:
 * the picture editor's "Place" button 34 × 6 px, mid-zoom, clicked and missed).
 */
export async function motionSettled(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (node.getAnimations().some((animation) => animation.playState === 'running')) return false;
        }
        return true;
      }),
    )
    .toBe(true);
}

/**
 * Waits until the popup `target` is in (a menu, a list) has opened: drawn opaque and not moving.
 * antd keeps a popup transparent from its first frame until its opening animation starts, a frame
 * or more later, when no animation runs yet: motionSettled alone can pass then. Clicked while it
 * moves, Playwright retries, and its fourth try scrolls the item to the top of the window
 * (scrollIntoView, block 'start'); antd then places the popup anew beside its button (the studio's
 * add menu on a phone: from above the button to below it), and the click lands where the item
 * was (seen in CI: no layer added, in about one run of 15 under load).
 */
export async function popupOpened(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Number(getComputedStyle(node).opacity) < 1) return false;
          if (node.getAnimations().some((animation) => animation.playState === 'running')) return false;
        }
        return true;
      }),
    )
    .toBe(true);
}

/**
 * Waits until nothing on the page is changing colour or moving (a button turning from disabled to
 * enabled, a dialog zooming in), endless animations (a spinner) aside. axe reads each colour as it
 * is at that moment: one half-way through antd's 0.2 s transition is no colour a visitor reads
 * (seen under load: a label caught between its disabled grey and its colour, as too faint).
 */
export async function pageStill(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}
