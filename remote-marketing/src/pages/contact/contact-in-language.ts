import type { ShopContact } from '@teamwear/shared/contracts';

/** A text the shop wrote, and the language it is written in. */
export interface ShopWords {
  text: string;
  lang: 'en' | 'kh';
}

/**
 * The shop's address and hours for a page in `language`: on a Khmer page the ones it writes in
 * Khmer (`translations.kh`), its English ones where it gives no Khmer (marked as English, so a
 * screen reader reads them as such); null where it gives neither.
 */
export function contactWordsIn(contact: ShopContact, language: string): { address: ShopWords | null; hours: ShopWords | null } {
  const kh = language === 'kh' ? contact.translations?.kh : undefined;
  const pick = (khmer: string | null | undefined, english: string | null): ShopWords | null =>
    khmer ? { text: khmer, lang: 'kh' } : english ? { text: english, lang: 'en' } : null;
  return { address: pick(kh?.address, contact.address), hours: pick(kh?.hours, contact.hours) };
}
