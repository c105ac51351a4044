import { nameInitial } from './name-initial';

describe('nameInitial', () => {
  it('is the first letter, in capitals', () => {
    expect(nameInitial('dara')).toBe('D');
  });

  it('keeps an emoji whole', () => {
    expect(nameInitial('🦁 Leo')).toBe('🦁');
    expect(nameInitial('👩🏽‍🚀 Sky')).toBe('👩🏽‍🚀');
  });

  it('keeps a Khmer consonant with its vowel sign', () => {
    expect(nameInitial('សុភា')).toBe('សុ');
  });

  it('is a question mark without a name', () => {
    expect(nameInitial(undefined)).toBe('?');
    expect(nameInitial('   ')).toBe('?');
  });
});
