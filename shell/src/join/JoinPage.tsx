import { useEffect } from 'react';
import type { Language } from '@teamwear/shared/i18n';
import { deadlineText } from './deadline';
import type { EntryLink } from './entry-link';
import { EntryForm } from './EntryForm';
import { ClosedNotice } from './parts/ClosedNotice';
import { DesignViews } from './parts/DesignViews';
import { DoneCard } from './parts/DoneCard';
import { Intro } from './parts/Intro';
import { LoadStatus } from './parts/LoadStatus';
import { PageFrame } from './parts/PageFrame';
import { PrivateLink } from './parts/PrivateLink';
import { ShareCard } from './parts/ShareCard';
import { useJoinPage } from './use-join-page';
import { useLanguage } from './use-language';

/**
 * The players' page (issue 37, docs/product.md §10): the team's design with the player's own name
 * and number drawn on it as they type, the deadline in the shop's time, the size guide, and a short
 * form; afterwards what they sent and their private link to change it until the deadline. Public:
 * nothing of the manager's nor of other players is shown, and every failure keeps what was typed.
 */
export function JoinPage({ code, initialLink, initialLanguage }: { code: string; initialLink: EntryLink | null; initialLanguage: Language }) {
  const { language, t, changeLanguage } = useLanguage(initialLanguage);
  const page = useJoinPage(code, initialLink, language);
  const { load, link, linkBroken, entry, mode, justSent, values } = page.state;

  const ready = load.status === 'ready' ? load : null;
  useEffect(() => {
    globalThis.document.title = ready ? [t('page.title', { title: ready.view.title }), ready.shop?.name].filter(Boolean).join(' · ') : t('page.loading');
  }, [ready, t]);

  const frame = { shop: ready?.shop ?? null, language, onLanguage: changeLanguage, t };
  if (load.status !== 'ready')
    return (
      <PageFrame {...frame}>
        <LoadStatus load={load} onRetry={page.retry} t={t} />
      </PageFrame>
    );

  const { view } = load;
  const deadline = deadlineText(view.deadline, language);
  const player = {
    name: view.printNames ? values.name : null,
    number: view.printNumbers ? values.number : null,
  };
  const design = <DesignViews view={view} player={player} patternBase={load.patternBase} t={t} />;

  if (!view.open)
    return (
      <PageFrame {...frame}>
        <Intro view={view} deadline={deadline} language={language} t={t} />
        <ClosedNotice entry={entry} view={view} t={t} />
        {entry?.share ? <ShareCard share={entry.share} language={language} t={t} /> : null}
        {design}
      </PageFrame>
    );

  if (mode === 'done' && entry && link)
    return (
      <PageFrame {...frame}>
        <DoneCard entry={entry} view={view} changed={justSent === 'changed'} headingRef={page.doneRef} onChange={page.askChange} t={t} />
        {entry.share ? <ShareCard share={entry.share} language={language} t={t} /> : null}
        <PrivateLink code={code} link={link} deadline={deadline} t={t} />
        {design}
      </PageFrame>
    );

  return (
    <PageFrame {...frame}>
      <Intro view={view} deadline={deadline} language={language} t={t} />
      {linkBroken ? (
        <p className="join-notice" role="status">
          {t('problems.linkInvalid')}
        </p>
      ) : null}
      {/* On the private link the form opens to change the entry: the share is said above it. */}
      {entry?.share ? <ShareCard share={entry.share} language={language} t={t} /> : null}
      {design}
      <EntryForm
        view={view}
        editing={Boolean(link)}
        canCancel={Boolean(link && entry)}
        values={values}
        problems={page.state.problems}
        failure={page.state.failure}
        sending={page.state.sending}
        alertRef={page.alertRef}
        onType={page.type}
        onSubmit={page.submit}
        onPickNumber={page.pickNumber}
        onCancel={page.cancelChange}
        language={language}
        t={t}
      />
    </PageFrame>
  );
}
