import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings, translate } from '../../strings';
import type { ApiResult } from '@teamwear/shared/api';
import { passwordChangeOutcome, passwordMessage, type Message } from './password-change';

const failure = (status: number, code: string, message: string, fields?: Record<string, string>): ApiResult<unknown> => ({
  ok: false,
  status,
  error: { code, message, ...(fields ? { fields } : {}) },
});
const words = (message: Message | string) => (typeof message === 'string' ? message : translate(message.key, message.values));

beforeAll(async () => {
  await initI18n();
  await loadStrings();
});
afterAll(() => changeLanguage('en'));

describe('passwordChangeOutcome', () => {
  it('a 200 is a changed password', () => {
    expect(passwordChangeOutcome({ ok: true, status: 200, data: { message: 'Your password has been changed' } })).toEqual({ kind: 'changed' });
  });

  it('puts a wrong current password on its field, in the page’s language', async () => {
    const outcome = passwordChangeOutcome(failure(400, 'VALIDATION_FAILED', 'Validation failed', { currentPassword: 'The current password is incorrect' }));
    expect(outcome.kind).toBe('fields');
    const field = outcome.kind === 'fields' ? outcome.fields[0] : undefined;
    expect(field?.name).toBe('currentPassword');
    await changeLanguage('en');
    expect(words(field!.message)).toBe('The current password is incorrect');
    await changeLanguage('kh');
    expect(words(field!.message)).toBe('ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ');
  });

  it('translates what the password policy and the contract say about a new password', async () => {
    await changeLanguage('en');
    expect(words(passwordMessage('This password is too common: choose another'))).toBe('This password is too common: choose another');
    expect(words(passwordMessage('Password must be at least 12 characters'))).toBe('Password must be at least 12 characters');
    expect(words(passwordMessage('The password confirmation is incorrect'))).toBe('The password confirmation is incorrect');
    await changeLanguage('kh');
    expect(words(passwordMessage('The password must not be your email address'))).toMatch(/[\u1780-\u17ff]/);
  });

  it('keeps a message it does not know, and says too many attempts for a rate limit', async () => {
    await changeLanguage('en');
    const unknown = passwordChangeOutcome(failure(400, 'VALIDATION_FAILED', 'Something new the API says'));
    expect(unknown).toEqual({ kind: 'failed', message: 'Something new the API says' });
    const limited = passwordChangeOutcome(failure(429, 'RATE_LIMITED', 'Too many requests'));
    expect(limited.kind === 'failed' ? words(limited.message) : '').toBe('Too many attempts. Please wait a moment and try again.');
    // A field the form does not have is not lost: it becomes the form's message.
    const elsewhere = passwordChangeOutcome(failure(400, 'VALIDATION_FAILED', 'Validation failed', { body: 'Bad body' }));
    expect(elsewhere).toEqual({ kind: 'failed', message: 'Bad body' });
  });
});
