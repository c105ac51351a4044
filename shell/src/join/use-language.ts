import { useEffect, useMemo, useState } from 'react';
import { LANGUAGE_STORAGE_KEY, type Language } from '@teamwear/shared/i18n';
import { translatorOf } from './strings';

/** The page's language, its words, and the switch that keeps the choice for the next visit. */
export function useLanguage(initialLanguage: Language) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const t = useMemo(() => translatorOf(language), [language]);
  const changeLanguage = (next: Language) => {
    setLanguage(next);
    try {
      globalThis.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage refused (a private window): the choice holds for this visit.
    }
  };
  useEffect(() => {
    globalThis.document.documentElement.lang = language === 'kh' ? 'km' : 'en';
  }, [language]);
  return { language, t, changeLanguage };
}
