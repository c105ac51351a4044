import { problemCount, type FormProblems } from './checkout-problems';
import type { OrderRefusal } from './order-refusal';

/** What the summary above Place order says after a sending that did not place the order. */
export type Notice = Exclude<OrderRefusal, { kind: 'fields' }> | { kind: 'fix' };

/** The summary as it is drawn: "correct the N fields" with N counted now. */
export type ShownNotice = Exclude<Notice, { kind: 'fix' }> | { kind: 'fix'; count: number };

/**
 * The summary for the form as it stands: "correct the fields marked" counts what is still wrong
 * as the customer corrects it (it kept the count of the Place order: "2 fields" with one left),
 * and goes once nothing is; the other notices stay until the next sending.
 */
export function noticeNow(notice: Notice | null, problems: FormProblems): ShownNotice | null {
  if (notice?.kind !== 'fix') return notice;
  const count = problemCount(problems);
  return count > 0 ? { kind: 'fix', count } : null;
}
