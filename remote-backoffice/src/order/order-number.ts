/** The largest order number the API keeps (a PostgreSQL integer): anything longer is no order. */
const LARGEST_ORDER_NUMBER = 2_147_483_647;

/**
 * The order number of `/backoffice/orders/<number>`, or null when the address names none (letters,
 * a sign, a fraction, a number no order can have): the page then says so without asking the API.
 * The API finds an order by its id too, but the back office's links always carry the number.
 */
export function orderNumberOf(segment: string | null | undefined): number | null {
  const text = (segment ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= LARGEST_ORDER_NUMBER ? number : null;
}

/** Where the back office shows the shop's orders, and one of them. */
export const ORDERS_PATH = '/backoffice/orders';
export const orderPath = (number: number) => `${ORDERS_PATH}/${number}`;
export const customerPath = (id: string) => `/backoffice/customers/${encodeURIComponent(id)}`;
