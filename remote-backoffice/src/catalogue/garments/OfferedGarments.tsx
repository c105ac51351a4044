import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import { useState } from 'react';
import type { Catalogue, ProductType } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { saveOfferedGarments } from '../api/catalogue-api';
import { moved } from './price-table-form';
import { takeSaveAnswer } from './save-answer';

interface Row {
  productType: ProductType;
  offered: boolean;
  priced: boolean;
}

const rowsOf = (catalogue: Catalogue): Row[] => catalogue.garments.map((garment) => ({ productType: garment.productType, offered: garment.offered, priced: garment.tiers.length > 0 }));

/** The eight garments: which the shop offers (a switch each) and the order its customers see them in. */
export function OfferedGarments({ catalogue, onSaved }: { catalogue: Catalogue; onSaved: (catalogue: Catalogue) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(catalogue));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = rows.filter((row) => row.offered).map((row) => row.productType);
  const savedOffered = catalogue.garments.filter((garment) => garment.offered).map((garment) => garment.productType);
  const changed = JSON.stringify(offered) !== JSON.stringify(savedOffered);
  const none = offered.length === 0;

  const onSave = async () => {
    setSaving(true);
    const result = await saveOfferedGarments({ offered });
    setSaving(false);
    const fields = takeSaveAnswer(result, onSaved, t);
    if (result.ok) setRows(rowsOf(result.data.data));
    setRefusal(Object.values(fields)[0] ?? null);
  };

  return (
    <SurfaceCard testId="catalogue-offered">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('catalogue.offered.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('catalogue.offered.detail')}
      </Paragraph>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
        {rows.map((row, index) => {
          const name = t(`products.${SLUG_BY_PRODUCT_TYPE[row.productType]}`);
          const switchId = `offered-${row.productType}`;
          return (
            <li key={row.productType} style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap' }} data-testid={`offered-row-${row.productType}`}>
              <Switch
                id={switchId}
                checked={row.offered}
                disabled={!row.priced && !row.offered}
                onChange={(checked) => setRows(rows.map((each) => (each.productType === row.productType ? { ...each, offered: checked } : each)))}
                aria-label={t('catalogue.offered.offer', { garment: name })}
                data-testid={`offered-${row.productType}`}
              />
              <label htmlFor={switchId} style={{ flex: 1, minWidth: 140 }}>
                {name}
                {!row.priced && (
                  <Text tone="secondary" style={{ marginInlineStart: 8 }}>
                    {t('catalogue.offered.noPrices')}
                  </Text>
                )}
              </label>
              <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={t('catalogue.offered.up', { garment: name })} disabled={index === 0} onClick={() => setRows(moved(rows, index, -1))} />
              <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={t('catalogue.offered.down', { garment: name })} disabled={index === rows.length - 1} onClick={() => setRows(moved(rows, index, 1))} />
            </li>
          );
        })}
      </ol>
      {(none || refusal) && (
        <Text tone="danger" role="alert" style={{ display: 'block', marginTop: token.marginXS }}>
          {none ? t('catalogue.offered.none') : refusal}
        </Text>
      )}
      <Flex gap={8} style={{ marginTop: token.margin }}>
        <Button type="primary" loading={saving} disabled={!changed || none} onClick={() => void onSave()} data-testid="offered-save">
          {t('catalogue.save')}
        </Button>
        <Button disabled={!changed || saving} onClick={() => setRows(rowsOf(catalogue))}>
          {t('catalogue.undo')}
        </Button>
      </Flex>
    </SurfaceCard>
  );
}
