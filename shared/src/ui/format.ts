/** docs/product.md §9: formats go through Intl with en-US; amounts are USD. */
const LOCALE = 'en-US';

export function formatMoney(amount: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(amount);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

export function formatDate(value: Date | string | number): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }).format(new Date(value));
}
