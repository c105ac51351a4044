import { wholeNumberOf } from './whole-number';

describe('a number field’s value', () => {
  it('is the number typed, rounded to a whole one', () => {
    expect(wholeNumberOf('9')).toBe(9);
    expect(wholeNumberOf('12.6')).toBe(13);
    expect(wholeNumberOf('-3')).toBe(-3);
  });

  it('is nothing when the field is empty or holds no number', () => {
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf('  ')).toBeNull();
    expect(wholeNumberOf('e')).toBeNull();
  });
});
