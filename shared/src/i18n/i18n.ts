import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index';
import { kh } from './locales/kh/index';

export const LANGUAGES = ['en', 'kh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** PRODUCT_SPEC §3: the choice is kept in local storage under `lang`. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The one i18next instance of the page. @teamwear/shared is a federation singleton, so
 *  the shell and every remote translate with this same instance. */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  initialising ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, kh: { translation: kh } },
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return initialising;
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice still applies to this visit.
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'kh' ? 'km' : 'en';
}
