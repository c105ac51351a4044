export { i18n, initI18n, changeLanguage, isLanguage, LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './i18n';
export type { Messages } from './locales/en/index';
