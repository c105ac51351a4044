// An order's statuses and their words, without zod: the account pages' strings name them on every
// page, and the contracts (zod) stay off those pages' first load. ./orders builds its schemas on them.

/** Statuses of an order, the product's labels (reviewing, approved, …). */
export const ORDER_STATUSES = ['REVIEWING', 'APPROVED', 'REJECTED', 'CANCELED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/**
 * What a customer reads for each status, in the product's two languages: the account remote's
 * strings (orderStatus, through i18next) and the proof PDF the API draws (proof-strings) both take
 * them from here, so the order page and its proof never name a status differently.
 */
export const ORDER_STATUS_WORDS = {
  en: {
    REVIEWING: 'Reviewing',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    CANCELED: 'Canceled',
    PROCESSING: 'Processing',
    READY: 'Ready',
    ON_THE_WAY: 'On the way',
    COMPLETED: 'Completed',
  },
  kh: {
    REVIEWING: 'កំពុងពិនិត្យ',
    APPROVED: 'បានអនុម័ត',
    REJECTED: 'បានបដិសេធ',
    CANCELED: 'បានលុបចោល',
    PROCESSING: 'កំពុងផលិត',
    READY: 'រួចរាល់',
    ON_THE_WAY: 'កំពុងដឹកជញ្ជូន',
    COMPLETED: 'បានបញ្ចប់',
  },
} as const satisfies Record<'en' | 'kh', Record<OrderStatusName, string>>;

