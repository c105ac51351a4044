import { codePointsOf, coversAny, parseUnicodeRange } from './unicode-range';

describe('unicode ranges', () => {
  it('reads single points, intervals and wildcards, in any case', () => {
    expect(parseUnicodeRange('U+1780-17FF, U+25CC,u+4??')).toEqual([
      [0x1780, 0x17ff],
      [0x25cc, 0x25cc],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('U+25ee8,U+2600c-26017')).toEqual([
      [0x25ee8, 0x25ee8],
      [0x2600c, 0x26017],
    ]);
  });

  it('skips what is not a range', () => {
    expect(parseUnicodeRange('latin, U+, U+20-10, U+ZZ, ')).toEqual([]);
  });

  it('takes each letter of a text once, without spaces, including letters beyond the BMP', () => {
    expect(codePointsOf('ក្រុម ក')).toEqual([0x1780, 0x17d2, 0x179a, 0x17bb, 0x1798]);
    expect(codePointsOf('𠀋')).toEqual([0x2000b]);
    expect(codePointsOf(' \n\t')).toEqual([]);
  });

  it('says whether a piece holds a letter of the text', () => {
    const khmer = parseUnicodeRange('U+1780-17FF,U+19E0-19FF');
    expect(coversAny(khmer, codePointsOf('ក្រុម'))).toBe(true);
    expect(coversAny(khmer, codePointsOf('TEAM'))).toBe(false);
  });
});
