import { COLLECTION_MESSAGES, EntryRequest, PLAYER_MESSAGES, type SizeGuidePiece } from '@teamwear/shared/contracts';

/** The manager's entry form (add a player by hand, change an entry), as typed. */
export interface EntryFormValues {
  name?: string;
  number?: string;
  size?: string;
  shortsSize?: string;
  email?: string;
}

export type EntryField = 'name' | 'number' | 'size' | 'shortsSize' | 'email';

export type BuiltEntry = { ok: true; request: EntryRequest } | { ok: false; errors: Partial<Record<EntryField, string>> };

interface EntryRules {
  pieces: readonly SizeGuidePiece[];
  /** A printed number is asked of every entry (the API refuses one without). */
  printNumbers: boolean;
  numberRange: { min: number; max: number };
}

/**
 * The entry the API takes, checked as the API checks it (the contract's schema, the shop's number
 * range, a number when numbers are printed, a size for each piece the collection asks for);
 * English messages by field. Khmer digits
 * in the number are read.
 */
export function buildEntryRequest(values: EntryFormValues, rules: EntryRules, language: 'en' | 'kh'): BuiltEntry {
  const errors: Partial<Record<EntryField, string>> = {};
  const numberText = (values.number ?? '').trim().replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  let number: number | null = null;
  if (numberText === '') {
    if (rules.printNumbers) errors.number = COLLECTION_MESSAGES.numberRequired;
  } else {
    if (!/^\d+$/.test(numberText)) errors.number = PLAYER_MESSAGES.numberInvalid;
    else {
      number = Number(numberText);
      if (number < rules.numberRange.min || number > rules.numberRange.max) errors.number = PLAYER_MESSAGES.numberInvalid;
    }
  }
  const size = rules.pieces.includes('main') ? values.size || null : null;
  const shortsSize = rules.pieces.includes('shorts') ? values.shortsSize || null : null;
  if (rules.pieces.includes('main') && !size) errors.size = COLLECTION_MESSAGES.sizeRequired;
  if (rules.pieces.includes('shorts') && !shortsSize) errors.shortsSize = COLLECTION_MESSAGES.shortsSizeRequired;
  const request: EntryRequest = { name: values.name ?? '', number, size, shortsSize, email: (values.email ?? '').trim() || null, language };
  const parsed = EntryRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as EntryField;
      if (['name', 'number', 'size', 'shortsSize', 'email'].includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request };
}
