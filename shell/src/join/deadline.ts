import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import type { Language } from '@teamwear/shared/i18n';

/** The locale Intl writes a language's dates and numbers in. */
export const localeOf = (language: Language) => (language === 'kh' ? 'km-KH' : 'en-GB');

/** A collection's deadline as the shop keeps time (its time zone, named), whatever the phone's zone. */
export function deadlineText(deadline: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SHOP_DAY_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(deadline));
}
