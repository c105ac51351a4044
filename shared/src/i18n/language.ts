/** The languages of the product and the visitor's choice. Apart from i18n.ts, so that what
 *  only needs to know the language (the shell's start-up script in index.html) does not
 *  bring i18next with it. */
export const LANGUAGES = ['en', 'kh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** docs/product.md §3: the choice is kept in local storage under `lang`. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
