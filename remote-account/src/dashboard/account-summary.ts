import { callEndpoint } from '@teamwear/shared/api';
import { accountRoutes } from '@teamwear/shared/api-routes';
import { CLIENT_ID } from '@teamwear/shared/session';
import { accountEarlyAnswers, firstAnswerOf } from '../api/early-answers';
import { askForRecentDesignsEarly } from './RecentDesigns';

const SUMMARY = 'accounts/summary';
const askForSummary = (signal?: AbortSignal) => callEndpoint(accountRoutes.summary, { headers: { clientId: CLIENT_ID }, signal });

/** The dashboard's counts (GET /api/accounts/summary); on the first attempt, the answer asked early when there is one. */
export function fetchAccountSummary(attempt: number, signal: AbortSignal): ReturnType<typeof askForSummary> {
  return firstAnswerOf(attempt, SUMMARY, () => askForSummary(signal));
}

/** Asks for what the dashboard opens with (the counts, the newest designs) before it is drawn:
 *  its link in the menu is pointed at. */
export function askForDashboardEarly(): void {
  accountEarlyAnswers.askEarly(SUMMARY, () => askForSummary());
  askForRecentDesignsEarly();
}
