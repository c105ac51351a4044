import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '@teamwear/shared/i18n';

/** PRODUCT_SPEC §2: a dropdown of kh and en; the choice is kept under `lang`. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(value) => void changeLanguage(value)}
      options={[...LANGUAGES].reverse().map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      style={{ width: 104 }}
      data-testid="language-select"
      popupMatchSelectWidth={false}
    />
  );
}
