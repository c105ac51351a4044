import * as contracts from './index';
import * as plain from './plain';

describe('contracts/plain', () => {
  it('loads without zod', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('contracts/plain loaded zod');
      });
      expect(() => jest.requireActual('./plain')).not.toThrow();
    });
  });

  it('gives the very values the contracts give, one source for both', () => {
    const given = contracts as Record<string, unknown>;
    for (const [name, value] of Object.entries(plain)) expect({ name, same: given[name] === value }).toEqual({ name, same: true });
  });
});
