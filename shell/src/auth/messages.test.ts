import { changeLanguage, i18n, initI18n } from '@teamwear/shared/i18n';
import { UpdateAccountDetailsRequest } from '@teamwear/shared/contracts';
import { translateMessage } from './messages';

beforeAll(async () => {
  await initI18n();
});

describe('translateMessage', () => {
  it('says in English and Khmer that a name or phone cannot hold control characters, as the contracts word it', async () => {
    const parsed = UpdateAccountDetailsRequest.safeParse({ firstName: 'A\u001b[2K', lastName: 'B\u202e', phoneNumber: '012\u0007345678' });
    // The first message of each field, as the API answers them.
    const byField = new Map<string, string>();
    for (const issue of parsed.success ? [] : parsed.error.issues) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
    const messages = [...byField.values()];
    expect(messages).toHaveLength(3);
    await changeLanguage('en');
    for (const message of messages) expect(translateMessage(i18n.t, message)).toBe(message);
    await changeLanguage('kh');
    for (const message of messages) expect(translateMessage(i18n.t, message)).toMatch(/^[\u1780-\u17ff\s]+$/);
  });
});
