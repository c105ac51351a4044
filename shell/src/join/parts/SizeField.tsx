import type { Language } from '@teamwear/shared/i18n';
import { localeOf } from '../deadline';
import type { FieldProblem } from '../entry-form';
import { problemText } from '../failure-text';
import type { JoinView } from '../join-api';
import { SizeGuide, sizesOf } from '../SizeGuide';
import type { Translate } from '../strings';
import { describedBy, Field } from './Field';

/** A piece's size, chosen from the shop's sizes, with the size guide to choose by. */
export function SizeField({
  piece,
  view,
  value,
  problem,
  onChange,
  language,
  t,
}: {
  piece: 'main' | 'shorts';
  view: JoinView;
  value: string;
  problem: FieldProblem | undefined;
  onChange: (value: string) => void;
  language: Language;
  t: Translate;
}) {
  const id = `join-${piece === 'main' ? 'size' : 'shortsSize'}`;
  const hasShorts = view.pieces.includes('shorts');
  const pieceName = piece === 'shorts' ? t('guide.shorts') : hasShorts ? t('guide.shirt') : t('guide.garment');
  return (
    <div>
      <Field id={id} label={piece === 'shorts' ? t('form.shortsSize') : hasShorts ? t('form.shirtSize') : t('form.size')} problem={problem && problemText(problem, t)}>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
}
