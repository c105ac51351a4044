import type { EntryRequest, OwnEntry } from '@teamwear/shared/contracts';
import type { Language } from '@teamwear/shared/i18n';
import type { JoinView } from './join-api';
import type { JoinKey } from './strings';

/** The form as typed: every field a string, so nothing the player typed is lost to a parse. */
export interface EntryValues {
  name: string;
  number: string;
  size: string;
  shortsSize: string;
  email: string;
}

export type EntryField = keyof EntryValues;
/** A field's problem as the page says it: its own words (a key of its tables), or the API's message. */
export type FieldProblem = { key: JoinKey; values?: Record<string, string | number> } | { text: string };

export const EMPTY_ENTRY: EntryValues = {
  name: '',
  number: '',
  size: '',
  shortsSize: '',
  email: '',
};

export function valuesOf(entry: OwnEntry): EntryValues {
  return {
    name: entry.name,
    number: entry.number === null ? '' : String(entry.number),
    size: entry.size ?? '',
    shortsSize: entry.shortsSize ?? '',
    email: entry.email ?? '',
  };
}

/** The number typed, when it is a whole number (digits only: "7", not "7.5" nor "-1"). */
export function numberOf(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * What the page itself can tell before sending (the API checks everything again and answers the
 * rest): a name, a whole number within the shop's range when the collection prints numbers, a
 * size for each piece the collection asks for.
 */
export function entryProblems(values: EntryValues, view: JoinView): Partial<Record<EntryField, FieldProblem>> {
  const problems: Partial<Record<EntryField, FieldProblem>> = {};
  if (values.name.trim() === '') problems.name = { key: 'problems.nameRequired' };
  if (view.printNumbers) {
    const number = numberOf(values.number);
    const { min, max } = view.numberRange;
    if (values.number.trim() === '') problems.number = { key: 'problems.numberRequired' };
    else if (number === null || number < min || number > max) problems.number = { key: 'problems.numberRange', values: { min, max } };
  }
  if (view.pieces.includes('main') && values.size === '') problems.size = { key: 'problems.sizeRequired' };
  if (view.pieces.includes('shorts') && values.shortsSize === '') problems.shortsSize = { key: 'problems.shortsSizeRequired' };
  if (values.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = { key: 'problems.emailInvalid' };
  return problems;
}

/** What is sent: only the pieces the collection asks for, the number only when it prints numbers. */
export function entryRequestOf(values: EntryValues, view: JoinView, language: Language): EntryRequest {
  return {
    name: values.name.trim(),
    number: view.printNumbers ? numberOf(values.number) : null,
    size: view.pieces.includes('main') ? values.size || null : null,
    shortsSize: view.pieces.includes('shorts') ? values.shortsSize || null : null,
    email: values.email.trim() === '' ? null : values.email.trim(),
    language,
  };
}

/** The API's field messages, on the form's fields (a field the form does not have is left to the summary). */
export function apiFieldProblems(fields: Record<string, string>): Partial<Record<EntryField, FieldProblem>> {
  const problems: Partial<Record<EntryField, FieldProblem>> = {};
  for (const field of ['name', 'number', 'size', 'shortsSize', 'email'] as const) {
    const text = fields[field];
    if (text) problems[field] = { text };
  }
  return problems;
}
