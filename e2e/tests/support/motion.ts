import { expect, type Locator } from '@playwright/test';

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
