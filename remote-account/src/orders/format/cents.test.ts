import { formatCents } from './cents';

describe('formatCents', () => {
  it('writes whole cents as dollars with two decimals', () => {
    expect(formatCents(43250)).toBe('$432.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });
});
