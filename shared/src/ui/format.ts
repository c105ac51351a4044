/** docs/product.md §9: formats go through Intl with en-US; amounts are USD. Dates follow the
 *  page's language: Khmer pages write them the Khmer way (km-KH). */
const LOCALE = 'en-US';
const KHMER_LOCALE = 'km-KH';

export function formatMoney(amount: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(amount);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** Intl's locale for a page language of the product ('en', 'kh'). */
export function dateLocale(language: string): string {
  return language === 'kh' ? KHMER_LOCALE : LOCALE;
}

const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

/** "23 វិច្ឆិកា 2026", as km-KH writes it, for a browser built without Khmer data (Debian's
 *  Chromium among them), where Intl would quietly write English. */
function khmerDayByHand(date: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${KHMER_MONTHS[Number(part('month')) - 1] ?? ''} ${part('year')}`;
}

/**
 * A day in the page's language ("Nov 22, 2026"; "22 វិច្ឆិកា 2026" on a Khmer page); a value
 * that is not a date comes back as it was, never "Invalid Date". `timeZone` pins the zone (tests).
 */
export function formatDate(value: Date | string | number, language = 'en', timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = dateLocale(language);
  if (locale === KHMER_LOCALE && Intl.DateTimeFormat.supportedLocalesOf(KHMER_LOCALE).length === 0) return khmerDayByHand(date, timeZone);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}
