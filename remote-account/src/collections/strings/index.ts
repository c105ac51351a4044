import { registerStrings, SHELL_NAMESPACE, useTranslation as useI18nextTranslation } from '@teamwear/shared/i18n';

/**
 * The size collections' pages translate with this hook: their own namespace first, then the
 * account's (the words the dashboard shares with them, players' messages), then the shell's
 * common words. Registering loads the namespace, so only the modules of those pages import this.
 */
const NAMESPACE = 'account-collections';
registerStrings(NAMESPACE, {
  en: async () => (await import(/* webpackChunkName: "account-collections-strings-en" */ './en')).en,
  kh: async () => (await import(/* webpackChunkName: "account-collections-strings-kh" */ './kh')).kh,
});
const namespaces = [NAMESPACE, 'account', SHELL_NAMESPACE];

export const useTranslation = () => useI18nextTranslation(namespaces, { nsMode: 'fallback' });
