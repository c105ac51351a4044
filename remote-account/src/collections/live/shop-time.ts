import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { formatOrderDate, formatOrderDay } from '../../orders/format/order-date';

/** A deadline or a time an entry came, on the shop's clock (the deadlines are the shop's), in the page's language. */
export const formatShopTime = (value: string, language: string) => formatOrderDate(value, language, SHOP_DAY_TIME_ZONE);

/** A day (`YYYY-MM-DD`, such as the need-by day), in the page's language. */
export const formatShopDay = (day: string, language: string) => formatOrderDay(`${day}T12:00:00Z`, language, 'UTC');
