/** The order page of one order: the address the API's mails link to. */
export const orderPagePath = (id: string) => `/me/order?id=${encodeURIComponent(id)}`;

/** My orders. */
export const ORDERS_PATH = '/me/histories';
