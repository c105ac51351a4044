import {
  COLLECTION_DEADLINE_DAYS_MAX,
  COLLECTION_ENTRIES_MAX,
  COLLECTION_MESSAGE_MAX,
  COLLECTION_MESSAGES,
  COLLECTION_TITLE_MAX,
} from '@teamwear/shared/contracts';

/** The form's own messages (the contracts have none for these: the API never sees such a value). */
export const FORM_MESSAGES = {
  deadlineInvalid: 'The deadline must be a date and time, such as 2027-01-08T17:00:00+07:00',
  expectedInvalid: 'The expected players must be a whole number',
  needByInvalid: 'The date must look like 2027-02-20',
} as const;

/** The contracts' and the API's English messages about a collection, by their translation's key (`collections.messages.*`). */
const KEYS: ReadonlyMap<string, string> = new Map<string, string>([
  [COLLECTION_MESSAGES.titleRequired, 'titleRequired'],
  [`The title must be at most ${COLLECTION_TITLE_MAX} characters`, 'titleTooLong'],
  ['The title cannot contain control characters', 'titleControl'],
  [`The message must be at most ${COLLECTION_MESSAGE_MAX} characters`, 'messageTooLong'],
  ['The message cannot contain control characters', 'messageControl'],
  [COLLECTION_MESSAGES.deadlinePast, 'deadlinePast'],
  [COLLECTION_MESSAGES.deadlineTooFar, 'deadlineTooFar'],
  [FORM_MESSAGES.deadlineInvalid, 'deadlineInvalid'],
  [COLLECTION_MESSAGES.piecesRequired, 'piecesRequired'],
  [COLLECTION_MESSAGES.piecesNotOfGarment, 'piecesNotOfGarment'],
  [COLLECTION_MESSAGES.needByBeforeDeadline, 'needByBeforeDeadline'],
  [FORM_MESSAGES.needByInvalid, 'needByInvalid'],
  [FORM_MESSAGES.expectedInvalid, 'expectedInvalid'],
  ['At least 1 player', 'expectedTooFew'],
  [`At most ${COLLECTION_ENTRIES_MAX} players`, 'expectedTooMany'],
  [COLLECTION_MESSAGES.full, 'full'],
  [COLLECTION_MESSAGES.alreadyClosed, 'alreadyClosed'],
  [COLLECTION_MESSAGES.noSuchEntry, 'noSuchEntry'],
  [COLLECTION_MESSAGES.numberRequired, 'numberRequired'],
  [COLLECTION_MESSAGES.sizeRequired, 'sizeRequired'],
  [COLLECTION_MESSAGES.shortsSizeRequired, 'shortsSizeRequired'],
  ['No such design', 'noSuchDesign'],
]);

/** What the translations interpolate. */
export const COLLECTION_MESSAGE_VALUES = {
  titleMax: COLLECTION_TITLE_MAX,
  messageMax: COLLECTION_MESSAGE_MAX,
  daysMax: COLLECTION_DEADLINE_DAYS_MAX,
  entriesMax: COLLECTION_ENTRIES_MAX,
} as const;

/** The i18n key of a collection message, or null for one the page does not know (shown as the API wrote it). */
export function collectionMessageKey(message: string): string | null {
  const key = KEYS.get(message);
  return key ? `collections.messages.${key}` : null;
}
