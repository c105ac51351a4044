/** A customer's id as the API gives it (a UUID): anything else in the address is no customer, without asking. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCustomerId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
