import { choseModeIn } from './dark-mode';

describe("the shop's light or dark brand gives way to the customer's own choice", () => {
  it('a customer who kept a light or dark choice has one; nothing kept, or something unreadable, is none', () => {
    expect(choseModeIn(JSON.stringify({ preset: 'Lara', darkTheme: false }))).toBe(true);
    expect(choseModeIn(JSON.stringify({ darkTheme: true }))).toBe(true);
    expect(choseModeIn(null)).toBe(false);
    expect(choseModeIn(JSON.stringify({ preset: 'Lara' }))).toBe(false);
    expect(choseModeIn('{not json')).toBe(false);
  });
});
