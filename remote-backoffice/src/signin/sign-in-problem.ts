import type { ApiErrorBody } from '@teamwear/shared/api';

/** A refused sign-in step as the page says it: a key of the strings, or the API's own words. */
export type SignInProblem = { key: string } | { text: string };

/**
 * What a failed step says (docs/product.md §8): a wrong e-mail or password and a locked account read
 * the same (the API does not tell them apart: an unlock link is mailed), a customer's account is
 * told this page is the shop team's, a code that does not match says so; anything else unknown is
 * "Something went wrong!" rather than a code.
 */
export function signInProblem(error: ApiErrorBody, status: number, step: 'password' | 'code' | 'terms'): SignInProblem {
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { key: step === 'code' ? 'auth.messages.otpInvalid' : 'auth.messages.invalidCredentials' };
    case 'INVALID_TOKEN':
      return { key: step === 'code' ? 'auth.messages.otpInvalid' : 'auth.messages.stepExpired' };
    case 'FORBIDDEN':
    case 'NOT_STAFF':
      return { key: 'signIn.notStaff' };
    case 'RATE_LIMITED':
      return { key: 'auth.messages.tooManyAttempts' };
    case 'SERVICE_UNAVAILABLE':
    case 'NETWORK':
    case 'INTERNAL':
    case 'BAD_ANSWER':
    case 'BAD_RESPONSE':
      return { key: 'auth.messages.somethingWentWrong' };
    default:
      if (status === 429) return { key: 'auth.messages.tooManyAttempts' };
      if (status === 0 || status >= 500) return { key: 'auth.messages.somethingWentWrong' };
      return error.message ? { text: error.message } : { key: 'auth.messages.somethingWentWrong' };
  }
}
