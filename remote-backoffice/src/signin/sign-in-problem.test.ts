import { signInProblem } from './sign-in-problem';

describe("what the back office's sign-in says when a step is refused", () => {
  it('reads a wrong password and a locked account the same, and a wrong code as such', () => {
    expect(signInProblem({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }, 401, 'password')).toEqual({ key: 'auth.messages.invalidCredentials' });
    expect(signInProblem({ code: 'INVALID_CREDENTIALS', message: 'x' }, 401, 'code')).toEqual({ key: 'auth.messages.otpInvalid' });
  });
  it("tells a customer's account that this is the shop team's page", () => {
    expect(signInProblem({ code: 'FORBIDDEN', message: 'This account may not use this client' }, 403, 'password')).toEqual({ key: 'signIn.notStaff' });
  });
  it('never shows a bare code for a failure it does not know', () => {
    expect(signInProblem({ code: 'HTTP_502', message: '' }, 502, 'password')).toEqual({ key: 'auth.messages.somethingWentWrong' });
    expect(signInProblem({ code: 'HTTP_429', message: '' }, 429, 'password')).toEqual({ key: 'auth.messages.tooManyAttempts' });
    expect(signInProblem({ code: 'VALIDATION_FAILED', message: 'Email is invalid' }, 400, 'password')).toEqual({ text: 'Email is invalid' });
  });
});
