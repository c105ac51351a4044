import type { OwnEntry } from '@teamwear/shared/contracts';
import type { JoinView } from '../join-api';
import type { Translate } from '../strings';
import { EnteredList } from './EnteredList';

/** A closed collection takes no entry, but a player on their private link still sees what they sent. */
export function ClosedNotice({ entry, view, t }: { entry: OwnEntry | null; view: JoinView; t: Translate }) {
  return (
    <>
      <section className="join-card" role="status" data-testid="join-closed">
        <h2>{t('closed.heading')}</h2>
        <p>{t('closed.body')}</p>
      </section>
      {entry ? (
        <section className="join-card">
          <h2>{t('done.entered')}</h2>
          <EnteredList entry={entry} view={view} t={t} />
        </section>
      ) : null}
    </>
  );
}
