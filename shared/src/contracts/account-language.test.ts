import { LANGUAGES } from '../i18n/language';
import { ACCOUNT_LANGUAGES } from './account';

describe('an account’s language', () => {
  it('is one of the languages the pages speak, each of them', () => {
    expect([...ACCOUNT_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});
