/** What a number field holds as a whole number: null when empty or not a number, rounded as antd's
 *  InputNumber with `precision={0}` rounds (the range is the form's to check, with its message). */
export function wholeNumberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? Math.round(number) : null;
}
