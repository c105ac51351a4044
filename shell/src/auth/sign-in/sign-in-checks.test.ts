import type { TFunction } from 'i18next';
import { apiFieldErrors, emailProblem, missingFields } from './sign-in-checks';

// The key itself stands for the translated text (with its parameters when it has any).
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

describe('missingFields (docs/product.md §5)', () => {
  it('asks for an email, counting one of spaces as none, and for a password', () => {
    expect(missingFields({ email: '   ', password: '' }, t)).toEqual({ email: 'auth.validation.emailRequired', password: 'auth.validation.passwordRequired' });
  });

  it('takes a password as typed, spaces included', () => {
    expect(missingFields({ email: 'a@b.test', password: '  ' }, t)).toEqual({});
  });
});

describe('emailProblem', () => {
  it("says the contract's message in the visitor's language", async () => {
    await expect(emailProblem('not an email', t)).resolves.toBe('auth.validation.emailInvalid');
    await expect(emailProblem(`${'a'.repeat(250)}@b.test`, t)).resolves.toBe('auth.validation.emailTooLong {"max":"254"}');
  });

  it('has nothing to say of a good address, nor of an empty one (that is the required check)', async () => {
    await expect(emailProblem('sokha@angkor.test', t)).resolves.toBeNull();
    await expect(emailProblem(' ', t)).resolves.toBeNull();
  });
});

describe('apiFieldErrors', () => {
  it("puts the API's messages on the sign-in fields", () => {
    expect(apiFieldErrors({ email: 'Email is invalid' }, t)).toEqual({ errors: { email: 'auth.validation.emailInvalid' }, allShown: true });
  });

  it('says when a message is on another field, so the page shows the overall message too', () => {
    expect(apiFieldErrors({ email: 'Email is invalid', clientId: 'Required' }, t)).toEqual({ errors: { email: 'auth.validation.emailInvalid' }, allShown: false });
    expect(apiFieldErrors(undefined, t)).toEqual({ errors: {}, allShown: false });
  });
});
