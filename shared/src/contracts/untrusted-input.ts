import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacter, type TextLines } from './control-characters';
import { textProblem } from './text-problem';

/**
 * What every value a client sends must be before any endpoint's own schema reads it: text
 * PostgreSQL can store and JSON a server can walk. PostgreSQL refuses NUL in text and jsonb, and a
 * lone UTF-16 surrogate (`"\ud800"`) is not Unicode: JSON.stringify writes it as an escape that
 * jsonb refuses. A document nested thousands deep overflows the stack of recursive code (zod,
 * JSON.stringify, the database). The API runs `UntrustedInput` over every body, query, path and
 * header before the route's schema (api/src/http/validation.ts), so every endpoint gets these
 * rules at once; the text schemas below give forms the same rules field by field.
 */

/** Objects and arrays nested deeper than this are refused (a design document needs about 8). */
export const MAX_INPUT_DEPTH = 64;
/** Keys of one object and items of one array, at most. */
export const MAX_INPUT_ENTRIES = 10_000;

export { NUL_MESSAGE, UNICODE_MESSAGE } from './text-messages';
export { controlCharacterMessage, hasControlCharacter, type TextLines } from './control-characters';
export { textProblem } from './text-problem';
export const DEPTH_MESSAGE = `The value is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
export const ENTRIES_MESSAGE = `An object or list may have at most ${MAX_INPUT_ENTRIES} entries`;

export interface InputProblem {
  /** Where in the value, as keys and indexes from its root. */
  path: (string | number)[];
  message: string;
}

/**
 * The first problem in a parsed JSON value (or a query, params or headers object): a string or key
 * with NUL or a lone surrogate, nesting past MAX_INPUT_DEPTH, an object or array with more than
 * MAX_INPUT_ENTRIES entries. Iterative (an explicit stack), so a hostile depth cannot overflow it.
 */
export function findInputProblem(root: unknown): InputProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, message: problem };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: DEPTH_MESSAGE };
    if (Array.isArray(value)) {
      if (value.length > MAX_INPUT_ENTRIES) return { path, message: ENTRIES_MESSAGE };
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], path: [...path, index] });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_INPUT_ENTRIES) return { path, message: ENTRIES_MESSAGE };
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: [...path, key], message: keyProblem };
      stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}

/** Any value, refused with its path and message when `findInputProblem` finds something. */
export const UntrustedInput = z.unknown().superRefine((value, ctx) => {
  const problem = findInputProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
});

/** How a text field treats control characters (./control-characters): its label names it in the message. */
export interface TextRules {
  /** The field as the message names it: "Name" → "Name cannot contain control characters". */
  label?: string;
  /** `one` (the default): no control character at all; `lines`: tab and line feed allowed. */
  lines?: TextLines;
  /** A password: never shown or printed, compared as typed, so any character is kept (OWASP ASVS V6.2). */
  secret?: boolean;
}

/**
 * A string PostgreSQL can store (no NUL, well-formed Unicode) and that is safe to show in a terminal
 * or a spreadsheet (no control character, bidi override or isolate; see ./control-characters): the
 * base of every text field of a contract. `error` is zod's string error (a message, or a function of
 * the issue); `rules` names the field and says whether it has several lines.
 */
export function storableText(error: NonNullable<Parameters<typeof z.string>[0]> = 'Must be text', rules: TextRules = {}) {
  return z.string(error).superRefine((value, ctx) => {
    const problem = textProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (!rules.secret && hasControlCharacter(value, rules.lines)) ctx.addIssue({ code: 'custom', message: controlCharacterMessage(rules.label ?? 'Text') });
  });
}

/**
 * Where the first string of a value (a design document) holds a control character refused in text
 * of several lines, or null. Call it after `findInputProblem`, which bounds the nesting.
 */
export function findControlCharacter(root: unknown, lines: TextLines = 'lines'): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (hasControlCharacter(value, lines)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], path: [...path, index] });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** PostgreSQL `integer`: what an int column holds. */
export const INT32_MAX = 2_147_483_647;

/** A whole number from `min` up to what an `integer` column holds. */
export function int32(label: string, min = 0) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(INT32_MAX, `${label} must be at most ${INT32_MAX}`);
}
