import type { OwnEntry } from '@teamwear/shared/contracts';
import type { JoinView } from '../join-api';
import type { Translate } from '../strings';

/** What the player sent, by the same names the form asks them with. */
export function EnteredList({ entry, view, t }: { entry: OwnEntry; view: JoinView; t: Translate }) {
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
