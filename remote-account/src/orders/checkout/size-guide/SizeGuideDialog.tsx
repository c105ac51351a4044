import Modal from 'antd/es/modal';
import type { GarmentSizeGuide, Measure, SizeGuideRow } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../../strings';
import { Paragraph, Text } from '@teamwear/shared/ui/kit/themed';

/** The measurements a piece's rows give: a column no size has is not shown. */
function measuredColumns(rows: readonly SizeGuideRow[]): Measure[] {
  const order: readonly Measure[] = ['chest', 'waist', 'hip', 'length', 'sleeve'];
  return order.filter((measure) => rows.some((row) => row.cm[measure] !== undefined));
}

/**
 * The garment's size guide: for each piece (the garment, and a kit's shorts), the sizes it is made
 * in and what each measures in cm, laid flat. A shop that has given no measurements still says
 * which sizes there are.
 */
export default function SizeGuideDialog({ guide, onClose }: { guide: GarmentSizeGuide; onClose: () => void }) {
  const { t } = useTranslation();
  const garment = t(`products.${SLUG_BY_PRODUCT_TYPE[guide.productType]}`);
  const pieces: { id: 'main' | 'shorts'; name: string; rows: SizeGuideRow[] }[] = [
    { id: 'main', name: guide.shorts ? t('checkout.sizeGuide.shirt') : garment, rows: guide.main },
    ...(guide.shorts ? [{ id: 'shorts' as const, name: t('checkout.sizeGuide.shorts'), rows: guide.shorts }] : []),
  ];
  return (
    <Modal open title={t('checkout.sizeGuide.title', { garment })} onCancel={onClose} footer={null} width={640} data-testid="size-guide">
      <Paragraph tone="secondary">{t('checkout.sizeGuide.howTo')}</Paragraph>
      {pieces.map((piece) => {
        const columns = measuredColumns(piece.rows);
        return (
          <div key={piece.id} style={{ overflowX: 'auto', marginBottom: 16 }}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid={`size-guide-${piece.id}`}>
              <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{t('checkout.sizeGuide.caption', { piece: piece.name })}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start', padding: '4px 8px', borderBottom: '1px solid currentColor' }}>
                    {t('checkout.columns.size')}
                  </th>
                  {columns.map((measure) => (
                    <th key={measure} scope="col" style={{ textAlign: 'end', padding: '4px 8px', borderBottom: '1px solid currentColor' }}>
                      {t(`checkout.sizeGuide.measures.${measure}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {piece.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row" style={{ textAlign: 'start', padding: '4px 8px' }}>
                      {row.size}
                    </th>
                    {columns.map((measure) => {
                      const cm = row.cm[measure];
                      return (
                        <td key={measure} style={{ textAlign: 'end', padding: '4px 8px', fontVariantNumeric: 'tabular-nums' }}>
                          {cm === undefined ? '–' : t('checkout.sizeGuide.cm', { value: formatNumber(cm) })}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {columns.length === 0 ? <Text tone="secondary">{t('checkout.sizeGuide.notMeasured')}</Text> : null}
          </div>
        );
      })}
    </Modal>
  );
}
