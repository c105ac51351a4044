import { stringTreeProblems } from '@teamwear/shared/i18n';
import { en } from './en';
import { kh } from './kh';
import { translatorOf } from './index';

describe("the players' page's strings", () => {
  it('has the same keys and placeholders in Khmer as in English, none empty', () => {
    expect(stringTreeProblems(en, kh)).toEqual([]);
  });

  it('fills placeholders and finds nested words', () => {
    expect(translatorOf('en')('form.numberHint', { min: 1, max: 99 })).toBe('A whole number from 1 to 99.');
    expect(translatorOf('kh')('guide.measures.chest')).toBe('ទទឹងទ្រូង');
  });
});
