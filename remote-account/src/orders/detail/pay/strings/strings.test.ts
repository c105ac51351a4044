import { stringTreeProblems } from '@teamwear/shared/i18n';
import { en } from './en';
import { kh } from './kh';

describe("the Pay card's own strings", () => {
  it('has every English key in Khmer, none empty, with the same placeholders', () => {
    expect(stringTreeProblems(en, kh)).toEqual([]);
  });
});
