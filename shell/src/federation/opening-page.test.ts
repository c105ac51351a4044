import { openingRemotePage } from './opening-page';

describe('openingRemotePage', () => {
  it('names the remote module of a public page', () => {
    expect(openingRemotePage('/')).toBe('marketing/Home');
    expect(openingRemotePage('/products/')).toBe('marketing/Products');
    expect(openingRemotePage('/design/polo')).toBe('designer/DesignEditor');
    expect(openingRemotePage('/no/such/page')).toBe('marketing/NotFound');
  });

  it('names none for the shell’s own pages or a page that needs a signed-in customer', () => {
    expect(openingRemotePage('/auth/signin')).toBeNull();
    expect(openingRemotePage('/me/dashboard')).toBeNull();
  });
});
