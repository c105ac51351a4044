import { duplicateNumbers, hasShorts, sizeRun } from './order-pieces';

describe('order pieces', () => {
  it('finds numbers shared by selected players', () => {
    expect([...duplicateNumbers([{ number: 7 }, { number: 10 }, { number: 7 }, { number: 7 }, { number: 1 }])]).toEqual([7]);
    expect(duplicateNumbers([{ number: 1 }, { number: 2 }]).size).toBe(0);
  });

  it('counts pieces per size in the chart order, unknown sizes last', () => {
    expect(sizeRun([{ size: 'L' }, { size: 'S' }, { size: 'L' }], [{ size: 'M', quantity: 3 }, { size: 'ZZ', quantity: 1 }], ['S', 'M', 'L'])).toEqual([
      { size: 'S', count: 1 },
      { size: 'M', count: 3 },
      { size: 'L', count: 2 },
      { size: 'ZZ', count: 1 },
    ]);
  });

  it('knows which garments come with shorts', () => {
    expect(hasShorts('soccer')).toBe(true);
    expect(hasShorts('tshirt')).toBe(false);
  });
});
