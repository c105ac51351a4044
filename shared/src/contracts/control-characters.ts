// Which characters a user's text may not hold, without zod: the forms and the roster import read
// this on their first load, where the contracts (zod) are not. ./untrusted-input builds the text
// schemas on it.
//
// The text customers type reaches a terminal (the shop's `npm run provider`), spreadsheets (the
// production manifest, the roster export) and PDFs. In a terminal an escape sequence in a name can
// erase lines, forge "proof approved" or write the clipboard (OSC 52); a bidi override makes text
// read other than it is stored (a "Trojan Source" name or note, in the CLI, a spreadsheet or the
// shop's pages). No name, note or address needs them: left-to-right and right-to-left text mix by
// the Unicode bidi algorithm alone, and the marks that steer it (U+200E, U+200F, U+061C) and the
// joiners Khmer and emoji use (U+200B–U+200D) stay allowed.

/**
 * One-line text (names, sizes, teams, subjects…) holds none of: C0 controls U+0000–U+001F (tab and
 * line breaks included), DEL U+007F, C1 controls U+0080–U+009F (U+009B is a one-byte CSI), the line
 * and paragraph separators U+2028–U+2029, the bidi embeddings and overrides U+202A–U+202E and the
 * bidi isolates U+2066–U+2069.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const ONE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/**
 * Text of several lines (notes, messages, addresses, a design's texts) keeps tab and line feed, and
 * the line and paragraph separators a word processor's text pastes with (they are line breaks; the
 * CLI shows them escaped like the rest).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const LINES_REFUSED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** `one`: a name, a size, a subject; `lines`: a note, a message, an address (tab, line feed, U+2028/9 allowed). */
export type TextLines = 'one' | 'lines';

/** Whether the text holds a character refused in text of this kind. */
export function hasControlCharacter(text: string, lines: TextLines = 'one'): boolean {
  return (lines === 'lines' ? LINES_REFUSED : ONE_LINE_REFUSED).test(text);
}

/** "Name cannot contain control characters": what the API and the forms say, by the field's label. */
export function controlCharacterMessage(label: string): string {
  return `${label} cannot contain control characters`;
}
