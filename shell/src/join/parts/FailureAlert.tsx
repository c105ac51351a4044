import type { Ref } from 'react';
import { failureText } from '../failure-text';
import type { Failure } from '../join-api';
import type { Translate } from '../strings';

/** Why sending failed; after NUMBER_TAKEN, the free numbers to take with one tap. */
export function FailureAlert({
  failure,
  alertRef,
  onPickNumber,
  t,
}: {
  failure: Failure;
  /** Focused after a failed send, so a screen reader says it. */
  alertRef: Ref<HTMLDivElement>;
  onPickNumber: (number: number) => void;
  t: Translate;
}) {
  const taken = failure.kind === 'number-taken' ? failure : null;
  return (
    <div className="join-alert" role="alert" tabIndex={-1} ref={alertRef} data-testid="join-alert">
      <p>{failureText(failure, t)}</p>
      {taken && taken.freeNumbers.length ? (
        <p className="join-free-numbers" data-testid="join-free-numbers">
          {taken.freeNumbers.map((number) => (
            <button key={number} type="button" className="join-secondary" onClick={() => onPickNumber(number)} aria-label={t('problems.pickNumber', { number })}>
              {number}
            </button>
          ))}
        </p>
      ) : null}
    </div>
  );
}
