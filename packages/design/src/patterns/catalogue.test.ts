import { findPattern, PATTERN_TAGS, PATTERNS, searchPatterns } from './catalogue';

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('pattern catalogue', () => {
  it('holds about 75 patterns with unique slug ids and names', () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(70);
    expect(PATTERNS.length).toBeLessThanOrEqual(85);
    expect(new Set(ids(PATTERNS)).size).toBe(PATTERNS.length);
    expect(new Set(PATTERNS.map((p) => p.name.toLowerCase())).size).toBe(PATTERNS.length);
    for (const pattern of PATTERNS) expect(pattern.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('points every entry at its tile and thumbnail under patterns/', () => {
    for (const pattern of PATTERNS) {
      expect(pattern.file).toBe(`patterns/${pattern.id}.webp`);
      expect(pattern.thumb).toBe(`patterns/${pattern.id}.thumb.webp`);
      expect(pattern.tileSize).toBe(512);
      expect(pattern.thumbSize).toBe(96);
    }
  });

  it('gives every pattern at least two lower-case tags, without repeats', () => {
    for (const pattern of PATTERNS) {
      expect(pattern.tags.length).toBeGreaterThanOrEqual(2);
      expect(new Set(pattern.tags).size).toBe(pattern.tags.length);
      for (const tag of pattern.tags) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('covers the families sportswear needs', () => {
    for (const tag of [
      'stripes',
      'chevron',
      'dots',
      'halftone',
      'camo',
      'hexagon',
      'carbon',
      'brush',
      'waves',
      'triangles',
      'checks',
      'tropical',
      'khmer',
      'scales',
      'sunburst',
      'noise',
    ]) {
      expect(PATTERN_TAGS).toContain(tag);
    }
  });

  it('lists each tag once, sorted', () => {
    expect(PATTERN_TAGS).toEqual([...new Set(PATTERN_TAGS)].sort());
  });

  it('finds a pattern by id', () => {
    expect(findPattern('woodland-camo')?.name).toBe('Woodland Camo');
    expect(findPattern('no-such-pattern')).toBeUndefined();
  });
});

describe('searchPatterns', () => {
  it('returns every pattern, in library order, for an empty or blank query', () => {
    expect(searchPatterns('')).toEqual(PATTERNS);
    expect(searchPatterns('   ')).toEqual(PATTERNS);
  });

  it('matches names and tags without regard to case', () => {
    const camo = ids(searchPatterns('CAMO'));
    expect(camo).toEqual(
      expect.arrayContaining([
        'woodland-camo',
        'digital-camo',
        'splinter-camo',
        'desert-camo',
        'urban-camo',
        'tiger-camo',
      ]),
    );
    expect(ids(searchPatterns('Polka'))).toEqual(['polka-dots']);
  });

  it('puts names that start with the query first', () => {
    const results = ids(searchPatterns('dia'));
    expect(results.slice(0, 3)).toEqual(['diagonal-pinstripe', 'diagonal-stripes', 'diamond-plate']);
    // Tag matches ('diamonds', 'diagonal') follow the name matches.
    expect(results).toEqual(expect.arrayContaining(['harlequin', 'argyle', 'hol-ikat', 'triple-stripes']));
    expect(results.indexOf('harlequin')).toBeGreaterThan(2);
  });

  it('ranks a word of the name above a tag, and a tag above a substring', () => {
    const results = ids(searchPatterns('stripes'));
    const wordMatch = results.indexOf('classic-stripes');
    const tagMatch = results.indexOf('pinstripe');
    expect(wordMatch).toBeGreaterThanOrEqual(0);
    expect(tagMatch).toBeGreaterThan(wordMatch);
    expect(ids(searchPatterns('stripe'))[0]).toBe('classic-stripes');
    const substring = ids(searchPatterns('tripe'));
    expect(substring).toContain('pinstripe');
  });

  it('keeps library order among equally good matches', () => {
    const khmer = ids(searchPatterns('khmer'));
    expect(khmer).toEqual(['kbach-scroll', 'lotus-frieze', 'hol-ikat', 'angkor-lattice']);
  });

  it('ignores punctuation and spacing in names', () => {
    expect(ids(searchPatterns('zigzag'))[0]).toBe('zigzag');
    expect(ids(searchPatterns('zig-zag'))[0]).toBe('zigzag');
    expect(ids(searchPatterns('  art   deco '))[0]).toBe('art-deco-fans');
  });

  it('needs every word of a query that does not match whole', () => {
    expect(ids(searchPatterns('camo digital'))).toEqual(['digital-camo']);
    expect(ids(searchPatterns('retro dots'))).toEqual(expect.arrayContaining(['polka-dots', 'halftone-fade']));
    expect(ids(searchPatterns('camo tropical'))).toEqual([]);
  });

  it('filters by tag, alone or with a query', () => {
    expect(ids(searchPatterns('', 'khmer'))).toEqual(['kbach-scroll', 'lotus-frieze', 'hol-ikat', 'angkor-lattice']);
    expect(ids(searchPatterns('lotus', 'KHMER'))).toEqual(['lotus-frieze']);
    expect(ids(searchPatterns('camo', 'tropical'))).toEqual([]);
    expect(searchPatterns('', 'no-such-tag')).toEqual([]);
    for (const pattern of searchPatterns('', 'camo')) expect(pattern.tags).toContain('camo');
  });

  it('returns nothing for a query that matches nothing', () => {
    expect(searchPatterns('xylophone')).toEqual([]);
  });
});
