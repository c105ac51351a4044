import type { Language } from '@teamwear/shared/i18n';
import type { Translate } from '../strings';

/** Each language named in itself, so a player finds their own whichever is shown. */
export function LanguageSwitch({ language, onChange, t }: { language: Language; onChange: (language: Language) => void; t: Translate }) {
  const names: Record<Language, string> = { en: 'English', kh: 'ខ្មែរ' };
  return (
    <div className="join-languages" role="group" aria-label={t('page.language')}>
      {(['en', 'kh'] as const).map((each) => (
        <button
          key={each}
          type="button"
          lang={each === 'kh' ? 'km' : 'en'}
          aria-pressed={language === each}
          onClick={() => onChange(each)}
          data-testid={`join-language-${each}`}
        >
          {names[each]}
        </button>
      ))}
    </div>
  );
}
