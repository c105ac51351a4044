import { initI18nIn, showLanguage, type Language } from '@teamwear/shared/i18n';
import { loadKhmerFont, registerKhmerFont } from '../../app/khmer-font';

/**
 * The studio's language, as the partner's page asks: its strings (fetched once each) and, in
 * Khmer, its font. Neither the partner's storage nor its <html lang> is touched (the studio's
 * frame carries its own lang).
 */
export async function showStudioLanguage(language: Language): Promise<void> {
  await initI18nIn(language);
  await showLanguage(language);
  if (language === 'kh') await loadKhmerFont();
  else registerKhmerFont();
}
