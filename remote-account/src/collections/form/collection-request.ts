import { COLLECTION_DEADLINE_DAYS_MAX, COLLECTION_MESSAGES, CreateCollectionRequest, type SizeGuidePiece } from '@teamwear/shared/contracts';
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
}

export type CollectionField = 'title' | 'deadline' | 'pieces' | 'message' | 'expectedPlayers' | 'needBy';

export type BuiltRequest = { ok: true; request: CreateCollectionRequest } | { ok: false; errors: Partial<Record<CollectionField, string>> };

const DAY_MS = 86_400_000;

/** Digits as a whole number; Khmer digits are read too (a Khmer keyboard types them). */
function wholeNumber(text: string): number | null {
  const western = text.trim().replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  return /^\d+$/.test(western) ? Number(western) : null;
}

/**
 * The API's request from the form, checked with the contract's schema and the rules the API adds
 * (a deadline in the future, within 180 days; the kits not needed before it closes): the English
 * messages of each field that is wrong, the page translates them.
 */
export function buildCollectionRequest(designId: string, values: CollectionFormValues, now: Date, timeZone: string): BuiltRequest {
  const errors: Partial<Record<CollectionField, string>> = {};
  const deadline = shopDeadline(values.deadlineDay ?? '', values.deadlineTime ?? '', timeZone);
  if (!deadline) errors.deadline = FORM_MESSAGES.deadlineInvalid;
  else if (new Date(deadline).getTime() <= now.getTime()) errors.deadline = COLLECTION_MESSAGES.deadlinePast;
  else if (new Date(deadline).getTime() > now.getTime() + COLLECTION_DEADLINE_DAYS_MAX * DAY_MS) errors.deadline = COLLECTION_MESSAGES.deadlineTooFar;

  const expectedText = (values.expectedPlayers ?? '').trim();
  const expected = expectedText === '' ? null : wholeNumber(expectedText);
  if (expectedText !== '' && expected === null) errors.expectedPlayers = FORM_MESSAGES.expectedInvalid;
  const needBy = (values.needBy ?? '').trim() || null;
  if (needBy && deadline && !errors.deadline && needBy < deadline.slice(0, 10)) errors.needBy = COLLECTION_MESSAGES.needByBeforeDeadline;

  const request: CreateCollectionRequest = {
    designId,
    title: values.title ?? '',
    deadline: deadline ?? '',
    pieces: values.pieces ?? [],
    printNames: values.printNames ?? true,
    printNumbers: values.printNumbers ?? true,
    message: (values.message ?? '').trim() === '' ? null : (values.message ?? ''),
    expectedPlayers: expected,
    needBy,
  };
  const parsed = CreateCollectionRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as CollectionField;
      if (['title', 'pieces', 'message', 'expectedPlayers', 'needBy'].includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request };
}
