import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage, type Language } from './language';
import type { Messages } from './locales/en/index';

/** The one i18next instance of the page. @teamwear/shared is a federation singleton, so
 *  the shell and every remote translate with this same instance. */
export const i18n: I18n = i18next.createInstance();

// Each language is its own chunk, fetched when it is first used: a visitor downloads the
// strings of the language they read, not both (Khmer and English have the same keys, a unit
// test sees to it, so the English fallback is never needed for a missing key). The chunk names
// let the shell's index.html fetch the stored language's strings before the shell has loaded.
const MESSAGES: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import(/* webpackChunkName: "strings-en" */ './locales/en/index')).en,
  kh: async () => (await import(/* webpackChunkName: "strings-kh" */ './locales/kh/index')).kh,
};

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await MESSAGES[language](), true, true);
}

let initialising: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  initialising ??= (async () => {
    const language = storedLanguage();
    const messages = await MESSAGES[language]();
    await init(language, messages);
  })();
  return initialising;
}

/**
 * The studio embedded on a partner's page (shell/src/embed): in the language the partner asks
 * for, not one read from the partner's storage. Then showLanguage, not changeLanguage.
 */
export function initI18nIn(language: Language): Promise<unknown> {
  initialising ??= (async () => init(language, await MESSAGES[language]()))();
  return initialising;
}

function init(language: Language, messages: Messages) {
  return i18n.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Shows the strings of `language`, fetched on first use, and nothing else: neither the storage
 *  nor the document's language is the studio's to change on a partner's page. */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice still applies to this visit.
  }
  await showLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'kh' ? 'km' : 'en';
}
