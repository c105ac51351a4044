import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { useState } from 'react';
import type { Catalogue, CatalogueGarment, Measure, SizeGuidePiece } from '@teamwear/shared/contracts';
import { measuresOf } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { showToast } from '@teamwear/shared/ui';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { saveSizeGuide } from '../api/catalogue-api';
import { cellOfRefusal, guideChanged, guideDraftsOf, readGuide, type GuideDrafts, type SizeDraft } from './size-guide-form';

const cellKey = (piece: SizeGuidePiece, size: string, field: string) => `${piece}.${size}.${field}`;

/**
 * A garment's sizes and measurements (its size guide): for each piece (the garment, and the kit's
 * shorts) the shop's sizes it is made in, and each size's measurements in cm, which customers see
 * in the checkout's size guide. Folded by default: eight garments' tables would bury the prices.
 */
export function SizeGuideCard({ garment, catalogue, onSaved }: { garment: CatalogueGarment; catalogue: Catalogue; onSaved: (catalogue: Catalogue) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [drafts, setDrafts] = useState<GuideDrafts>(() => guideDraftsOf(garment, catalogue.sizes));
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const read = readGuide(garment.productType, drafts);
  const changed = guideChanged(read, garment);
  const name = t(`products.${SLUG_BY_PRODUCT_TYPE[garment.productType]}`);
  const testId = `sizes-${garment.productType}`;
  const offeredCount = garment.sizeGuide.main.length;

  const problemOf = (piece: SizeGuidePiece, size: string, field: Measure | 'offered'): string | undefined => {
    const own = refused[cellKey(piece, size, field)];
    if (own) return own;
    const found = read.problems.find((problem) => problem.piece === piece && problem.size === size && problem.field === field);
    return found ? t(`catalogue.sizes.problems.${found.problem}`) : undefined;
  };

  const edit = (piece: SizeGuidePiece, size: string, change: Partial<SizeDraft>) => {
    setDrafts({ ...drafts, [piece]: drafts[piece]?.map((draft) => (draft.size === size ? { ...draft, ...change } : draft)) });
    setRefused({});
  };

  const onSave = async () => {
    if (!read.request) return;
    setSaving(true);
    const result = await saveSizeGuide({ productType: garment.productType, ...read.request });
    setSaving(false);
    if (result.ok) {
      const { main, shorts, measured } = result.data.data;
      const next = { ...garment, sizeGuide: { main, shorts, measured } };
      onSaved({ ...catalogue, garments: catalogue.garments.map((each) => (each.productType === garment.productType ? next : each)) });
      setDrafts(guideDraftsOf(next, catalogue.sizes));
      showToast({ severity: 'success', summary: t('catalogue.sizes.saved') });
      return;
    }
    if (result.status === 400 && result.error.fields) {
      const byCell: Record<string, string> = {};
      for (const [field, message] of Object.entries(result.error.fields)) {
        const cell = cellOfRefusal(field, read.request);
        if (cell) byCell[cellKey(cell.piece, cell.size, cell.field)] = message;
      }
      if (Object.keys(byCell).length) {
        setRefused(byCell);
        return;
      }
    }
    showToast({
      severity: 'error',
      summary: result.status === 0 ? t('settings.offline') : result.status === 400 ? result.error.message : t('settings.saveFailed'),
    });
  };

  const pieceTable = (piece: SizeGuidePiece, rows: SizeDraft[]) => {
    const measures = measuresOf(garment.productType, piece);
    const pieceName = piece === 'shorts' ? t('catalogue.sizes.shorts') : name;
    const whole = problemOf(piece, '', 'offered');
    return (
      <div key={piece} style={{ overflowX: 'auto', marginTop: token.marginSM }}>
        <table style={{ borderCollapse: 'collapse', minWidth: 360 }} data-testid={`${testId}-${piece}`}>
          <caption style={{ textAlign: 'start', paddingBottom: 4 }}>
            <Text strong>{t('catalogue.sizes.caption', { piece: pieceName })}</Text>
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
                {t('catalogue.sizes.size')}
              </th>
              {measures.map((measure) => (
                <th key={measure} scope="col" style={{ textAlign: 'start', padding: 4 }}>
                  {t(`catalogue.sizes.measures.${measure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size} data-testid={`${testId}-${piece}-${row.size}`}>
                <th scope="row" style={{ textAlign: 'start', padding: 4, fontWeight: 400, whiteSpace: 'nowrap' }}>
                  <label>
                    <input
                      type="checkbox"
                      checked={row.offered}
                      onChange={(event) => edit(piece, row.size, { offered: event.target.checked })}
                      aria-label={t('catalogue.sizes.offer', { piece: pieceName, size: row.size })}
                      data-testid={`${testId}-${piece}-${row.size}-offered`}
                      style={{ marginInlineEnd: 6 }}
                    />
                    {row.size}
                  </label>
                  {problemOf(piece, row.size, 'offered') && (
                    <Text tone="danger" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                      {problemOf(piece, row.size, 'offered')}
                    </Text>
                  )}
                </th>
                {measures.map((measure) => {
                  const problem = problemOf(piece, row.size, measure);
                  const inputId = `${testId}-${piece}-${row.size}-${measure}`;
                  return (
                    <td key={measure} style={{ padding: 4, verticalAlign: 'top' }}>
                      <Input
                        id={inputId}
                        inputMode="decimal"
                        // A disabled field's suffix is drawn too faint to read: a size not made has no unit to show.
                        suffix={row.offered ? <span aria-hidden="true">cm</span> : <span />}
                        value={row.cm[measure] ?? ''}
                        disabled={!row.offered}
                        status={problem ? 'error' : undefined}
                        aria-invalid={problem ? true : undefined}
                        aria-label={t('catalogue.sizes.measureOf', { piece: pieceName, size: row.size, measure: t(`catalogue.sizes.measures.${measure}`) })}
                        aria-describedby={problem ? `${inputId}-problem` : undefined}
                        onChange={(event) => edit(piece, row.size, { cm: { ...row.cm, [measure]: event.target.value } })}
                        style={{ width: 96 }}
                        data-testid={inputId}
                      />
                      {problem && (
                        <Text tone="danger" id={`${inputId}-problem`} style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2, maxWidth: 140 }}>
                          {problem}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {whole && (
          <Text tone="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
            {whole}
          </Text>
        )}
      </div>
    );
  };

  return (
    <SurfaceCard testId={testId}>
      <details>
        <summary style={{ cursor: 'pointer' }}>
          <Heading level={2} style={{ fontSize: 18, margin: 0, display: 'inline' }}>
            {t('catalogue.sizes.title', { garment: name })}
          </Heading>{' '}
          <Text tone="secondary" data-testid={`${testId}-summary`}>
            {garment.sizeGuide.measured ? t('catalogue.sizes.measured', { count: offeredCount }) : t('catalogue.sizes.notMeasured')}
          </Text>
        </summary>
        <Text tone="secondary" style={{ display: 'block', marginTop: token.marginXS }}>
          {t('catalogue.sizes.detail')}
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {drafts.main && pieceTable('main', drafts.main)}
          {drafts.shorts && pieceTable('shorts', drafts.shorts)}
          <Flex gap={8} wrap style={{ marginTop: token.marginSM }}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!changed || !read.request} data-testid={`${testId}-save`}>
              {t('catalogue.save')}
            </Button>
            <Button
              disabled={saving}
              onClick={() => {
                setDrafts(guideDraftsOf(garment, catalogue.sizes));
                setRefused({});
              }}
            >
              {t('catalogue.undo')}
            </Button>
          </Flex>
        </form>
      </details>
    </SurfaceCard>
  );
}
