import type { ApiResult } from '@teamwear/shared/api';

/**
 * PUT /api/oauth/password, read for the form: success, messages that belong on a field, or one
 * message for the whole form. The API speaks English (the contracts' and the password policy's
 * wording); each message it can give is shown in the page's language, and one we do not know
 * is shown as it came, never dropped.
 */
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** As the contracts' NewPassword (importing it would bring zod and every contract to the settings page;
 *  if they ever differ, the API's own message says so, translated below). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'fields'; fields: { name: PasswordField; message: Message | string }[] }
  | { kind: 'failed'; message: Message | string };

const KNOWN: Record<string, string> = {
  'The current password is incorrect': 'settings.currentPasswordWrong',
  'The password confirmation is incorrect': 'auth.validation.passwordMismatch',
  'Password is required': 'auth.validation.passwordRequired',
  'Confirm password is required': 'auth.validation.confirmPasswordRequired',
  'This password is too common: choose another': 'settings.passwordTooCommon',
  'This password is too easy to guess: choose another': 'settings.passwordTooEasy',
  'The password must not be your email address': 'settings.passwordIsEmail',
  'Something went wrong!': 'account.loadFailed',
};

/** A message of the API as an i18next key (with its values), or the message itself when unknown. */
export function passwordMessage(message: string): Message | string {
  const known = KNOWN[message];
  if (known) return { key: known };
  const short = /^Password must be at least (\d+) characters$/.exec(message);
  if (short) return { key: 'auth.validation.passwordTooShort', values: { min: Number(short[1]) } };
  const long = /^Password must be at most (\d+) characters$/.exec(message);
  if (long) return { key: 'auth.validation.passwordTooLong', values: { max: Number(long[1]) } };
  return message || { key: 'account.loadFailed' };
}

const isField = (name: string): name is PasswordField => (PASSWORD_FIELDS as readonly string[]).includes(name);

export function passwordChangeOutcome(result: ApiResult<unknown>): PasswordChangeOutcome {
  if (result.ok) return { kind: 'changed' };
  if (result.error.code === 'RATE_LIMITED') return { kind: 'failed', message: { key: 'auth.messages.tooManyAttempts' } };
  const entries = Object.entries(result.error.fields ?? {});
  const fields = entries.filter(([name]) => isField(name)).map(([name, message]) => ({ name: name as PasswordField, message: passwordMessage(message) }));
  if (fields.length) return { kind: 'fields', fields };
  // Messages about something the form has no field for are the form's message.
  const elsewhere = entries.map(([, message]) => message).join(' ');
  return { kind: 'failed', message: passwordMessage(elsewhere || result.error.message) };
}
