import type { TFunction } from 'i18next';
import type { ApiErrorBody } from '@teamwear/shared/api';

/**
 * The API and the zod contracts speak English (docs/product.md §5 wording). The pages show the
 * same message in the visitor's language when it is one we know, and the API's own words
 * otherwise, so a failure is never blank.
 */
const KNOWN: Record<string, string> = {
  'Email is required': 'auth.validation.emailRequired',
  'Email is invalid': 'auth.validation.emailInvalid',
  'Password is required': 'auth.validation.passwordRequired',
  'First name is required': 'auth.validation.firstNameRequired',
  'Last name is required': 'auth.validation.lastNameRequired',
  'Phone number is required': 'auth.validation.phoneRequired',
  'Phone number is invalid': 'auth.validation.phoneInvalid',
  'First name cannot contain control characters': 'auth.validation.firstNameControl',
  'Last name cannot contain control characters': 'auth.validation.lastNameControl',
  'Phone number cannot contain control characters': 'auth.validation.phoneControl',
  'Confirm password is required': 'auth.validation.confirmPasswordRequired',
  'The password confirmation is incorrect': 'auth.validation.passwordMismatch',
  'Please input your email': 'auth.validation.inputEmail',
  'The code is required': 'auth.validation.otpRequired',
  'The code must be 6 digits': 'auth.validation.otpFormat',
  'Invalid email or password': 'auth.messages.invalidCredentials',
  'Something went wrong!': 'auth.messages.somethingWentWrong',
  'Registration done: please go to sign in': 'auth.messages.registrationDone',
  'Password reset link sent': 'auth.messages.resetLinkSent',
};

const PATTERNS: { pattern: RegExp; key: string; param: 'min' | 'max' }[] = [
  { pattern: /^Password must be at least (\d+) characters$/, key: 'auth.validation.passwordTooShort', param: 'min' },
  { pattern: /^Password must be at most (\d+) characters$/, key: 'auth.validation.passwordTooLong', param: 'max' },
  { pattern: /^Email must be at most (\d+) characters$/, key: 'auth.validation.emailTooLong', param: 'max' },
  { pattern: /^First name must be at most (\d+) characters$/, key: 'auth.validation.firstNameTooLong', param: 'max' },
  { pattern: /^Last name must be at most (\d+) characters$/, key: 'auth.validation.lastNameTooLong', param: 'max' },
];

/** A message of the API or of a contract, in the visitor's language when we know it. */
export function translateMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  if (key) return t(key);
  for (const { pattern, key: patternKey, param } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, { [param]: match[1] });
  }
  return message || t('auth.messages.somethingWentWrong');
}

/** The message for a failed call: by its code where the code says it all, else its message. */
export function errorMessage(t: TFunction, error: ApiErrorBody): string {
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return t('auth.messages.invalidCredentials');
    case 'RATE_LIMITED':
      return t('auth.messages.tooManyAttempts');
    case 'NETWORK':
    case 'INTERNAL':
    case 'BAD_ANSWER':
      return t('auth.messages.somethingWentWrong');
    default:
      return translateMessage(t, error.message);
  }
}
