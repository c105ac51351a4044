import { EMPTY_ENTRY, entryProblems, entryRequestOf } from './entry-form';
import type { JoinView } from './join-api';

const view = (overrides: Partial<JoinView> = {}): JoinView => ({
  code: 'c'.repeat(20),
  title: 'Angkor FC',
  deadline: '2027-01-08T10:00:00.000Z',
  open: true,
  scenes: null,
  pieces: ['main', 'shorts'],
  printNames: true,
  printNumbers: true,
  message: null,
  numberRange: { min: 1, max: 99 },
  sizeGuide: {
    productType: 'SOCCER_KIT',
    main: [{ size: 'M', cm: {} }],
    shorts: [{ size: 'M', cm: {} }],
    measured: false,
  },
  ...overrides,
});

describe("the players' form", () => {
  it('asks for a name, a whole number within the shop’s range and a size for each piece', () => {
    expect(Object.keys(entryProblems(EMPTY_ENTRY, view()))).toEqual(['name', 'number', 'size', 'shortsSize']);
    const typed = { ...EMPTY_ENTRY, name: 'ដារា', size: 'M', shortsSize: 'M' };
    expect(entryProblems({ ...typed, number: '100' }, view()).number).toEqual({
      key: 'problems.numberRange',
      values: { min: 1, max: 99 },
    });
    expect(entryProblems({ ...typed, number: '7.5' }, view()).number).toEqual({
      key: 'problems.numberRange',
      values: { min: 1, max: 99 },
    });
    expect(entryProblems({ ...typed, number: '7' }, view())).toEqual({});
  });

  it('sends the name as written, and neither a number nor shorts the collection does not ask for', () => {
    const values = {
      ...EMPTY_ENTRY,
      name: '  ដារា សុខ ',
      number: '12',
      size: 'L',
      shortsSize: 'M',
      email: '',
    };
    expect(entryRequestOf(values, view({ printNumbers: false, pieces: ['main'] }), 'kh')).toEqual({
      name: 'ដារា សុខ',
      number: null,
      size: 'L',
      shortsSize: null,
      email: null,
      language: 'kh',
    });
    expect(entryProblems({ ...values, number: '' }, view({ printNumbers: false, pieces: ['main'] }))).toEqual({});
  });
});
