import { WeighedMap } from './weighed-map';

describe('WeighedMap', () => {
  it('drops the least recently used entries once their weight passes the maximum', () => {
    const map = new WeighedMap<string, string>(10);
    map.set('a', 'first', 4);
    map.set('b', 'second', 4);
    expect(map.get('a')).toBe('first'); // now the most recent
    map.set('c', 'third', 4);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['first', undefined, 'third']);
    expect([map.size, map.weight]).toEqual([2, 8]);
  });

  it('replaces an entry and its weight, and keeps nothing heavier than the maximum', () => {
    const map = new WeighedMap<string, string>(10);
    map.set('a', 'light', 2);
    map.set('a', 'heavier', 6);
    expect([map.get('a'), map.weight]).toEqual(['heavier', 6]);
    map.set('a', 'too heavy', 11);
    expect([map.get('a'), map.size, map.weight]).toEqual([undefined, 0, 0]);
  });

  it('forgets an entry or all of them', () => {
    const map = new WeighedMap<string, number>(10);
    map.set('a', 1, 3);
    map.set('b', 2, 3);
    map.delete('a');
    expect([map.get('a'), map.weight]).toEqual([undefined, 3]);
    map.clear();
    expect([map.get('b'), map.size, map.weight]).toEqual([undefined, 0, 0]);
  });

  it('refuses a maximum that is not a number of at least 0', () => {
    expect(() => new WeighedMap(-1)).toThrow(/maxWeight/);
    expect(() => new WeighedMap(Number.NaN)).toThrow(/maxWeight/);
  });
});
