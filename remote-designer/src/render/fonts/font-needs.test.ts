import { fontIdOf, fontNeedsOf, LetterBook } from './font-needs';

describe('the fonts a design needs', () => {
  it('names a family by its catalogue id', () => {
    expect(fontIdOf('Bebas Neue')).toBe('bebas-neue');
    expect(fontIdOf('Noto Sans JP')).toBe('noto-sans-jp');
    expect(fontIdOf(' Black Ops One ')).toBe('black-ops-one');
  });

  it('gathers the letters of each catalogue family, weight and style, leaving system fonts and pictures out', () => {
    expect(
      fontNeedsOf([
        { fontFamily: 'Moul', fontWeight: 400, text: 'ក្រុម' },
        { fontFamily: 'Arial', fontWeight: 700, fontStyle: 'italic', text: 'TEAM' },
        { fontFamily: 'Moul', fontWeight: 400, fontStyle: 'normal', text: 'ខ្មែរ' },
        { fontFamily: 'Kanit', fontWeight: 700, text: 'ทีม' },
        { fontFamily: 'Kanit', fontWeight: 700, fontStyle: 'italic', text: 'FC' },
        {},
      ]),
    ).toEqual([
      { family: 'Moul', weight: 400, style: 'normal', text: 'ក្រុមខ្មែរ' },
      { family: 'Kanit', weight: 700, style: 'normal', text: 'ทีม' },
      { family: 'Kanit', weight: 700, style: 'italic', text: 'FC' },
    ]);
  });
});

describe('the letters a family holds so far', () => {
  it('asks only for letters no loaded piece holds, and never twice', () => {
    const book = new LetterBook();
    expect(book.unsettled('AB')).toEqual([0x41, 0x42]);
    book.settle([0x41, 0x42], ['U+0000-00FF']);
    expect(book.unsettled('ABC ក')).toEqual([0x1780]);
    book.settle([0x1780], []);
    expect(book.unsettled('ក')).toEqual([]);
  });
});
