import { failureText, retryable } from '../failure-text';
import type { Load } from '../open-collection';
import type { Translate } from '../strings';

/** The page before its collection is there: loading, or why it cannot be shown. */
export function LoadStatus({ load, onRetry, t }: { load: Exclude<Load, { status: 'ready' }>; onRetry: () => void; t: Translate }) {
  return load.status === 'loading' ? (
    <p className="join-muted" role="status">
      {t('page.loading')}
    </p>
  ) : (
    <div className="join-card" role="alert" data-testid="join-failure">
      <h1>{load.noShop ? t('problems.noShop') : failureText(load.failure, t)}</h1>
      {retryable(load.failure) ? (
        <button type="button" className="join-primary" onClick={onRetry}>
          {t('problems.retry')}
        </button>
      ) : null}
    </div>
  );
}
