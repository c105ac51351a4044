import type { JoinView } from '../join-api';
import type { Translate } from '../strings';

/** The collection's title, its deadline in the shop's time, and the manager's message if any. */
export function Intro({ view, deadline, t }: { view: JoinView; deadline: string; t: Translate }) {
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
    </>
  );
}
