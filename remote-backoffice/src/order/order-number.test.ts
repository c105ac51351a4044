import { orderNumberOf, orderPath } from './order-number';

describe('the order number in the address', () => {
  it('reads a number as the links write it', () => {
    expect(orderNumberOf('1042')).toBe(1042);
    expect(orderPath(1042)).toBe('/backoffice/orders/1042');
  });

  it.each(['', 'abc', '12a', '-3', '0', '1.5', '1e3', '99999999999', '2147483648', ' ', '%20'])('names no order for %p', (segment) => {
    expect(orderNumberOf(segment)).toBeNull();
  });

  it('names no order when the address has no number at all', () => {
    expect(orderNumberOf(undefined)).toBeNull();
    expect(orderNumberOf(null)).toBeNull();
  });
});
