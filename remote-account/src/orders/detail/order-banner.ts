import type { OrderStatus } from '@teamwear/shared/contracts';

/** The banner under an order's title: its tone and words (i18next keys, `number` interpolated). */
export interface OrderBanner {
  tone: 'info' | 'success' | 'warning' | 'error';
  titleKey: string;
  detailKey: string;
}

const TONES: Record<OrderStatus, OrderBanner['tone']> = {
  REVIEWING: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELED: 'warning',
  PROCESSING: 'info',
  READY: 'success',
  ON_THE_WAY: 'info',
  COMPLETED: 'success',
};

/**
 * What the order page says of an order in `status`, and nothing else: a pure function of the
 * status, so the banner changes with it and never says "the shop reviews it now" of a canceled or
 * approved order (issue 33).
 */
export function orderBanner(status: OrderStatus): OrderBanner {
  return { tone: TONES[status], titleKey: `orderPage.banner.${status}.title`, detailKey: `orderPage.banner.${status}.detail` };
}
