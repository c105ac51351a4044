import { en as accountEn } from '../../../../remote-account/src/strings/en';
import { kh as accountKh } from '../../../../remote-account/src/strings/kh';
import { shell as shellEn } from '../../../../shared/src/i18n/locales/en/shell';
import { shell as shellKh } from '../../../../shared/src/i18n/locales/kh/shell';
import { PAGE_TITLES } from './PageTitleWhileLoading';

// The frame shows the side menu's words as the title of a page whose code is loading; the page
// then draws its own title in their place: the two must be the same words in every language.
const PAGE_TITLE_KEYS: Record<string, keyof typeof accountEn.account> = {
  '/me/dashboard': 'dashboardTitle',
  '/me/players': 'playersTitle',
};

describe('the title a /me page shows while its code loads', () => {
  it('is named for every page the frame draws it on', () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual(Object.keys(PAGE_TITLE_KEYS).sort());
  });

  it.each(Object.entries(PAGE_TITLES))('%s: the menu says what the page says, in English and Khmer', (path, navKey) => {
    const [, key] = navKey.split('.') as [string, keyof typeof shellEn.nav];
    const accountKey = PAGE_TITLE_KEYS[path]!;
    expect(shellEn.nav[key]).toBe(accountEn.account[accountKey]);
    expect(shellKh.nav[key]).toBe(accountKh.account[accountKey]);
  });
});
