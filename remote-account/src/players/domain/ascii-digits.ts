const KHMER_ZERO = 0x17e0;
const KHMER_DIGIT = /[\u17e0-\u17e9]/g;

/**
 * Khmer digits (០–៩) as ASCII digits. A Khmer keyboard types shirt numbers in Khmer digits and
 * Khmer spreadsheets keep them so; the API takes ASCII digits only, so the account area reads
 * ១០ as 10 instead of refusing it.
 */
export function asciiDigits(text: string): string {
  return text.replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - KHMER_ZERO));
}

/** Whether the text is a whole number written in digits of either script. */
export function isDigitsOnly(text: string): boolean {
  return /^[0-9\u17e0-\u17e9]+$/.test(text);
}
