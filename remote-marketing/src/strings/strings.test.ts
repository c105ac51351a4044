import { stringTreeProblems } from '@teamwear/shared/i18n';
import { DESIGN_SLUGS } from '@teamwear/shared/routes';
import { en } from './en';
import { kh } from './kh';

describe("the marketing remote's strings", () => {
  it('has every English key in Khmer, none empty, with the same placeholders', () => {
    expect(stringTreeProblems(en, kh)).toEqual([]);
  });

  it('says “Design …” for every garment, in both languages', () => {
    expect(Object.keys(en.marketing.designProduct).sort()).toEqual([...DESIGN_SLUGS].sort());
    expect(Object.keys(kh.marketing.designProduct).sort()).toEqual([...DESIGN_SLUGS].sort());
  });

  it('writes “an” before a vowel and the garment’s name in lower case (not “Design a Oversized t-shirt”)', () => {
    expect(en.marketing.designProduct.oversizedshirt).toBe('Design an oversized t-shirt');
    for (const sentence of Object.values(en.marketing.designProduct)) {
      expect(sentence).not.toMatch(/\ba [aeiou]/i);
      expect(sentence).not.toMatch(/\ban [^aeiou]/i);
      expect(sentence.slice('Design '.length)).toBe(sentence.slice('Design '.length).toLowerCase());
    }
  });
});
