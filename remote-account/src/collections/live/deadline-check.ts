import { COLLECTION_DEADLINE_DAYS_MAX, COLLECTION_MESSAGES, needByBeforeDeadline } from '@teamwear/shared/contracts';
import { FORM_MESSAGES } from '../form/collection-messages';
import { shopDeadline } from '../format/shop-deadline';

export interface DeadlineValues {
  day?: string;
  time?: string;
}

/**
 * The deadline typed, or the English message of what is wrong with it (the API's rules): `needBy`,
 * the collection's need-by day when the deadline is changed (a reopening is not checked against it).
 */
export function checkDeadline(values: DeadlineValues, now: Date, timeZone: string, needBy: string | null = null): { ok: true; deadline: string } | { ok: false; message: string } {
  const deadline = shopDeadline(values.day ?? '', values.time ?? '', timeZone);
  if (!deadline) return { ok: false, message: FORM_MESSAGES.deadlineInvalid };
  const at = new Date(deadline).getTime();
  if (at <= now.getTime()) return { ok: false, message: COLLECTION_MESSAGES.deadlinePast };
  if (at > now.getTime() + COLLECTION_DEADLINE_DAYS_MAX * 86_400_000) return { ok: false, message: COLLECTION_MESSAGES.deadlineTooFar };
  if (needBy && needByBeforeDeadline(new Date(deadline), needBy, timeZone)) return { ok: false, message: COLLECTION_MESSAGES.needByBeforeDeadline };
  return { ok: true, deadline };
}
