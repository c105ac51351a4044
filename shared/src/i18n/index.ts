export { i18n, initI18n, initI18nIn, changeLanguage, showLanguage, registerStrings, SHELL_NAMESPACE } from './i18n';
export { remoteStrings } from './remote-strings';
export { stringTreeProblems } from './string-tree-problems';
export type { StringTree, StringsLoaders } from './strings-sources';
export { isLanguage, storedLanguage, LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './language';
export type { Messages, Translation } from './locales/en/index';
// react-i18next reaches the apps through here, like react-router through ../router: shared
// by name it would be bundled whole; here only what is re-exported is, and every app still
// translates with the page's one i18n instance.
export { useTranslation, Trans } from 'react-i18next';
