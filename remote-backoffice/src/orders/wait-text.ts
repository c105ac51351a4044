import { dateLocale } from '@teamwear/shared/ui';

const DAY_MS = 86_400_000;

/** Whole days since `since` (0 within the first day; never negative, whatever the clocks say). */
export function daysSince(since: string, now: number): number {
  const start = Date.parse(since);
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / DAY_MS));
}

/** "3 days" in the page's language (Intl where the browser has the language, else by hand). */
export function daysText(days: number, language: string): string {
  const locale = dateLocale(language);
  if (language === 'kh' && Intl.NumberFormat.supportedLocalesOf(locale).length === 0) return `${days} ថ្ងៃ`;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** The reader's time zone, in which the table's "ordered between" days are counted. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
