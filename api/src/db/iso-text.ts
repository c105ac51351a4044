import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamptz column read as text, in UTC (`timestamp` text: `2026-11-26 21:59:05.123456`), for
 * `isoOf` to turn into what `Date#toISOString()` writes with a few string operations. The database
 * formats every timestamp it sends anyway; read as a timestamptz, node-postgres parsed that text
 * into a Date only for the API to format it back, two round trips per row and column that were a
 * tenth of the API's work per list call. (Made by `to_char`, the ISO text cost the database more
 * than the API saved.)
 */
export function isoText<T extends string | null = string>(column: string): RawBuilder<T> {
  return sql<T>`(${sql.ref(column)} at time zone 'UTC')::text`;
}

/** `isoText`'s text: a date and time (DateStyle ISO), microseconds if any, trailing zeros left out. */
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?$/;

/**
 * A timestamp as the contracts send it (toISOString's text), from a Date or from `isoText`'s text:
 * milliseconds cut, not rounded, as node-postgres' parse and its Date cut them. Text in any other
 * shape (a year past 9999, another DateStyle) is a bug: it fails loudly.
 */
export function isoOf(value: Date | string): string {
  if (typeof value !== 'string') return value.toISOString();
  if (!UTC_TEXT.test(value)) throw new Error(`Not a UTC timestamp as isoText selects it: ${value}`);
  const milliseconds = value.length > 20 ? value.slice(20, 23).padEnd(3, '0') : '000';
  return `${value.slice(0, 10)}T${value.slice(11, 19)}.${milliseconds}Z`;
}
