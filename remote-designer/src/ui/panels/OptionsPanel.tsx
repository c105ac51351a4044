import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { GARMENTS } from '@teamwear/design/garments';
import { LIMITS, type Sleeves } from '@teamwear/design';
import { PaintButton } from '../colour/PaintButton';
import { useDesignState } from '../state/use-design-store';
import { useCloseStep, useEdit, useStudio } from '../studio-context';
import { FieldRow, PanelSection } from './PanelSection';
import { useTranslation } from '../../strings';

export function OptionsPanel() {
  const { t } = useTranslation();
  const { store, product } = useStudio();
  const edit = useEdit();
  const closeStep = useCloseStep();
  const { doc } = useDesignState(store);
  const options = GARMENTS[product].options;
  const [teamName, setTeamName] = useState<string | null>(null);

  const switchRow = (key: 'pocket' | 'hood' | 'drawstring', type: 'setPocket' | 'setHood' | 'setDrawstring') => (
    <FieldRow label={t(`designer.options.${key}`)}>
      <Switch
        checked={doc[key]}
        aria-label={t(`designer.options.${key}`)}
        data-testid={`option-${key}`}
        onChange={(checked) => edit({ type, args: { [key]: checked } } as Parameters<typeof edit>[0])}
      />
    </FieldRow>
  );

  return (
    <Flex vertical gap={18}>
      <PanelSection title={t('designer.options.teamName')}>
        <Input
          id="studio-team-name"
          aria-label={t('designer.options.teamName')}
          placeholder={t('designer.options.teamNamePlaceholder')}
          maxLength={LIMITS.teamNameLength}
          value={teamName ?? doc.teamName}
          onChange={(event) => {
            setTeamName(event.target.value);
            edit({ type: 'setTeamName', args: { teamName: event.target.value } }, { key: 'teamName' });
          }}
          onBlur={() => {
            setTeamName(null);
            closeStep();
          }}
          showCount
        />
      </PanelSection>
      <PanelSection title={t('designer.options.shape')}>
        {options.sleeves.length > 1 && (
          <FieldRow label={t('designer.options.sleeves')}>
            <Segmented
              size="small"
              aria-label={t('designer.options.sleeves')}
              value={doc.sleeves}
              onChange={(sleeves) => edit({ type: 'setSleeves', args: { sleeves: sleeves as Sleeves } })}
              options={options.sleeves.map((value) => ({ value, label: t(`designer.options.sleeve.${value}`) }))}
            />
          </FieldRow>
        )}
        {options.collars.length > 1 && (
          <FieldRow label={t('designer.options.collar')}>
            <Select
              size="small"
              style={{ minWidth: 150 }}
              value={doc.collar}
              aria-label={t('designer.options.collar')}
              onChange={(collar) => edit({ type: 'setCollar', args: { collar } })}
              options={options.collars.map((value) => ({ value, label: t(`designer.options.collars.${value}`, { defaultValue: value }) }))}
            />
          </FieldRow>
        )}
        {options.buttons && (
          <>
            <FieldRow label={t('designer.options.buttons')}>
              <Segmented
                size="small"
                aria-label={t('designer.options.buttons')}
                value={doc.buttons.count}
                onChange={(count) => edit({ type: 'setButtons', args: { count: Number(count) } })}
                options={[{ value: 0, label: t('designer.options.noButtons') }, ...options.buttonCounts.map((count) => ({ value: count, label: String(count) }))]}
              />
            </FieldRow>
            {doc.buttons.count > 0 && (
              <FieldRow label={t('designer.options.buttonColour')}>
                <PaintButton
                  name="buttons"
                  label={t('designer.options.buttonColour')}
                  value={doc.buttons.paint}
                  alpha={false}
                  onChange={(paint, change) => edit({ type: 'setButtons', args: { paint } }, change.continuous ? { key: 'buttons' } : false)}
                />
              </FieldRow>
            )}
          </>
        )}
        {options.pocket && switchRow('pocket', 'setPocket')}
        {options.hood && switchRow('hood', 'setHood')}
        {options.drawstring && switchRow('drawstring', 'setDrawstring')}
        {options.sleeves.length <= 1 && options.collars.length <= 1 && !options.buttons && !options.pocket && !options.hood && !options.drawstring && (
          <Typography.Text type="secondary">{t('designer.options.none')}</Typography.Text>
        )}
      </PanelSection>
    </Flex>
  );
}
