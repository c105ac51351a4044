import { embedLoaderEn, embedLoaderKh } from '@teamwear/shared/i18n/embed-loader';
import type { Language } from '@teamwear/shared/i18n';

export type LoaderStrings = typeof embedLoaderEn;

/** The loader's strings in the studio's language: the catalogue's own, read without i18next,
 *  which would not fit in the loader's byte budget (see locales/en/embed.ts). */
export function loaderStrings(locale: Language): LoaderStrings {
  return locale === 'kh' ? embedLoaderKh : embedLoaderEn;
}
