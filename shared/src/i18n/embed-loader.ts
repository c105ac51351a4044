// The few strings the loader script of the embedded studio (/embed.js) shows before i18next has
// arrived, or when it cannot: read as they are, without i18next (see locales/en/embed.ts).
export { embedLoader as embedLoaderEn } from './locales/en/embed';
export { embedLoader as embedLoaderKh } from './locales/kh/embed';
