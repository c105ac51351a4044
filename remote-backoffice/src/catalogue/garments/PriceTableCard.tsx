import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { PRICE_TIERS_MAX, type Catalogue, type CatalogueGarment } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { formatMoney, formatNumber } from '@teamwear/shared/ui';
import { visuallyHidden } from '@teamwear/shared/ui/kit';
import { Heading, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { savePriceTiers } from '../api/catalogue-api';
import { cellOfField, nextTierDraft, PREVIEW_QUANTITIES, previewQuotes, readTable, tableChanged, tierDraftsOf, type TierDraft, type TierField } from './price-table-form';
import { takeSaveAnswer } from './save-answer';

const cellKey = (index: number, field: TierField) => `${index}.${field}`;

/**
 * A garment's price table: a row per tier (from how many pieces, the price of each), checked as the
 * owner types with the rules the API keeps, and what 1, 10 and 25 players would pay with it.
 */
export function PriceTableCard({ garment, catalogue, onSaved }: { garment: CatalogueGarment; catalogue: Catalogue; onSaved: (catalogue: Catalogue) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [drafts, setDrafts] = useState<TierDraft[]>(() => tierDraftsOf(garment.tiers));
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [tableRefusal, setTableRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const read = readTable(drafts);
  const changed = tableChanged(read, garment.tiers);
  const quotes = previewQuotes(garment.productType, read.tiers, catalogue);
  const name = t(`products.${SLUG_BY_PRODUCT_TYPE[garment.productType]}`);
  const testId = `prices-${garment.productType}`;

  const problemOf = (index: number, field: TierField): string | undefined => {
    const own = refused[cellKey(index, field)];
    if (own) return own;
    const found = read.cells.find((cell) => cell.index === index && cell.field === field);
    return found ? t(`catalogue.problems.${found.problem}`) : undefined;
  };

  const edit = (next: TierDraft[]) => {
    setDrafts(next);
    setRefused({});
    setTableRefusal(null);
  };

  const onSave = async () => {
    if (!read.tiers) return;
    setSaving(true);
    const result = await savePriceTiers({ productType: garment.productType, tiers: read.tiers });
    setSaving(false);
    const fields = takeSaveAnswer(result, onSaved, t);
    const byCell: Record<string, string> = {};
    let whole: string | null = null;
    for (const [field, message] of Object.entries(fields)) {
      const cell = cellOfField(field);
      if (cell) byCell[cellKey(cell.index, cell.field)] = message;
      else whole = message;
    }
    setRefused(byCell);
    setTableRefusal(whole);
    if (result.ok) setDrafts(tierDraftsOf(result.data.data.garments.find((each) => each.productType === garment.productType)?.tiers ?? []));
  };

  const cellInput = (index: number, field: TierField, draft: TierDraft) => {
    const problem = problemOf(index, field);
    const inputId = `${testId}-${index}-${field}`;
    return (
      <td style={{ padding: 4, verticalAlign: 'top' }}>
        <Input
          id={inputId}
          inputMode={field === 'unit' ? 'decimal' : 'numeric'}
          prefix={field === 'unit' ? <span aria-hidden="true">$</span> : undefined}
          value={draft[field]}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-label={t(field === 'unit' ? 'catalogue.prices.unitOfRow' : 'catalogue.prices.fromOfRow', { row: formatNumber(index + 1) })}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => edit(drafts.map((each, at) => (at === index ? { ...each, [field]: event.target.value } : each)))}
          data-testid={inputId}
        />
        {problem && (
          <Text tone="danger" id={`${inputId}-problem`} data-testid={`${inputId}-problem`} style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2 }}>
            {problem}
          </Text>
        )}
      </td>
    );
  };

  return (
    <SurfaceCard testId={testId}>
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('catalogue.prices.title', { garment: name })}
        {!garment.offered && (
          <Text tone="secondary" style={{ fontSize: token.fontSize, fontWeight: 400, marginInlineStart: 8 }}>
            {t('catalogue.prices.notOffered')}
          </Text>
        )}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', minWidth: 320 }}>
            <caption style={{ textAlign: 'start', color: token.colorTextSecondary, paddingBottom: 4 }}>{t('catalogue.prices.caption', { garment: name })}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
                  {t('catalogue.prices.from')}
                </th>
                <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
                  {t('catalogue.prices.unit')}
                </th>
                <th scope="col" style={{ padding: 4 }}>
                  <span style={visuallyHidden}>{t('catalogue.prices.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drafts.map((draft, index) => (
                <tr key={index} data-testid={`${testId}-row-${index}`}>
                  {cellInput(index, 'minQuantity', draft)}
                  {cellInput(index, 'unit', draft)}
                  <td style={{ padding: 4, verticalAlign: 'top' }}>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('catalogue.prices.removeRow', { row: formatNumber(index + 1) })}
                      disabled={drafts.length === 1}
                      onClick={() => edit(drafts.filter((_, at) => at !== index))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {(read.table || tableRefusal) && (
          <Text tone="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
            {tableRefusal ?? t(`catalogue.problems.${read.table}`, { max: formatNumber(PRICE_TIERS_MAX) })}
          </Text>
        )}
        <Flex gap={8} wrap style={{ marginTop: token.marginSM }}>
          <Button icon={<PlusOutlined aria-hidden />} disabled={drafts.length >= PRICE_TIERS_MAX} onClick={() => edit([...drafts, nextTierDraft(drafts)])} data-testid={`${testId}-add`}>
            {t('catalogue.prices.addRow')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!changed || !read.tiers} data-testid={`${testId}-save`}>
            {t('catalogue.save')}
          </Button>
          <Button disabled={!changed || saving} onClick={() => edit(tierDraftsOf(garment.tiers))}>
            {t('catalogue.undo')}
          </Button>
        </Flex>
      </form>
      <section aria-label={t('catalogue.preview.title', { garment: name })} style={{ marginTop: token.margin }} data-testid={`${testId}-preview`}>
        <Text strong style={{ display: 'block' }}>
          {t('catalogue.preview.title', { garment: name })}
        </Text>
        <Text tone="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {t('catalogue.preview.detail')}
        </Text>
        {quotes ? (
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.marginSM, margin: `${token.marginXS}px 0 0` }}>
            {quotes.map((quote, at) => (
              <div key={PREVIEW_QUANTITIES[at]} data-testid={`${testId}-preview-${PREVIEW_QUANTITIES[at]}`}>
                <dt>{t('catalogue.preview.players', { count: PREVIEW_QUANTITIES[at] })}</dt>
                <dd style={{ margin: 0 }}>
                  <strong>{formatMoney(quote.grandTotalCents / 100)}</strong>{' '}
                  <Text tone="secondary">{t('catalogue.preview.each', { price: formatMoney(quote.unitPriceCents / 100) })}</Text>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text tone="secondary">{t('catalogue.preview.fixFirst')}</Text>
        )}
      </section>
    </SurfaceCard>
  );
}
