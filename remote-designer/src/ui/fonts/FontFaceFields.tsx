import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import type { FontSummary } from '@teamwear/shared/contracts';
import type { FontStyle } from '@teamwear/design';
import { SYSTEM_FAMILIES } from '../../render/fonts/font-needs';
import { useTranslation } from '../../strings';
import { FieldRow } from '../panels/PanelSection';
import { faceChoicesOf, nearestWeight, WEIGHT_NAMES } from './font-faces';
import { fontList } from './font-list';

/**
 * A catalogue family's summary (its weights and styles), from the list the picker asks for; undefined
 * for a device family, and until the list is in (the device faces are offered meanwhile).
 */
function useFamilySummary(family: string): FontSummary | undefined {
  const [summary, setSummary] = useState<{ family: string; summary: FontSummary | undefined }>();
  useEffect(() => {
    if (SYSTEM_FAMILIES.has(family)) return;
    let live = true;
    void fontList().then((list) => {
      if (live) setSummary({ family, summary: list.find((font) => font.family === family) });
    });
    return () => {
      live = false;
    };
  }, [family]);
  return summary?.family === family ? summary.summary : undefined;
}

/**
 * A text's weight and style (docs/product.md §3): the weights its family has, and italic when the
 * family has an italic face; otherwise the italic choice is shown disabled and says why.
 */
export function FontFaceFields({
  family,
  weight,
  style,
  onChange,
}: {
  family: string;
  weight: number;
  style: FontStyle;
  onChange: (face: { fontWeight?: number; fontStyle?: FontStyle }) => void;
}) {
  const { t } = useTranslation();
  const choices = faceChoicesOf(useFamilySummary(family));
  const shown = nearestWeight(choices.weights, weight);
  return (
    <>
      <FieldRow label={t('designer.layers.props.weight')}>
        <Select<number>
          size="small"
          style={{ width: 150 }}
          value={shown}
          disabled={choices.weights.length < 2}
          aria-label={t('designer.layers.props.weight')}
          data-testid="font-weight"
          onChange={(fontWeight) => onChange({ fontWeight })}
          options={choices.weights.map((value) => ({
            value,
            label: `${t(`designer.layers.props.weights.${WEIGHT_NAMES[value] ?? 'normal'}`)} ${value}`,
          }))}
        />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.style')}>
        <Segmented<FontStyle>
          size="small"
          value={style === 'italic' && choices.italic ? 'italic' : 'normal'}
          aria-label={t('designer.layers.props.style')}
          data-testid="font-style"
          onChange={(fontStyle) => onChange({ fontStyle })}
          options={[
            { value: 'normal', label: t('designer.layers.props.styles.normal') },
            {
              value: 'italic',
              label: <span style={{ fontStyle: 'italic' }}>{t('designer.layers.props.styles.italic')}</span>,
              disabled: !choices.italic,
              title: choices.italic ? undefined : t('designer.layers.props.styles.noItalic'),
            },
          ]}
        />
      </FieldRow>
    </>
  );
}
