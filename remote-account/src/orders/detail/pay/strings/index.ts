import { registerStrings, SHELL_NAMESPACE, useTranslation as useI18nextTranslation } from '@teamwear/shared/i18n';

/**
 * The Pay card translates with this hook: its own namespace first (the payments so far and their
 * receipts), then the account's (the card's first words, `orderPay`), then the shell's common
 * words. Registering loads the namespace, so only the card's lazy chunk imports this.
 */
const NAMESPACE = 'account-order-pay';
registerStrings(NAMESPACE, {
  en: async () => (await import(/* webpackChunkName: "account-order-pay-strings-en" */ './en')).en,
  kh: async () => (await import(/* webpackChunkName: "account-order-pay-strings-kh" */ './kh')).kh,
});
const namespaces = [NAMESPACE, 'account', SHELL_NAMESPACE];

export const useTranslation = () => useI18nextTranslation(namespaces, { nsMode: 'fallback' });
