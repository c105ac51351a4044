/** A roster of 1,000 players with long Khmer names is about 250 KB; anything far bigger is not one. */
export const MAX_ROSTER_FILE_BYTES = 2 * 1024 * 1024;

export type RosterFileText =
  | { ok: true; text: string }
  /** `tooLarge`: past MAX_ROSTER_FILE_BYTES; `workbook`: an Excel or OpenDocument file, not CSV; `notText`: not UTF-8 or UTF-16 text. */
  | { ok: false; problem: 'tooLarge' | 'workbook' | 'notText' | 'empty' };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Zip (xlsx, ods) and the old binary Excel format: a workbook saved as is, not as CSV. */
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

/**
 * The text of a roster file. UTF-8 (with or without a byte order mark: "CSV UTF-8" of Excel and
 * every other spreadsheet), or UTF-16 with its byte order mark (Excel's "Unicode text", which keeps
 * Khmer names). Anything else is refused rather than read into mangled names.
 */
export function decodeRosterFile(bytes: Uint8Array): RosterFileText {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > MAX_ROSTER_FILE_BYTES) return { ok: false, problem: 'tooLarge' };
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature))) return { ok: false, problem: 'workbook' };
  const encoding = startsWith(bytes, [0xff, 0xfe]) ? 'utf-16le' : startsWith(bytes, [0xfe, 0xff]) ? 'utf-16be' : 'utf-8';
  let text: string;
  try {
    // fatal: a byte that is not of the encoding throws instead of becoming U+FFFD.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'notText' };
  }
  // Text files do not hold NUL; a binary file that happens to decode does.
  if (text.includes('\u0000')) return { ok: false, problem: 'notText' };
  return { ok: true, text };
}
