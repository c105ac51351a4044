/** The back office's addresses the customers' pages link to. */
export const CUSTOMERS_PATH = '/backoffice/customers';

export const customerPagePath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** An order's page in the back office, by the shop's order number. */
export const backofficeOrderPath = (number: number) => `/backoffice/orders/${number}`;
