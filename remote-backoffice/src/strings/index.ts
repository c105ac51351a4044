import { remoteStrings } from '@teamwear/shared/i18n';

/**
 * The back office's strings, in its own i18next namespace "backoffice": released with the remote, so
 * a new page or string of it needs no shell release. Each language is its own chunk. Components
 * translate with this useTranslation (the remote's namespace first, then the shell's common words).
 */
export const { useTranslation, translate, loadStrings } = remoteStrings('backoffice', {
  en: async () => (await import(/* webpackChunkName: "backoffice-strings-en" */ './en')).en,
  kh: async () => (await import(/* webpackChunkName: "backoffice-strings-kh" */ './kh')).kh,
});
