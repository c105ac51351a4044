import { formatMoney, formatNumber, formatDate } from '@teamwear/shared/ui';
import type { ShopCustomerSummary } from '@teamwear/shared/contracts';

/** A customer's figures as the list and their page write them, in the page's language. */
export const totalOrdered = (customer: Pick<ShopCustomerSummary, 'totalOrderedCents'>) => formatMoney(customer.totalOrderedCents / 100);
export const countOf = (value: number) => formatNumber(value);
export const dayOf = (value: string, language: string) => formatDate(value, language);
