/**
 * CSS unicode-range values (`U+0000-00FF,U+0131,U+1F1E6-1F1FF`) as code point intervals, and
 * which of them a text needs: a family's pieces are cut by unicode range, and a text is drawn
 * from the pieces that hold its letters.
 */
export type CodePointInterval = readonly [number, number];

/** The intervals of a unicode-range; parts that are not `U+hex`, `U+hex-hex` or `U+hex?` wildcards are skipped. */
export function parseUnicodeRange(range: string): CodePointInterval[] {
  const intervals: CodePointInterval[] = [];
  for (const raw of range.split(',')) {
    const part = raw.trim().toUpperCase();
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/.exec(part);
    if (!match) continue;
    const [, start = '', end] = match;
    if (start.includes('?')) {
      if (end !== undefined) continue;
      intervals.push([parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'F'), 16)]);
    } else {
      const from = parseInt(start, 16);
      const to = end === undefined ? from : parseInt(end, 16);
      if (to >= from) intervals.push([from, to]);
    }
  }
  return intervals;
}

/** The distinct code points of a text, spaces and controls left out (every piece's font has them or none needs them). */
export function codePointsOf(text: string): number[] {
  const points = new Set<number>();
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (point > 0x20 && point !== 0x7f) points.add(point);
  }
  return [...points];
}

/** Whether any of the code points lies in the intervals. */
export function coversAny(intervals: readonly CodePointInterval[], points: readonly number[]): boolean {
  return points.some((point) => intervals.some(([from, to]) => point >= from && point <= to));
}
