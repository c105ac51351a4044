import type { TransitionRequest } from '@teamwear/shared/contracts';
import type { StaffMove } from '../staff-actions';

export const MOVE_NOTE_MAX = 1000;
export const CARRIER_MAX = 60;
export const TRACKING_MAX = 100;

export interface MoveDraft {
  note: string;
  carrier: string;
  trackingReference: string;
}
export type MoveField = keyof MoveDraft;
/** What is wrong with a field: a key of the `order.move.errors` strings. */
export type MoveProblem = 'reasonRequired' | 'overrideNoteRequired' | 'noteTooLong' | 'carrierRequired' | 'carrierTooLong' | 'trackingRequired' | 'trackingTooLong';

export type MoveCheck = { ok: true; request: TransitionRequest } | { ok: false; problems: Partial<Record<MoveField, MoveProblem>> };

const length = (text: string) => [...text].length;

/**
 * A move's dialog, checked before sending as the API checks it: a reason to reject or cancel, the
 * carrier and tracking reference to ship (and only then), each no longer than the API keeps; and
 * when the shop moves on with a balance its payment rules ask first (`overrideBalance`), the note
 * saying why, which the order keeps.
 */
export function checkMove(move: Pick<StaffMove, 'to' | 'reasonRequired' | 'shipment'>, draft: MoveDraft, overrideBalance = false): MoveCheck {
  const problems: Partial<Record<MoveField, MoveProblem>> = {};
  const note = draft.note.trim();
  if (move.reasonRequired && note === '') problems.note = 'reasonRequired';
  else if (overrideBalance && note === '') problems.note = 'overrideNoteRequired';
  else if (length(note) > MOVE_NOTE_MAX) problems.note = 'noteTooLong';
  const carrier = draft.carrier.trim();
  const trackingReference = draft.trackingReference.trim();
  if (move.shipment) {
    if (carrier === '') problems.carrier = 'carrierRequired';
    else if (length(carrier) > CARRIER_MAX) problems.carrier = 'carrierTooLong';
    if (trackingReference === '') problems.trackingReference = 'trackingRequired';
    else if (length(trackingReference) > TRACKING_MAX) problems.trackingReference = 'trackingTooLong';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const override = overrideBalance ? { overrideBalance: true } : {};
  return { ok: true, request: move.shipment ? { to: move.to, note, carrier, trackingReference, ...override } : { to: move.to, note, ...override } };
}

/**
 * The API's own field errors (400 `fields`), on the form's fields: each message as the API wrote
 * it (English: the API's words), the rest for the dialog's alert.
 */
export function fieldErrorsOf<Field extends string>(fields: Record<string, string> | undefined, known: readonly Field[]): { byField: Partial<Record<Field, string>>; other: string[] } {
  const byField: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = known.find((name) => path === name || path.startsWith(`${name}.`) || path.startsWith(`body.${name}`));
    if (field) byField[field] = message;
    else other.push(message);
  }
  return { byField, other };
}

/**
 * Why the shop's payment rules stopped a move (409 DEPOSIT_MISSING or BALANCE_DUE), as a key of the
 * `order.move.refusals` strings and its amounts, so the team reads it in the page's language (the
 * API's message is English). A body without the amounts (the workshop is told none) says so.
 */
export type MoneyRefusalWords =
  | { key: 'depositMissing'; requiredCents: number; missingCents: number }
  | { key: 'balanceDue'; dueCents: number }
  | { key: 'depositMissingNoAmount' | 'balanceDueNoAmount' };

const cents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function moneyRefusalWords(code: 'DEPOSIT_MISSING' | 'BALANCE_DUE', body: unknown): MoneyRefusalWords {
  const amounts = (typeof body === 'object' && body !== null ? body : {}) as { requiredCents?: unknown; missingCents?: unknown; dueCents?: unknown };
  if (code === 'DEPOSIT_MISSING') {
    return cents(amounts.requiredCents) && cents(amounts.missingCents) ? { key: 'depositMissing', requiredCents: amounts.requiredCents, missingCents: amounts.missingCents } : { key: 'depositMissingNoAmount' };
  }
  return cents(amounts.dueCents) ? { key: 'balanceDue', dueCents: amounts.dueCents } : { key: 'balanceDueNoAmount' };
}
