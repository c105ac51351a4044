/**
 * Text from the API as a terminal may print it. Names, notes and addresses are the customers'
 * own: an escape sequence in one would erase lines, forge "proof approved" or write the clipboard
 * (OSC 52), a bidi override would make it read backwards. The API refuses these characters now
 * (@teamwear/shared/contracts, control-characters.ts), but rows stored before may hold them: the
 * CLI shows each as a visible escape (`\x1b`, `\u202e`) instead of sending it to the terminal.
 */

/** C0 (tab and line breaks too: a note is shown on one line), DEL, C1, line separators, bidi controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** What JSON.stringify leaves raw of UNPRINTABLE (it escapes C0 in strings; outside them, C0 is its own layout). */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeOf = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** The text with every control character, line break and bidi control written as an escape. */
export function visible(text: string): string {
  return text.replace(UNPRINTABLE, escapeOf);
}

/** Every string in an answer (a parsed JSON value) made `visible`, the shape kept. */
export function visibleStrings<T>(value: T): T {
  if (typeof value === 'string') return visible(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => visibleStrings(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [visible(key), visibleStrings(item)])) as T;
  }
  return value;
}

/**
 * An answer as indented JSON (`--json`), safe in a terminal and still the same JSON: JSON.stringify
 * writes C0 as `\u001b` but leaves DEL, C1 and bidi controls raw, so those become `\uXXXX` too.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(RAW_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
