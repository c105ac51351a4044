import { callEndpoint } from '@teamwear/shared/api';
import { accountRoutes } from '@teamwear/shared/api-routes';
import { CLIENT_ID } from '@teamwear/shared/session';
import { accountAnswers } from '../server-data/answers-cache';
import { useServerData } from '../server-data/use-server-data';
import { askForRecentDesignsEarly } from './RecentDesigns';

const SUMMARY = 'accounts/summary';
const askForSummary = (signal?: AbortSignal) => callEndpoint(accountRoutes.summary, { headers: { clientId: CLIENT_ID }, signal });

/** The dashboard's counts (GET /api/accounts/summary); the first time, the answer asked early when there is one. */
export function useAccountSummary() {
  return useServerData({ key: SUMMARY, load: askForSummary });
}

/** Asks for what the dashboard opens with (the counts, the newest designs) before it is drawn:
 *  its link in the menu is pointed at. */
export function askForDashboardEarly(): void {
  accountAnswers.prefetch(SUMMARY, () => askForSummary());
  askForRecentDesignsEarly();
}
