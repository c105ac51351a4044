import { initI18nIn, showLanguage } from './i18n';
import { remoteStrings } from './remote-strings';

describe('remoteStrings', () => {
  const strings = remoteStrings('sample', {
    en: async () => ({ sample: { hello: 'Hello {{name}}' } }),
    kh: async () => ({ sample: { hello: 'សួស្តី {{name}}' } }),
  });

  beforeAll(async () => {
    await initI18nIn('en');
    await strings.loadStrings();
  });

  it("translates the remote's keys, and the shell's from its namespace", () => {
    expect(strings.translate('sample.hello', { name: 'Dara' })).toBe('Hello Dara');
    expect(strings.translate('common.goHome')).toBe('Go to home');
  });

  it("loads the remote's strings in a language shown later", async () => {
    await showLanguage('kh');
    expect(strings.translate('sample.hello', { name: 'Dara' })).toBe('សួស្តី Dara');
    await showLanguage('en');
  });
});
