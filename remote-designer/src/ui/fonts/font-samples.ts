import type { FontLang, FontSummary } from '@teamwear/shared/contracts';

/**
 * How the picker previews a family: a short sports word in the family's own script (a Khmer
 * family in Khmer, a Japanese one in Japanese), and which language a text is written in, so the
 * picker starts on the families that can write it.
 */
export const SAMPLES: Readonly<Record<FontLang, string>> = {
  kh: 'ក្រុមកីឡា',
  th: 'ทีมฟุตบอล',
  jp: 'チーム 東京',
  kr: '축구 팀',
  cn: '足球队',
  en: 'TEAM 10',
};

/** The order a family's own script is looked for in: the scripts other than Latin first. */
const OWN_SCRIPT_FIRST: readonly FontLang[] = ['kh', 'th', 'jp', 'kr', 'cn', 'en'];

/** A family's language for its preview: its own script, not the Latin letters most families also have. */
export function previewLang(font: Pick<FontSummary, 'lang'>): FontLang {
  return OWN_SCRIPT_FIRST.find((lang) => font.lang.includes(lang)) ?? 'en';
}

const SCRIPT_RANGES: readonly [FontLang, number, number][] = [
  ['kh', 0x1780, 0x17ff],
  ['kh', 0x19e0, 0x19ff],
  ['th', 0x0e00, 0x0e7f],
  ['jp', 0x3040, 0x30ff],
  ['kr', 0xac00, 0xd7af],
  ['kr', 0x1100, 0x11ff],
  ['kr', 0x3130, 0x318f],
  ['cn', 0x4e00, 0x9fff],
  ['cn', 0x3400, 0x4dbf],
];

/**
 * The language a text is written in: a script other than Latin says it (the first one found;
 * kana make Han letters Japanese); Latin letters only: en; no letters: null.
 */
export function languageOfText(text: string): FontLang | null {
  const found: FontLang[] = [];
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    const lang = SCRIPT_RANGES.find(([, from, to]) => point >= from && point <= to)?.[0] ?? (/\p{L}/u.test(char) ? 'en' : null);
    if (lang) found.push(lang);
  }
  if (found.includes('jp')) return 'jp';
  return found.find((lang) => lang !== 'en') ?? (found.length > 0 ? 'en' : null);
}
