import { setTimeout as sleep } from 'node:timers/promises';

/**
 * For anonymous calls whose work differs when an account exists (forgot password, resend code):
 * waits until `minimumMs` have passed since `startedAtMs` (performance.now()), so the answer time
 * does not tell whether the address is known.
 */
export async function answerNoSoonerThan(startedAtMs: number, minimumMs: number): Promise<void> {
  const remaining = minimumMs - (performance.now() - startedAtMs);
  if (remaining > 0) await sleep(remaining);
}
