import { isCustomerId } from './customer-id';

describe('a customer’s id in the address', () => {
  it('is a UUID, in any case', () => {
    expect(isCustomerId('0b9d6a52-6f1e-4c1e-9a43-2f4c8a7e5d10')).toBe(true);
    expect(isCustomerId('0B9D6A52-6F1E-4C1E-9A43-2F4C8A7E5D10')).toBe(true);
  });

  it('is nothing else: a number, a name, a UUID with more around it, nothing', () => {
    expect(isCustomerId('1042')).toBe(false);
    expect(isCustomerId('sok-dara')).toBe(false);
    expect(isCustomerId('0b9d6a52-6f1e-4c1e-9a43-2f4c8a7e5d10/orders')).toBe(false);
    expect(isCustomerId('')).toBe(false);
    expect(isCustomerId(undefined)).toBe(false);
  });
});
