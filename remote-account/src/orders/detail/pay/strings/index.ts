import { registerStrings, SHELL_NAMESPACE, useTranslation as useI18nextTranslation } from '@teamwear/shared/i18n';

/**
 * The Pay card translates with this hook: its own namespace first (all the card's words), then the
 * account's, then the shell's common words. Registering loads the namespace, so only the card's
 * lazy chunk imports this (the card waits for it under LazyPayCard's Suspense).
 */
const NAMESPACE = 'account-order-pay';
registerStrings(NAMESPACE, {
  en: async () => (await import(/* webpackChunkName: "account-order-pay-strings-en" */ './en')).en,
  kh: async () => (await import(/* webpackChunkName: "account-order-pay-strings-kh" */ './kh')).kh,
});
const namespaces = [NAMESPACE, 'account', SHELL_NAMESPACE];

export const useTranslation = () => useI18nextTranslation(namespaces, { nsMode: 'fallback' });
