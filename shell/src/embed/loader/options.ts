import type { Language } from '@teamwear/shared/i18n';
import { DESIGN_SLUGS, type DesignSlug } from '@teamwear/shared/routes';
import type { MountOptions } from '../contract';

/**
 * The API's rule for a shop key (X-Shop-Key): the key the shop's back office shows (`sk_` and 24
 * base64url characters), or the shop's slug that pages passed before (taken until the shop first
 * rotates its key). Written out here, not imported: the loader stays small.
 */
const SHOP_KEY = /^(?:sk_[A-Za-z0-9_-]{24}|[a-z0-9][a-z0-9-]{0,39})$/;
const LOCALES: readonly Language[] = ['en', 'kh'];

export type CheckedOptions =
  | { ok: true; options: MountOptions }
  /** `problem` is for the page's developer (the console, the error event); `locale` what to say it in. */
  | { ok: false; problem: string; locale: Language; onEvent?: MountOptions['onEvent'] };

export function isLocale(value: unknown): value is Language {
  return LOCALES.includes(value as Language);
}

/**
 * What a partner's page passed to mount(), checked before anything is loaded: a mistake is told
 * in the element (and the console) at once, not as a studio that never appears.
 */
export function checkOptions(value: unknown): CheckedOptions {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const locale = given.locale === undefined ? 'en' : given.locale;
  const onEvent = typeof given.onEvent === 'function' ? (given.onEvent as MountOptions['onEvent']) : undefined;
  const fail = (problem: string): CheckedOptions => ({ ok: false, problem, locale: isLocale(locale) ? locale : 'en', onEvent });
  if (typeof value !== 'object' || value === null) return fail('the options must be an object: { shop, garment, locale, design?, onEvent? }');
  if (typeof given.shop !== 'string' || !SHOP_KEY.test(given.shop)) {
    return fail(`shop must be the shop's key, as the shop gave it (sk_ and 24 letters, digits, - or _), not ${JSON.stringify(given.shop)}`);
  }
  if (!DESIGN_SLUGS.includes(given.garment as DesignSlug)) {
    return fail(`garment must be one of ${DESIGN_SLUGS.join(', ')}, not ${JSON.stringify(given.garment)}`);
  }
  if (!isLocale(locale)) return fail(`locale must be 'en' or 'kh', not ${JSON.stringify(given.locale)}`);
  if (given.onEvent !== undefined && !onEvent) return fail('onEvent must be a function');
  return { ok: true, options: { shop: given.shop, garment: given.garment as DesignSlug, locale, design: given.design, onEvent } };
}
