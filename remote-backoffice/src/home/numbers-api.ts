import { shopNumbersRoutes } from '@teamwear/shared/api-routes';
import { staffCall, staffDownload } from '../session';

/** The shop's numbers, with the staff's session (../session adds its token and refreshes it once). */

export const fetchNumbers = (timeZone: string, signal?: AbortSignal) => staffCall(shopNumbersRoutes.read, { query: { timeZone }, signal, check: true });

export const fetchNumbersCsv = (timeZone: string) => staffDownload(shopNumbersRoutes.csv, { query: { timeZone } });
