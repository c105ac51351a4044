import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { OwnEntry } from '@teamwear/shared/contracts';
import { LANGUAGE_STORAGE_KEY, type Language } from '@teamwear/shared/i18n';
import { DesignPicture } from './DesignPicture';
import { deadlineText, localeOf } from './deadline';
import { apiFieldProblems, EMPTY_ENTRY, entryProblems, entryRequestOf, valuesOf, type EntryField, type EntryValues, type FieldProblem } from './entry-form';
import { joinApi, type Failure, type JoinView, type Shop } from './join-api';
import { SizeGuide, sizesOf } from './SizeGuide';
import { translatorOf, type Translate } from './strings';
import { brandColours } from './brand-colours';

/** The private link's entry, as the mail and the page after joining give it. */
export interface EntryLink {
  id: string;
  token: string;
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; failure: Failure; noShop: boolean }
  /** patternBase: where the design's pattern tiles are (the designer remote), null for a design without any. */
  | { status: 'ready'; view: JoinView; shop: Shop | null; patternBase: string | null };

/** The private link that changes one's own entry (the same address the API's mail gives). */
export const privateLinkOf = (code: string, link: EntryLink) =>
  `${globalThis.location.origin}/join/${encodeURIComponent(code)}?entry=${encodeURIComponent(link.id)}&token=${encodeURIComponent(link.token)}`;

interface Opened {
  load: Load;
  /** The player's own entry, opened by their private link. */
  entry?: OwnEntry;
  /** The private link's entry or token is not (or no longer) one. */
  linkBroken?: boolean;
}

/** The shop, the collection and, on a private link, the player's own entry. */
async function openCollection(code: string, link: EntryLink | null): Promise<Opened> {
  const [shop, view] = await Promise.all([joinApi.shop(), joinApi.view(code)]);
  if (!view.ok)
    return {
      load: {
        status: 'failed',
        failure: view.failure,
        noShop: !shop.ok && shop.failure.kind === 'not-found',
      },
    };
  const patterned = view.data.scenes && [view.data.scenes.front, view.data.scenes.back].some((scene) => scene.shapes.some((shape) => shape.pattern));
  const ready: Load = { status: 'ready', view: view.data, shop: shop.ok ? shop.data : null, patternBase: patterned ? await joinApi.designerBase() : null };
  if (!link) return { load: ready };
  const own = await joinApi.read(code, link.id, link.token);
  if (own.ok) return { load: ready, entry: own.data };
  if (own.failure.kind === 'not-found') return { load: ready, linkBroken: true };
  return { load: { status: 'failed', failure: own.failure, noShop: false } };
}

/** A failure of loading or sending, in the page's words. */
function failureText(failure: Failure, t: Translate): string {
  switch (failure.kind) {
    case 'network':
      return t('problems.network');
    case 'rate-limited':
      return failure.seconds ? t('problems.rateLimited', { seconds: failure.seconds }) : t('problems.rateLimitedSoon');
    case 'not-found':
      return t('problems.notFound');
    case 'closed':
      return t('problems.closed');
    case 'full':
      return t('problems.full');
    case 'invalid':
      return t('problems.check');
    case 'number-taken':
      return failure.freeNumbers.length ? t('problems.numberTaken', { number: failure.number }) : t('problems.numberTakenNoneFree', { number: failure.number });
    case 'unexpected':
      return t('problems.unexpected');
  }
}

const problemText = (problem: FieldProblem, t: Translate) => ('text' in problem ? problem.text : t(problem.key, problem.values));

function LanguageSwitch({ language, onChange, t }: { language: Language; onChange: (language: Language) => void; t: Translate }) {
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

/** A labelled field with its hint and its problem, read with it. */
function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem?: string; children: ReactNode }) {
  return (
    <div className="join-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="join-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {problem ? (
        <p id={`${id}-problem`} className="join-problem" data-testid={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, problem: boolean) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;

function EnteredList({ entry, view, t }: { entry: OwnEntry; view: JoinView; t: Translate }) {
  const hasShorts = view.pieces.includes('shorts');
  return (
    <dl className="join-entered" data-testid="join-entered">
      <dt>{view.printNames ? t('form.name') : t('form.nameOnly')}</dt>
      <dd>{entry.name}</dd>
      {view.printNumbers ? (
        <>
          <dt>{t('form.number')}</dt>
          <dd>{entry.number ?? '–'}</dd>
        </>
      ) : null}
      {view.pieces.includes('main') ? (
        <>
          <dt>{hasShorts ? t('form.shirtSize') : t('form.size')}</dt>
          <dd>{entry.size ?? '–'}</dd>
        </>
      ) : null}
      {hasShorts ? (
        <>
          <dt>{t('form.shortsSize')}</dt>
          <dd>{entry.shortsSize ?? '–'}</dd>
        </>
      ) : null}
      {entry.email ? (
        <>
          <dt>{t('form.email')}</dt>
          <dd>{entry.email}</dd>
        </>
      ) : null}
    </dl>
  );
}

function PrivateLink({ code, link, deadline, t }: { code: string; link: EntryLink; deadline: string; t: Translate }) {
  const address = privateLinkOf(code, link);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await globalThis.navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an older browser, a refused permission): the address is there to select.
      (globalThis.document.getElementById('join-link') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section className="join-card" aria-labelledby="join-link-heading">
      <h2 id="join-link-heading">{t('done.linkHeading')}</h2>
      <p id="join-link-hint">{t('done.linkHint', { deadline })}</p>
      <input
        id="join-link"
        className="join-link"
        readOnly
        value={address}
        aria-labelledby="join-link-heading"
        aria-describedby="join-link-hint"
        data-testid="join-private-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        <button type="button" className="join-secondary" onClick={() => void copy()}>
          {copied ? t('done.copied') : t('done.copy')}
        </button>
      </p>
    </section>
  );
}

/**
 * The players' page (issue 37, docs/product.md §10): the team's design with the player's own name
 * and number drawn on it as they type, the deadline in the shop's time, the size guide, and a short
 * form; afterwards what they sent and their private link to change it until the deadline. Public:
 * nothing of the manager's nor of other players is shown, and every failure keeps what was typed.
 */
export function JoinPage({ code, initialLink, initialLanguage }: { code: string; initialLink: EntryLink | null; initialLanguage: Language }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const t = useMemo(() => translatorOf(language), [language]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [link, setLink] = useState<EntryLink | null>(initialLink);
  const [linkBroken, setLinkBroken] = useState(false);
  const [entry, setEntry] = useState<OwnEntry | null>(null);
  const [mode, setMode] = useState<'form' | 'done'>('form');
  const [justSent, setJustSent] = useState<'joined' | 'changed' | null>(null);
  const [values, setValues] = useState<EntryValues>(EMPTY_ENTRY);
  const [problems, setProblems] = useState<Partial<Record<EntryField, FieldProblem>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    try {
      globalThis.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage refused (a private window): the choice holds for this visit.
    }
  };
  useEffect(() => {
    globalThis.document.documentElement.lang = language === 'kh' ? 'km' : 'en';
  }, [language]);

  const apply = useCallback((opened: Opened) => {
    if (opened.entry) {
      setEntry(opened.entry);
      setValues(valuesOf(opened.entry));
    }
    if (opened.linkBroken) {
      setLink(null);
      setLinkBroken(true);
    }
    setLoad(opened.load);
  }, []);
  useEffect(() => {
    let current = true;
    void openCollection(code, initialLink).then((opened) => current && apply(opened));
    return () => {
      current = false;
    };
  }, [code, initialLink, apply]);
  const retry = () => {
    setLoad({ status: 'loading' });
    void openCollection(code, initialLink).then(apply);
  };

  const ready = load.status === 'ready' ? load : null;
  useEffect(() => {
    globalThis.document.title = ready ? [t('page.title', { title: ready.view.title }), ready.shop?.name].filter(Boolean).join(' · ') : t('page.loading');
  }, [ready, t]);
  useEffect(() => {
    if (mode === 'done') doneRef.current?.focus();
  }, [mode]);

  const brand = brandColours(ready?.shop?.color ?? null);
  const style = {
    '--join-brand': brand.background,
    '--join-on-brand': brand.text,
  } as CSSProperties;
  const header = (
    <header className="join-header" style={style}>
      <span className="join-shop" data-testid="join-shop">
        {ready?.shop?.name ?? ''}
      </span>
      <LanguageSwitch language={language} onChange={changeLanguage} t={t} />
    </header>
  );

  if (load.status !== 'ready') {
    return (
      <div className="join-page" style={style}>
        {header}
        <main className="join-main">
          {load.status === 'loading' ? (
            <p className="join-muted" role="status">
              {t('page.loading')}
            </p>
          ) : (
            <div className="join-card" role="alert" data-testid="join-failure">
              <h1>{load.noShop ? t('problems.noShop') : failureText(load.failure, t)}</h1>
              {load.failure.kind === 'network' || load.failure.kind === 'rate-limited' ? (
                <button type="button" className="join-primary" onClick={retry}>
                  {t('problems.retry')}
                </button>
              ) : null}
            </div>
          )}
        </main>
      </div>
    );
  }

  const { view } = load;
  const deadline = deadlineText(view.deadline, language);
  const hasShorts = view.pieces.includes('shorts');
  const player = {
    name: view.printNames ? values.name : null,
    number: view.printNumbers ? values.number : null,
  };
  const set = (field: EntryField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = entryProblems(values, view);
    setProblems(found);
    const first = (['name', 'number', 'size', 'shortsSize', 'email'] as const).find((field) => found[field]);
    if (first) {
      setFailure(null);
      globalThis.document.getElementById(`join-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    const request = entryRequestOf(values, view, language);
    const outcome = link ? await joinApi.change(code, link.id, link.token, request) : await joinApi.join(code, request);
    setSending(false);
    if (outcome.ok) {
      const saved = 'entry' in outcome.data ? outcome.data.entry : outcome.data;
      if ('token' in outcome.data) {
        const made = { id: outcome.data.entry.id, token: outcome.data.token };
        setLink(made);
        setLinkBroken(false);
        // The address is now the private link: a reload, or the phone's history, reopens the entry.
        globalThis.history.replaceState(null, '', privateLinkOf(code, made));
      }
      setJustSent(link ? 'changed' : 'joined');
      setEntry(saved);
      setValues(valuesOf(saved));
      setMode('done');
      return;
    }
    setFailure(outcome.failure);
    if (outcome.failure.kind === 'closed') setLoad({ ...load, view: { ...view, open: false } });
    if (outcome.failure.kind === 'invalid') setProblems(apiFieldProblems(outcome.failure.fields));
    if (outcome.failure.kind === 'number-taken')
      setProblems((current) => ({
        ...current,
        number: {
          key: 'problems.numberTaken',
          values: { number: request.number ?? '' },
        },
      }));
    globalThis.requestAnimationFrame(() => alertRef.current?.focus());
  };

  const pickNumber = (number: number) => {
    setValues((current) => ({ ...current, number: String(number) }));
    setProblems((current) => ({ ...current, number: undefined }));
    setFailure(null);
    globalThis.document.getElementById('join-number')?.focus();
  };

  const design = view.scenes ? (
    <section className="join-card" aria-labelledby="join-design-heading">
      <h2 id="join-design-heading">{t('page.design')}</h2>
      <div className="join-views">
        <figure>
          <DesignPicture scene={view.scenes.front} player={player} label={t('page.designFront')} patternBase={load.patternBase} />
          <figcaption>{t('page.front')}</figcaption>
        </figure>
        <figure data-testid="join-design-back">
          <DesignPicture scene={view.scenes.back} player={player} label={t('page.designBack')} patternBase={load.patternBase} />
          <figcaption>{t('page.back')}</figcaption>
        </figure>
      </div>
    </section>
  ) : (
    <p className="join-muted">{t('page.noDesign')}</p>
  );

  const intro = (
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

  if (!view.open) {
    return (
      <div className="join-page" style={style}>
        {header}
        <main className="join-main">
          {intro}
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
          {design}
        </main>
      </div>
    );
  }

  if (mode === 'done' && entry && link) {
    return (
      <div className="join-page" style={style}>
        {header}
        <main className="join-main">
          <section className="join-card join-done" aria-labelledby="join-done-heading" data-testid="join-done">
            <h1 id="join-done-heading" ref={doneRef} tabIndex={-1}>
              {justSent === 'changed' ? t('done.headingChanged') : t('done.heading')}
            </h1>
            <p className="join-muted">{view.title}</p>
            <h2>{t('done.entered')}</h2>
            <EnteredList entry={entry} view={view} t={t} />
            {entry.email ? <p className="join-muted">{t('done.mailed', { email: entry.email })}</p> : null}
            <button type="button" className="join-primary" onClick={() => setMode('form')} data-testid="join-change">
              {t('done.change')}
            </button>
          </section>
          <PrivateLink code={code} link={link} deadline={deadline} t={t} />
          {design}
        </main>
      </div>
    );
  }

  const sizeField = (piece: 'main' | 'shorts') => {
    const field = piece === 'main' ? 'size' : 'shortsSize';
    const id = `join-${field}`;
    const problem = problems[field];
    const pieceName = piece === 'shorts' ? t('guide.shorts') : hasShorts ? t('guide.shirt') : t('guide.garment');
    return (
      <div key={piece}>
        <Field
          id={id}
          label={piece === 'shorts' ? t('form.shortsSize') : hasShorts ? t('form.shirtSize') : t('form.size')}
          problem={problem && problemText(problem, t)}
        >
          <select
            id={id}
            value={values[field]}
            onChange={set(field)}
            aria-invalid={Boolean(problem)}
            aria-describedby={describedBy(id, false, Boolean(problem))}
            required
            data-testid={id}
          >
            <option value="">{t('form.chooseSize')}</option>
            {sizesOf(view.sizeGuide, piece).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
        <SizeGuide guide={view.sizeGuide} piece={piece} pieceName={pieceName} t={t} locale={localeOf(language)} />
      </div>
    );
  };

  const taken = failure?.kind === 'number-taken' ? failure : null;
  const { min, max } = view.numberRange;
  return (
    <div className="join-page" style={style}>
      {header}
      <main className="join-main">
        {intro}
        {linkBroken ? (
          <p className="join-notice" role="status">
            {t('problems.linkInvalid')}
          </p>
        ) : null}
        {design}
        <form className="join-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="join-form-heading" data-testid="join-form">
          <h2 id="join-form-heading">{link ? t('form.headingEdit') : t('form.heading')}</h2>
          <Field
            id="join-name"
            label={view.printNames ? t('form.name') : t('form.nameOnly')}
            hint={view.printNames ? t('form.nameHint') : undefined}
            problem={problems.name && problemText(problems.name, t)}
          >
            <input
              id="join-name"
              value={values.name}
              onChange={set('name')}
              autoComplete="name"
              maxLength={80}
              required
              aria-invalid={Boolean(problems.name)}
              aria-describedby={describedBy('join-name', view.printNames, Boolean(problems.name))}
              data-testid="join-name"
            />
          </Field>
          {view.printNumbers ? (
            <Field
              id="join-number"
              label={t('form.number')}
              hint={t('form.numberHint', { min, max })}
              problem={!taken && problems.number ? problemText(problems.number, t) : undefined}
            >
              <input
                id="join-number"
                value={values.number}
                onChange={set('number')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                required
                aria-invalid={Boolean(problems.number)}
                aria-describedby={describedBy('join-number', true, !taken && Boolean(problems.number))}
                data-testid="join-number"
              />
            </Field>
          ) : null}
          {view.pieces.map(sizeField)}
          <Field id="join-email" label={t('form.email')} hint={t('form.emailHint')} problem={problems.email && problemText(problems.email, t)}>
            <input
              id="join-email"
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              maxLength={254}
              aria-invalid={Boolean(problems.email)}
              aria-describedby={describedBy('join-email', true, Boolean(problems.email))}
              data-testid="join-email"
            />
          </Field>
          {failure ? (
            <div className="join-alert" role="alert" tabIndex={-1} ref={alertRef} data-testid="join-alert">
              <p>{failureText(failure, t)}</p>
              {taken && taken.freeNumbers.length ? (
                <p className="join-free-numbers" data-testid="join-free-numbers">
                  {taken.freeNumbers.map((number) => (
                    <button
                      key={number}
                      type="button"
                      className="join-secondary"
                      onClick={() => pickNumber(number)}
                      aria-label={t('problems.pickNumber', { number })}
                    >
                      {number}
                    </button>
                  ))}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="join-actions">
            <button type="submit" className="join-primary" disabled={sending} data-testid="join-send">
              {sending ? t('form.sending') : link ? t('form.save') : t('form.send')}
            </button>
            {link && entry ? (
              <button
                type="button"
                className="join-secondary"
                onClick={() => {
                  setValues(valuesOf(entry));
                  setProblems({});
                  setFailure(null);
                  setMode('done');
                }}
              >
                {t('form.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </main>
    </div>
  );
}
