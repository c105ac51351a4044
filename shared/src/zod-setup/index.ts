import { config } from 'zod/v4/core';

/**
 * Keeps zod from compiling parsers with `new Function`. Under the app's Content-Security-Policy
 * (no 'unsafe-eval') the attempt fails and zod falls back to its plain parser anyway, but the
 * browser reports every attempt as a CSP violation: zod probes once per copy, when its first
 * object schema is built. Call it before any schema is built: zod keeps this setting on
 * globalThis, so the shell's one call also covers the copies the remotes bundle (the designer's
 * document schema) and the contracts, whichever app's copy of them is loaded.
 */
export function setUpZodForStrictCsp(): void {
  config({ jitless: true });
}
