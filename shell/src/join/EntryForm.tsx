import type { FormEvent, Ref } from 'react';
import type { Language } from '@teamwear/shared/i18n';
import type { EntryField, EntryValues, FieldProblem } from './entry-form';
import { problemText } from './failure-text';
import type { Failure, JoinView } from './join-api';
import { FailureAlert } from './parts/FailureAlert';
import { describedBy, Field } from './parts/Field';
import { SizeField } from './parts/SizeField';
import type { Translate } from './strings';

/** The player's entry: their name, their number when printed, a size per piece, and an e-mail for the link. */
export function EntryForm({
  view,
  editing,
  canCancel,
  values,
  problems,
  failure,
  sending,
  alertRef,
  onType,
  onSubmit,
  onPickNumber,
  onCancel,
  language,
  t,
}: {
  view: JoinView;
  /** On a private link: the player changes the entry they sent. */
  editing: boolean;
  /** There is a sent entry to go back to. */
  canCancel: boolean;
  values: EntryValues;
  problems: Partial<Record<EntryField, FieldProblem>>;
  failure: Failure | null;
  sending: boolean;
  alertRef: Ref<HTMLDivElement>;
  onType: (field: EntryField, value: string) => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  onPickNumber: (number: number) => void;
  onCancel: () => void;
  language: Language;
  t: Translate;
}) {
  const set = (field: EntryField) => (event: { target: { value: string } }) => onType(field, event.target.value);
  // After NUMBER_TAKEN the alert says it, with the free numbers: the field does not say it twice.
  const taken = failure?.kind === 'number-taken';
  const { min, max } = view.numberRange;
  return (
    <form className="join-card" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="join-form-heading" data-testid="join-form">
      <h2 id="join-form-heading">{editing ? t('form.headingEdit') : t('form.heading')}</h2>
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
      {view.pieces.map((piece) => {
        const field = piece === 'main' ? 'size' : 'shortsSize';
        return (
          <SizeField
            key={piece}
            piece={piece}
            view={view}
            value={values[field]}
            problem={problems[field]}
            onChange={(value) => onType(field, value)}
            language={language}
            t={t}
          />
        );
      })}
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
      {failure ? <FailureAlert failure={failure} alertRef={alertRef} onPickNumber={onPickNumber} t={t} /> : null}
      <div className="join-actions">
        <button type="submit" className="join-primary" disabled={sending} data-testid="join-send">
          {sending ? t('form.sending') : editing ? t('form.save') : t('form.send')}
        </button>
        {canCancel ? (
          <button type="button" className="join-secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
