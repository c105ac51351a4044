import { formatDate } from '@teamwear/shared/ui';

/**
 * When something happened to an order, in the page's language: English pages the product's en-US
 * ("Nov 23, 2026, 2:05 PM"), Khmer pages with Khmer month names ("23 វិច្ឆិកា 2026 ម៉ោង 14:05").
 * Khmer is written here rather than by Intl: browsers built with a reduced set of locales (Debian's
 * Chromium among them) have no Khmer data and would quietly write English. Pure: the time zone can
 * be pinned (tests); the browser's own is used otherwise.
 */
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

interface Parts {
  year: string;
  month: number;
  day: string;
  hour: string;
  minute: string;
}

function partsOf(date: Date, timeZone: string | undefined): Parts {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { year: part('year'), month: Number(part('month')), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const khmerDay = (parts: Parts) => `${parts.day} ${KHMER_MONTHS[parts.month - 1] ?? ''} ${parts.year}`;

export function formatOrderDate(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (language === 'kh') {
    const parts = partsOf(date, timeZone);
    return `${khmerDay(parts)} ម៉ោង ${parts.hour}:${parts.minute}`;
  }
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The day alone, for tables where the time of day is noise: the product's date format (shared). */
export function formatOrderDay(value: string, language: string, timeZone?: string): string {
  return formatDate(value, language, timeZone);
}
