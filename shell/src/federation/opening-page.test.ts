import { openingRemote } from './opening-page';

describe('openingRemote', () => {
  it('names the remote of a public page', () => {
    expect(openingRemote('/')).toBe('marketing');
    expect(openingRemote('/products/')).toBe('marketing');
    expect(openingRemote('/design/polo')).toBe('designer');
    expect(openingRemote('/preview')).toBe('designer');
    expect(openingRemote('/no/such/page')).toBe('marketing');
  });

  it('names none for the shell’s own pages or a page that needs a signed-in customer', () => {
    expect(openingRemote('/auth/signin')).toBeNull();
    expect(openingRemote('/handoff')).toBeNull();
    expect(openingRemote('/me/dashboard')).toBeNull();
  });
});
