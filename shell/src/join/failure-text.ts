import type { FieldProblem } from './entry-form';
import type { Failure } from './join-api';
import type { Translate } from './strings';

/** A failure of loading or sending, in the page's words. */
export function failureText(failure: Failure, t: Translate): string {
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

/** A field's problem in the page's words, or the API's own message for it. */
export const problemText = (problem: FieldProblem, t: Translate) => ('text' in problem ? problem.text : t(problem.key, problem.values));

/** Only a failure that may pass by itself is worth trying again; the others need the manager. */
export const retryable = (failure: Failure) => failure.kind === 'network' || failure.kind === 'rate-limited';
