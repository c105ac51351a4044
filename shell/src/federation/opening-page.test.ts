import { openingRemote } from './opening-page';

describe('openingRemote', () => {
  it('names the remote of a public page, with or without a session', () => {
    for (const sessionStored of [false, true]) {
      expect(openingRemote('/', sessionStored)).toBe('marketing');
      expect(openingRemote('/products/', sessionStored)).toBe('marketing');
      expect(openingRemote('/design/polo', sessionStored)).toBe('designer');
      expect(openingRemote('/preview', sessionStored)).toBe('designer');
      expect(openingRemote('/no/such/page', sessionStored)).toBe('marketing');
    }
  });

  it('names the remote of a signed-in page only when a session is stored', () => {
    expect(openingRemote('/me/dashboard', false)).toBeNull();
    expect(openingRemote('/me/players', false)).toBeNull();
    expect(openingRemote('/me/dashboard', true)).toBe('account');
    expect(openingRemote('/me/players', true)).toBe('account');
  });

  it('names none for the shell’s own pages', () => {
    for (const sessionStored of [false, true]) {
      expect(openingRemote('/auth/signin', sessionStored)).toBeNull();
      expect(openingRemote('/handoff', sessionStored)).toBeNull();
    }
  });
});
