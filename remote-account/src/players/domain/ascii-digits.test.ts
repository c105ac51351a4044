import { asciiDigits, isDigitsOnly } from './ascii-digits';

describe('asciiDigits', () => {
  it('reads Khmer digits as the shirt number a Khmer keyboard meant', () => {
    expect(asciiDigits('១០')).toBe('10');
    expect(asciiDigits('០៧')).toBe('07');
    expect(asciiDigits('៩៩')).toBe('99');
  });

  it('leaves ASCII digits and every other character alone', () => {
    expect(asciiDigits('23')).toBe('23');
    expect(asciiDigits('សុខ ដារា')).toBe('សុខ ដារា');
    expect(asciiDigits('1.5')).toBe('1.5');
  });

  it('tells a number in either script from other text', () => {
    expect(isDigitsOnly('១២')).toBe(true);
    expect(isDigitsOnly('12')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
});
