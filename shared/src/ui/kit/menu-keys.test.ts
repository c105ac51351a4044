import { menuKeyTarget } from './menu-keys';

describe('the keys of a menu', () => {
  const all = [true, true, true];

  it('moves down and up through the items, round the ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, all)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, all)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, all)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 2, all)).toBe(1);
  });

  it('starts at the first item going down and at the last going up when none has the focus', () => {
    expect(menuKeyTarget('ArrowDown', -1, all)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, all)).toBe(2);
  });

  it('passes over the items that cannot be chosen', () => {
    const middleOff = [true, false, true];
    expect(menuKeyTarget('ArrowDown', 0, middleOff)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 2, middleOff)).toBe(0);
    expect(menuKeyTarget('Home', -1, [false, true, true])).toBe(1);
    expect(menuKeyTarget('End', -1, [true, true, false])).toBe(1);
  });

  it('goes nowhere when nothing can be chosen, and leaves other keys alone', () => {
    expect(menuKeyTarget('ArrowDown', -1, [false, false])).toBeNull();
    expect(menuKeyTarget('ArrowDown', -1, [])).toBeNull();
    expect(menuKeyTarget('a', 0, all)).toBeNull();
    expect(menuKeyTarget('Enter', 0, all)).toBeNull();
  });
});
