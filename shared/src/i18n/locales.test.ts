import { en } from './locales/en/index';
import { kh } from './locales/kh/index';
import { stringTreeProblems } from './string-tree-problems';

describe("the shell's strings", () => {
  it('has every English key in Khmer, none empty, with the same placeholders', () => {
    expect(stringTreeProblems(en, kh)).toEqual([]);
  });
});

describe('stringTreeProblems', () => {
  it('names what is missing, extra, empty or has other placeholders', () => {
    const english = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: 'x' };
    expect(stringTreeProblems(english, { a: { b: 'សួស្តី {{name}}', c: 'លា' }, d: 'y' })).toEqual([]);
    expect(stringTreeProblems(english, { a: { b: 'សួស្តី', c: ' ' }, e: 'z' })).toEqual([
      'placeholders differ: a.b',
      'missing: d',
      'extra: e',
      'empty: a.c',
    ]);
  });
});
