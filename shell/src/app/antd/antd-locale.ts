import type { Locale } from 'antd/es/locale';
import kmKH from 'antd/es/locale/km_KH';
import { isLanguage, type Language } from '@teamwear/shared/i18n';

/**
 * The words antd writes itself (a password's Show/Hide, a table's "No data", pagination, pickers,
 * dialogs' OK) in the page's language. Without it antd keeps its English default on Khmer pages.
 * English is antd's default: undefined leaves it.
 */
export function antdLocaleOf(language: Language | string): Locale | undefined {
  const chosen: Language = isLanguage(language) ? language : 'en';
  return chosen === 'kh' ? kmKH : undefined;
}
