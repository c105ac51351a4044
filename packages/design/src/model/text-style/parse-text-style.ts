import type { TextStyle } from './text-style';
import { textStyleSchema } from './text-style-schema';

/** A text style from the clipboard's text (or an already parsed value), or null when it is not one. */
export function parseTextStyle(input: unknown): TextStyle | null {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = textStyleSchema().safeParse(value);
  return parsed.success ? parsed.data : null;
}
