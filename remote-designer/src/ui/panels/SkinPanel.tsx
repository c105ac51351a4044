import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { SKIN_TONES } from '@teamwear/design';
import { PaintButton } from '../colour/PaintButton';
import { Swatch } from '../colour/Swatch';
import { useDesignState } from '../state/use-design-store';
import { setMannequinShown, useMannequinShown } from '../state/mannequin-preference';
import { useEdit, useStudio } from '../studio-context';
import { FieldRow, PanelSection } from './PanelSection';
import { useTranslation } from '../../strings';

export function SkinPanel() {
  const { t } = useTranslation();
  const { store } = useStudio();
  const edit = useEdit();
  const { doc } = useDesignState(store);
  const mannequin = useMannequinShown();
  return (
    <Flex vertical gap={16}>
      <FieldRow label={t('designer.skin.mannequin')}>
        <Switch checked={mannequin} onChange={setMannequinShown} aria-label={t('designer.skin.mannequin')} data-testid="mannequin-switch" />
      </FieldRow>
      <PanelSection title={t('designer.skin.title')}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('designer.skin.hint')}
        </Typography.Text>
        <Flex gap={10} wrap role="radiogroup" aria-label={t('designer.skin.title')}>
          {SKIN_TONES.map((tone, index) => (
            <Swatch
              key={tone}
              size={36}
              paint={{ kind: 'solid', color: tone }}
              label={t('designer.skin.tone', { number: index + 1 })}
              selected={doc.skin === tone}
              onClick={() => edit({ type: 'setSkin', args: { skin: tone } })}
            />
          ))}
        </Flex>
      </PanelSection>
      <FieldRow label={t('designer.skin.custom')}>
        <PaintButton
          name="skin"
          label={t('designer.skin.custom')}
          alpha={false}
          value={{ kind: 'solid', color: doc.skin }}
          onChange={(paint, change) => paint.kind === 'solid' && edit({ type: 'setSkin', args: { skin: paint.color } }, change.continuous ? { key: 'skin' } : false)}
        />
      </FieldRow>
    </Flex>
  );
}
