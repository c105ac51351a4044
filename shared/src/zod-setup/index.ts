/** Where every copy of zod keeps its configuration: zod/v4/core/core.js takes the object on
 *  globalThis when one is there, or puts an empty one there. The tests beside this file fail if a
 *  version of zod moves it. */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Keeps zod from compiling parsers with `new Function`. Under the app's Content-Security-Policy
 * (no 'unsafe-eval') the attempt fails and zod falls back to its plain parser anyway, but the
 * browser reports every attempt as a CSP violation: zod probes once per copy, when its first
 * object schema is built. Call it before any schema is built: the setting is on globalThis, so the
 * shell's one call covers the copies the remotes bundle (the designer's document schema) and the
 * contracts, whichever app's copy of them is loaded.
 *
 * Written on zod's global object, not through zod's `config()`: importing that brought zod's core
 * (11 KB, 3.8 KB gzip) into the shell's entry, which every page downloads first, zod or not.
 */
export function setUpZodForStrictCsp(): void {
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}
