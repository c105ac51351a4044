/**
 * The letter an avatar shows for a name: its first whole character as a reader sees it (a grapheme),
 * not its first UTF-16 unit, which is half of an emoji and a Khmer consonant without its vowel sign.
 */
export function nameInitial(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return '?';
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}
