/** How long work waits at most for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 200;

/**
 * Resolves in a task of its own once the page is idle (requestIdleCallback; at most
 * IDLE_TIMEOUT_MS later), or in the next task where there is no such callback (Safari): for work
 * that must come soon but not inside the task that asked for it, so that neither becomes one long
 * task on a phone (Lighthouse: total blocking time).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
