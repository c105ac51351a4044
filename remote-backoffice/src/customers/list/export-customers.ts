import type { ApiErrorBody } from '@teamwear/shared/api';
import { fetchCustomersCsv } from '../api/customer-api';
import { customerCsvRequest, type CustomerListQuery } from './customer-list-query';
import { saveFile } from '@teamwear/shared/ui/kit';

/** The export's file name: the day it was made, so two exports do not overwrite each other unseen. */
export function customersFileName(now: Date): string {
  return `customers-${now.toISOString().slice(0, 10)}.csv`;
}

/** Downloads every customer the view finds, in its order, as the API writes them; answers why not when it could not. */
export async function exportCustomers(query: CustomerListQuery, now = new Date()): Promise<{ ok: true } | { ok: false; status: number; error: ApiErrorBody }> {
  const result = await fetchCustomersCsv(customerCsvRequest(query));
  if (!result.ok) return result;
  // Not a Blob from a shell whose API client predates Blob answers: a failure, not an empty file.
  if (!(result.data instanceof Blob)) return { ok: false, status: result.status, error: { code: 'NOT_A_FILE', message: 'Something went wrong!' } };
  saveFile(result.data, customersFileName(now));
  return { ok: true };
}
