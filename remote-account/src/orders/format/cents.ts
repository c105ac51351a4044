import { formatMoney } from '@teamwear/shared/ui';

/** An amount of the API (whole cents, USD) as the product writes money: "$1,234.50". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}
