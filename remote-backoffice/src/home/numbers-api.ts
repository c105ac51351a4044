import { shopNumbersRoutes } from '@teamwear/shared/api-routes';
import { staffAnswers } from '../common/staff-answers';
import { readerTimeZone } from '../orders/wait-text';
import { staffCall, staffDownload } from '../session';

/** The shop's numbers, with the staff's session (../session adds its token and refreshes it once). */

export const fetchNumbers = (timeZone: string, signal?: AbortSignal) => staffCall(shopNumbersRoutes.read, { query: { timeZone }, signal, check: true });

export const fetchNumbersCsv = (timeZone: string) => staffDownload(shopNumbersRoutes.csv, { query: { timeZone } });

/** The numbers' answer for a time zone: its key (equal keys, one answer) and how it is asked for. */
export const numbersRequest = (timeZone: string) => ({ key: `numbers?${timeZone}`, load: (signal?: AbortSignal) => fetchNumbers(timeZone, signal) });

/** The home's first call, started when its menu link is pointed at; the page takes the answer
 *  (../common/staff-answers). The menu shows its link only to the roles that see the numbers. */
export function askForNumbersEarly(): void {
  const { key, load } = numbersRequest(readerTimeZone());
  staffAnswers.prefetch(key, () => load());
}
