import { changeLanguage, isLanguage, LANGUAGES } from '@teamwear/shared/i18n';
import { useTranslation } from '../strings';

/** The page's language, as the customer app's header offers it (the choice is kept under `lang`). */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('layout.language')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      style={{ padding: '4px 8px', borderRadius: 6, font: 'inherit', background: 'transparent', color: 'inherit' }}
      data-testid="backoffice-language"
    >
      {[...LANGUAGES].reverse().map((lang) => (
        <option key={lang} value={lang}>
          {t(`layout.languages.${lang}`)}
        </option>
      ))}
    </select>
  );
}
