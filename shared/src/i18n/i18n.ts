import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage, type Language } from './language';
import type { Messages } from './locales/en/index';
import { addStringsSource, stringsSourcesBackend, type StringsLoaders } from './strings-sources';

/** The one i18next instance of the page. @teamwear/shared is a federation singleton, so
 *  the shell and every remote translate with this same instance. */
export const i18n: I18n = i18next.createInstance();

// Each language is its own chunk, fetched when it is first used: a visitor downloads the
// strings of the language they read, not both (Khmer and English have the same keys, typed and
// tested, so no fallback language is ever needed: none is set, or i18next would fetch English
// for every Khmer reader). The chunk names let the shell's index.html fetch the stored
// language's strings before the shell has loaded.
const MESSAGES: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import(/* webpackChunkName: "strings-en" */ './locales/en/index')).en,
  kh: async () => (await import(/* webpackChunkName: "strings-kh" */ './locales/kh/index')).kh,
};

/** The shell's own strings and those shared by every app (common words, the cart, products). */
export const SHELL_NAMESPACE = 'translation';
addStringsSource(SHELL_NAMESPACE, MESSAGES);

/** Loads every namespace in use in `language`, failing when the shell's own strings could not
 *  be loaded (a remote's that fail show their keys and are asked for again next time). */
async function loadLanguage(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  if (!i18n.hasResourceBundle(language, SHELL_NAMESPACE)) throw new Error(`The ${language} strings could not be loaded`);
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
  return i18n
    .use(initReactI18next)
    .use(stringsSourcesBackend)
    .init({
      resources: { [language]: { [SHELL_NAMESPACE]: messages } },
      // The shell's strings are given here; a remote's namespace is read from its source when a
      // component first asks for it (registerStrings).
      partialBundledLanguages: true,
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/**
 * A remote's strings, in its own namespace: the remote calls this when its code first runs, with
 * a loader per language (its own chunks), and its components translate with
 * `useTranslation([namespace, SHELL_NAMESPACE])`, which waits for them (Suspense) the first time.
 * Loading starts at once, in the language shown, so it runs beside the remote's first render.
 */
export function registerStrings(namespace: string, loaders: StringsLoaders): void {
  addStringsSource(namespace, loaders);
  if (i18n.isInitialized) void i18n.loadNamespaces(namespace);
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
