import { dateLocale, formatDate, formatMoney } from '@teamwear/shared/ui';

/**
 * Money and dates on the order's page. Money is USD in the product's en-US format on both pages
 * (docs/product.md §9: "$1,234.50"; the customer's order page writes it the same, so the two sides
 * read the same amount). Dates follow the page's language through Intl (km-KH on Khmer pages), by
 * hand where the browser has no Khmer data, as `@teamwear/shared/ui` formatDate does.
 */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** A day, `YYYY-MM-DD` (a payment's day received), as the page's language writes days: it is the shop's day, never moved by a time zone. */
export const formatDay = (day: string, language: string): string => formatDate(`${day}T12:00:00Z`, language, 'UTC');

const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

/** When something happened (an event, an approval): the day and the time, in the page's language. */
export function formatWhen(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = dateLocale(language);
  if (language === 'kh' && Intl.DateTimeFormat.supportedLocalesOf(locale).length === 0) {
    const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
    return `${part('day')} ${KHMER_MONTHS[Number(part('month')) - 1] ?? ''} ${part('year')} ម៉ោង ${part('hour')}:${part('minute')}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
