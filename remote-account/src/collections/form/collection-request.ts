import {
  ChangeCollectionRequest,
  COLLECTION_DEADLINE_DAYS_MAX,
  COLLECTION_MESSAGES,
  CreateCollectionRequest,
  needByBeforeDeadline,
  PLAYERS_PAY_MESSAGES,
  type Collection,
  type SizeGuidePiece,
} from '@teamwear/shared/contracts';
import { shopDeadline } from '../format/shop-deadline';
import { FORM_MESSAGES } from './collection-messages';

/** What the start form holds: as typed (text), so that nothing typed is lost to a failed check. */
export interface CollectionFormValues {
  title?: string;
  deadlineDay?: string;
  deadlineTime?: string;
  pieces?: SizeGuidePiece[];
  printNames?: boolean;
  printNumbers?: boolean;
  message?: string;
  expectedPlayers?: string;
  needBy?: string;
  /** Each player pays their share through the link (issue 38). */
  playersPay?: boolean;
}

export type CollectionField = 'title' | 'deadline' | 'pieces' | 'message' | 'expectedPlayers' | 'needBy';

export type BuiltRequest = { ok: true; request: CreateCollectionRequest } | { ok: false; errors: Partial<Record<CollectionField, string>> };

const DAY_MS = 86_400_000;

/** Digits as a whole number; Khmer digits are read too (a Khmer keyboard types them). */
function wholeNumber(text: string): number | null {
  const western = text.trim().replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  return /^\d+$/.test(western) ? Number(western) : null;
}

/** The details the manager can change after starting (the change dialog's fields, also the start form's). */
export type DetailsField = 'title' | 'message' | 'expectedPlayers' | 'needBy';
export const DETAILS_FIELDS: readonly DetailsField[] = ['title', 'expectedPlayers', 'needBy', 'message'];
export type DetailsFormValues = Pick<CollectionFormValues, DetailsField>;

/** The details as the API takes them from what was typed, and the messages of what cannot even be read (not a whole number). */
function readDetails(values: DetailsFormValues) {
  const errors: Partial<Record<DetailsField, string>> = {};
  const expectedText = (values.expectedPlayers ?? '').trim();
  const expectedPlayers = expectedText === '' ? null : wholeNumber(expectedText);
  if (expectedText !== '' && expectedPlayers === null) errors.expectedPlayers = FORM_MESSAGES.expectedInvalid;
  const details = {
    title: values.title ?? '',
    message: (values.message ?? '').trim() === '' ? null : (values.message ?? ''),
    expectedPlayers,
    needBy: (values.needBy ?? '').trim() || null,
  };
  return { details, errors };
}

/** Each schema issue's message on its field (the first one of a field; a field already wrong keeps its message). */
function addIssues<Field extends string>(errors: Partial<Record<Field, string>>, issues: readonly { path: readonly PropertyKey[]; message: string }[], fields: readonly Field[]) {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
}

/**
 * The API's request from the form, checked with the contract's schema and the rules the API adds
 * (a deadline in the future, within 180 days; the kits not needed before it closes): the English
 * messages of each field that is wrong, the page translates them.
 */
export function buildCollectionRequest(designId: string, values: CollectionFormValues, now: Date, timeZone: string): BuiltRequest {
  const read = readDetails(values);
  const errors: Partial<Record<CollectionField, string>> = { ...read.errors };
  const deadline = shopDeadline(values.deadlineDay ?? '', values.deadlineTime ?? '', timeZone);
  if (!deadline) errors.deadline = FORM_MESSAGES.deadlineInvalid;
  else if (new Date(deadline).getTime() <= now.getTime()) errors.deadline = COLLECTION_MESSAGES.deadlinePast;
  else if (new Date(deadline).getTime() > now.getTime() + COLLECTION_DEADLINE_DAYS_MAX * DAY_MS) errors.deadline = COLLECTION_MESSAGES.deadlineTooFar;

  const { needBy } = read.details;
  if (needBy && deadline && !errors.deadline && needByBeforeDeadline(new Date(deadline), needBy, timeZone)) errors.needBy = COLLECTION_MESSAGES.needByBeforeDeadline;

  const request: CreateCollectionRequest = {
    designId,
    ...read.details,
    deadline: deadline ?? '',
    pieces: values.pieces ?? [],
    printNames: values.printNames ?? true,
    printNumbers: values.printNumbers ?? true,
    playersPay: values.playersPay ?? false,
  };
  const parsed = CreateCollectionRequest.safeParse(request);
  if (!parsed.success) addIssues(errors, parsed.error.issues, ['title', 'pieces', 'message', 'expectedPlayers', 'needBy']);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request };
}

/**
 * Why the API refused to start a collection where players pay (409 PLAYERS_PAY_UNAVAILABLE: nothing
 * was started): the shop takes neither KHQR nor bank transfer, or the garment has no price. The
 * start form cannot know before asking (a customer cannot read the shop's payment settings); null
 * for any other failure.
 */
export function playersPayRefusalOf(failure: { error: { code: string; message: string } }): 'noMethod' | 'notPriced' | null {
  if (failure.error.code !== 'PLAYERS_PAY_UNAVAILABLE') return null;
  return failure.error.message.startsWith(PLAYERS_PAY_MESSAGES.notPriced) ? 'notPriced' : 'noMethod';
}

/** The change of a started collection's details: only what differs from it (null: nothing changed), or the messages by field. */
export type BuiltChange = { ok: true; change: ChangeCollectionRequest | null } | { ok: false; errors: Partial<Record<DetailsField, string>> };

/**
 * What the change dialog sends: checked as the API checks it (the contract's schema; a need-by day
 * moved before the deadline's shop day). Only the details that changed are sent, so that an
 * unchanged need-by day is not checked again against a deadline moved since (a reopening).
 */
export function buildDetailsChange(
  values: DetailsFormValues,
  current: Pick<Collection, DetailsField | 'deadline'>,
  timeZone: string,
): BuiltChange {
  const read = readDetails(values);
  const errors = { ...read.errors };
  const { needBy } = read.details;
  if (needBy !== current.needBy && needBy && needByBeforeDeadline(new Date(current.deadline), needBy, timeZone)) errors.needBy = COLLECTION_MESSAGES.needByBeforeDeadline;
  const parsed = ChangeCollectionRequest.safeParse(read.details);
  if (!parsed.success) addIssues(errors, parsed.error.issues, DETAILS_FIELDS);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  // Compared as the API keeps them (the title and the message trimmed, an empty message none).
  const next = parsed.data;
  const change: ChangeCollectionRequest = {};
  if (next.title !== undefined && next.title !== current.title) change.title = next.title;
  if (next.message !== undefined && next.message !== current.message) change.message = next.message;
  if (next.expectedPlayers !== undefined && next.expectedPlayers !== current.expectedPlayers) change.expectedPlayers = next.expectedPlayers;
  if (next.needBy !== undefined && next.needBy !== current.needBy) change.needBy = next.needBy;
  return { ok: true, change: Object.keys(change).length > 0 ? change : null };
}
