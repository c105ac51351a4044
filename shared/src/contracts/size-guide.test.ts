import { PLAYER_SIZE_MAX_LENGTH } from './player-limits';
import { SizeGuideRow } from './size-guide';
import { SizeGuideRow as AnswerRow } from './mini/size-guide';
import { readingOf, readingsOf } from './mini/read-alike';

describe('a size guide’s row: the one the owner’s guide is checked with, and an answer’s (zod/mini)', () => {
  const row = { size: 'M', cm: { chest: 52.5, length: 71 } };
  const samples = [
    row,
    { size: 'XL', cm: {} },
    { size: 'S', cm: { chest: 48, length: 68, sleeve: 20, waist: 40, hip: 50 } },
    { size: '', cm: {} },
    { size: 'x'.repeat(PLAYER_SIZE_MAX_LENGTH), cm: {} },
    { size: 'x'.repeat(PLAYER_SIZE_MAX_LENGTH + 1), cm: {} },
    { size: 'M\u0007', cm: {} },
    { size: 'M\u0000', cm: {} },
    { size: 7, cm: {} },
    { size: 'M', cm: { chest: '52' } },
    { size: 'M', cm: { chest: null } },
    { size: 'M', cm: { shoulder: 40 } },
    { size: 'M', cm: [] },
    { size: 'M', cm: null },
    { size: 'M' },
    { ...row, colour: 'red' },
    {},
    null,
    'M',
  ];

  it('reads each row alike: the same value, or the same messages at the same paths', () => {
    const { request, answer } = readingsOf(SizeGuideRow, AnswerRow, samples);
    expect(answer).toEqual(request);
  });

  it('reads a measured size as it is, and names a measure that is not one', () => {
    expect(readingOf(AnswerRow, row)).toEqual({ reads: row });
    expect(readingOf(AnswerRow, { size: 'M', cm: { chest: '52' } })).toEqual({ refuses: ['cm.chest: A measurement must be a number of centimetres, such as 52.5'] });
  });
});
