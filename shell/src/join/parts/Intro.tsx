import type { Language } from '@teamwear/shared/i18n';
import type { JoinView } from '../join-api';
import { shareMoney } from '../share-money';
import type { Translate } from '../strings';

/** The collection's title, its deadline in the shop's time, the manager's message if any, and the share each player pays. */
export function Intro({ view, deadline, language, t }: { view: JoinView; deadline: string; language: Language; t: Translate }) {
  return (
    <>
      <h1 data-testid="join-title">{view.title}</h1>
      <p className="join-deadline" data-testid="join-deadline">
        {t('page.deadline', { deadline })}
      </p>
      {view.message ? (
        <figure className="join-message">
          <figcaption>{t('page.message')}</figcaption>
          <blockquote>{view.message}</blockquote>
        </figure>
      ) : null}
      {view.shareCents ? (
        <p className="join-notice" data-testid="join-share-before">
          {t('share.before', { amount: shareMoney(view.shareCents, language) })}
        </p>
      ) : null}
    </>
  );
}
