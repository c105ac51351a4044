import type { TFunction } from 'i18next';
import { formatDate } from '@teamwear/shared/ui';
import { relativeTime, relativeTimeMessage } from './relative-time';

/** What a <time> element needs to show "3 days ago" in the page's language, with the date on hover (in that language too). */
export interface TimeAgo {
  text: string;
  /** For the `dateTime` attribute; absent for a time that cannot be read. */
  dateTime?: string;
  /** The date itself, for the `title` attribute. */
  title?: string;
}

export function timeAgo(t: TFunction, time: string, now: Date, language: string): TimeAgo {
  const { key, count } = relativeTimeMessage(relativeTime(time, now));
  const text = t(key, { count });
  return Number.isNaN(Date.parse(time)) ? { text } : { text, dateTime: time, title: formatDate(time, language) };
}
