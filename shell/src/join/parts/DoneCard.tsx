import type { Ref } from 'react';
import type { OwnEntry } from '@teamwear/shared/contracts';
import type { JoinView } from '../join-api';
import type { Translate } from '../strings';
import { EnteredList } from './EnteredList';

/** After sending: what was sent, where the mail went, and the way back to the form. */
export function DoneCard({
  entry,
  view,
  changed,
  headingRef,
  onChange,
  t,
}: {
  entry: OwnEntry;
  view: JoinView;
  /** The entry was changed (not sent for the first time). */
  changed: boolean;
  /** Focused when the card opens, so a screen reader says it. */
  headingRef: Ref<HTMLHeadingElement>;
  onChange: () => void;
  t: Translate;
}) {
  return (
    <section className="join-card join-done" aria-labelledby="join-done-heading" data-testid="join-done">
      <h1 id="join-done-heading" ref={headingRef} tabIndex={-1}>
        {changed ? t('done.headingChanged') : t('done.heading')}
      </h1>
      <p className="join-muted">{view.title}</p>
      <h2>{t('done.entered')}</h2>
      <EnteredList entry={entry} view={view} t={t} />
      {entry.email ? <p className="join-muted">{t('done.mailed', { email: entry.email })}</p> : null}
      <button type="button" className="join-primary" onClick={onChange} data-testid="join-change">
        {t('done.change')}
      </button>
    </section>
  );
}
