import { languageOfText, previewLang, SAMPLES } from './font-samples';

describe('font previews', () => {
  it('previews a family in its own script rather than in Latin', () => {
    expect(previewLang({ lang: ['kh', 'en'] })).toBe('kh');
    expect(previewLang({ lang: ['th', 'en'] })).toBe('th');
    expect(previewLang({ lang: ['jp', 'en'] })).toBe('jp');
    expect(previewLang({ lang: ['en'] })).toBe('en');
    expect(previewLang({ lang: [] })).toBe('en');
  });

  it('has a sample for every language', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(['cn', 'en', 'jp', 'kh', 'kr', 'th']);
  });

  it('tells the language of a text by its letters', () => {
    expect(languageOfText('ក្រុមកីឡា')).toBe('kh');
    expect(languageOfText('FC ក្រុម')).toBe('kh');
    expect(languageOfText('ทีม 10')).toBe('th');
    expect(languageOfText('東京チーム')).toBe('jp');
    expect(languageOfText('北京队')).toBe('cn');
    expect(languageOfText('서울 FC')).toBe('kr');
    expect(languageOfText('TEAM 10')).toBe('en');
    expect(languageOfText('10 !')).toBeNull();
  });
});
