/**
 * Server-side password checks beyond the contract's length rules (OWASP ASVS 5 V6.2): refuse the
 * most common passwords that are long enough to pass the length rule, and passwords that are the
 * email address or one repeated character.
 */
const COMMON = new Set(
  [
    '1234567890', '12345678910', '123456789a', '0123456789', '0987654321', '1111111111', '1234512345',
    '1q2w3e4r5t', '1qaz2wsx3edc', 'qwertyuiop', 'qwerty1234', 'qwerty12345', 'qwertyuiop1', 'asdfghjkl1',
    'asdfghjkl;', 'zxcvbnm123', 'password12', 'password123', 'password1234', 'password!1', 'passw0rd12',
    'p@ssw0rd12', 'p@ssword123', 'iloveyou12', 'iloveyou123', 'letmein123', 'welcome123', 'welcome1234',
    'changeme123', 'administrator', 'admin12345', 'admin123456', 'qwerty123456', 'abc1234567', 'abcd123456',
    'abcdefghij', 'football123', 'baseball123', 'sunshine123', 'princess123', 'dragon1234', 'monkey1234',
    'superman123', 'trustno1234', 'michael123', 'whatever123', 'starwars123', 'computer123', 'teamwear123',
    'password2024', 'password2025', 'password2026', 'summer2024!', 'summer2025!', 'winter2025!',
  ].map((p) => p.toLowerCase()),
);

/** The message for a refused password, or null when it may be used. */
export function passwordWeakness(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is too common: choose another';
  if (/^(.)\1*$/.test(password)) return 'This password is too easy to guess: choose another';
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 4 && lower === local)) return 'The password must not be your email address';
  }
  return null;
}
