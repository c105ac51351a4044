import type { CSSProperties, ReactNode } from 'react';
import type { Language } from '@teamwear/shared/i18n';
import { brandColours } from '../brand-colours';
import type { Shop } from '../join-api';
import type { Translate } from '../strings';
import { LanguageSwitch } from './LanguageSwitch';

/** Every state of the page in the shop's colours, under its name and the language switch. */
export function PageFrame({
  shop,
  language,
  onLanguage,
  t,
  children,
}: {
  /** null while loading, on a failure, or when the shop cannot say. */
  shop: Shop | null;
  language: Language;
  onLanguage: (language: Language) => void;
  t: Translate;
  children: ReactNode;
}) {
  const brand = brandColours(shop?.color ?? null);
  const style = {
    '--join-brand': brand.background,
    '--join-on-brand': brand.text,
  } as CSSProperties;
  return (
    <div className="join-page" style={style}>
      <header className="join-header" style={style}>
        <span className="join-shop" data-testid="join-shop">
          {shop?.name ?? ''}
        </span>
        <LanguageSwitch language={language} onChange={onLanguage} t={t} />
      </header>
      <main className="join-main">{children}</main>
    </div>
  );
}
