import { changeLanguage, isLanguage, LANGUAGES, useTranslation } from '@teamwear/shared/i18n';

/** docs/product.md §2: a dropdown of kh and en; the choice is kept under `lang`. The browser's
 *  own select: keyboard, screen readers and phones' pickers work as users expect, and it
 *  costs the first load nothing. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="tw-select"
      aria-label={t('language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      data-testid="language-select"
    >
      {[...LANGUAGES].reverse().map((lang) => (
        <option key={lang} value={lang}>
          {t(`language.${lang}`)}
        </option>
      ))}
    </select>
  );
}
