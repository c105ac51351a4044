import type { GarmentSizeGuide, Measure, SizeGuideRow } from '@teamwear/shared/contracts';
import type { Translate } from './strings';

const MEASURE_ORDER: readonly Measure[] = ['chest', 'waist', 'hip', 'length', 'sleeve'];

/** The measurements a piece's rows give: a column no size has is not shown. */
function measuredColumns(rows: readonly SizeGuideRow[]): Measure[] {
  return MEASURE_ORDER.filter((measure) => rows.some((row) => row.cm[measure] !== undefined));
}

/** The sizes a piece is made in, by the shop's guide (the kit's shorts by their own rows). */
export function sizesOf(guide: GarmentSizeGuide, piece: 'main' | 'shorts'): string[] {
  return (piece === 'shorts' ? (guide.shorts ?? guide.main) : guide.main).map((row) => row.size);
}

/**
 * A piece's size guide, folded until asked for (as the account's checkout draws it): the sizes it is
 * made in and what each measures in cm, laid flat; a shop that gave no measurements still says
 * which sizes there are.
 */
export function SizeGuide({
  guide,
  piece,
  pieceName,
  t,
  locale,
}: {
  guide: GarmentSizeGuide;
  piece: 'main' | 'shorts';
  pieceName: string;
  t: Translate;
  locale: string;
}) {
  const rows = piece === 'shorts' ? (guide.shorts ?? guide.main) : guide.main;
  const columns = measuredColumns(rows);
  const cm = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <details className="join-guide" data-testid={`join-size-guide-${piece}`}>
      <summary>{t('guide.open', { piece: pieceName })}</summary>
      {columns.length === 0 ? <p className="join-muted">{t('guide.notMeasured')}</p> : <p className="join-muted">{t('guide.howTo')}</p>}
      <div className="join-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('guide.size')}</th>
              {columns.map((measure) => (
                <th key={measure} scope="col" className="join-number">
                  {t(`guide.measures.${measure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {columns.map((measure) => {
                  const value = row.cm[measure];
                  return (
                    <td key={measure} className="join-number">
                      {value === undefined ? '–' : `${cm.format(value)} cm`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
