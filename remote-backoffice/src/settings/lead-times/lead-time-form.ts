import { LEAD_TIME_DAYS_MAX, WAITING_STATUSES, type LeadTimeDays, type LeadTimesRequest, type WaitingStatus } from '@teamwear/shared/contracts';

/**
 * The lead times form's rules, apart from drawing: the days per status as typed (text: a field may
 * be empty or half typed), what is wrong with each, and the request that saves them. The API checks
 * the same (whole days, 1–365); the form says it first, in the page's language.
 */

export type LeadTimeDrafts = Record<WaitingStatus, string>;
/** Why a typed value cannot be saved: a key of the page's strings (settings.leadTimes.problems.*). */
export type LeadTimeProblem = 'required' | 'notWhole' | 'tooFew' | 'tooMany';

export const LEAD_TIME_DAYS_MIN = 1;
export { LEAD_TIME_DAYS_MAX };

export function draftsOf(days: LeadTimeDays): LeadTimeDrafts {
  return Object.fromEntries(WAITING_STATUSES.map((status) => [status, String(days[status])])) as LeadTimeDrafts;
}

/** The days a typed value says (Khmer digits too, as a Khmer keyboard types them), or why not. */
export function readDays(typed: string): { ok: true; days: number } | { ok: false; problem: LeadTimeProblem } {
  const text = typed.trim().replace(/[០-៩]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  if (text === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  const days = Number(text);
  if (days < LEAD_TIME_DAYS_MIN) return { ok: false, problem: 'tooFew' };
  if (days > LEAD_TIME_DAYS_MAX) return { ok: false, problem: 'tooMany' };
  return { ok: true, days };
}

/** Each status's problem, for the fields that have one. */
export function leadTimeProblems(drafts: LeadTimeDrafts): Partial<Record<WaitingStatus, LeadTimeProblem>> {
  const problems: Partial<Record<WaitingStatus, LeadTimeProblem>> = {};
  for (const status of WAITING_STATUSES) {
    const read = readDays(drafts[status]);
    if (!read.ok) problems[status] = read.problem;
  }
  return problems;
}

/**
 * What Save sends: the statuses whose days changed from what the shop has now, a status typed back
 * to its default as null (so it follows the default, should the product's default change); null
 * when nothing changed or a field cannot be saved.
 */
export function leadTimesRequest(drafts: LeadTimeDrafts, saved: LeadTimeDays, defaults: LeadTimeDays): LeadTimesRequest | null {
  const request: Partial<Record<WaitingStatus, number | null>> = {};
  for (const status of WAITING_STATUSES) {
    const read = readDays(drafts[status]);
    if (!read.ok) return null;
    if (read.days !== saved[status]) request[status] = read.days === defaults[status] ? null : read.days;
  }
  return Object.keys(request).length > 0 ? request : null;
}

/** "Reset to default": every status that differs from its default, set back to it. */
export function resetRequest(saved: LeadTimeDays, defaults: LeadTimeDays): LeadTimesRequest | null {
  const request: Partial<Record<WaitingStatus, null>> = {};
  for (const status of WAITING_STATUSES) if (saved[status] !== defaults[status]) request[status] = null;
  return Object.keys(request).length > 0 ? request : null;
}

/** The API's refusal of one field (`fields.PROCESSING`), when it names one. */
export function statusOfField(field: string): WaitingStatus | null {
  return (WAITING_STATUSES as readonly string[]).includes(field) ? (field as WaitingStatus) : null;
}
