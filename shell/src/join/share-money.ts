import type { Language } from '@teamwear/shared/i18n';

/** Dollars as the player's language writes them (the shares are in USD cents). */
export function shareMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'kh' ? 'km-KH' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Riels, whole. */
export function rielMoney(riels: number, language: Language): string {
  return new Intl.NumberFormat(language === 'kh' ? 'km-KH' : 'en-US', { style: 'currency', currency: 'KHR', maximumFractionDigits: 0 }).format(riels);
}
