/** One field of an audit entry's value, before and after, as text to read. */
export interface ChangedField {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: text as it is, anything else as compact JSON; null for none. */
function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What an audit entry changed, field by field (the top-level keys of its before and after, in
 * the order they first appear): only the fields whose value differs, so a price table's one new
 * tier reads as that garment's prices, not the whole catalogue. A value that is not an object
 * (a role, a note) is one field, named ''.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if (!isRecord(before) && !isRecord(after)) {
    const was = textOf(before);
    const now = textOf(after);
    return was === now ? [] : [{ field: '', before: was, after: now }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: textOf(was[field]), after: textOf(now[field]) }))
    .filter((change) => change.before !== change.after);
}
