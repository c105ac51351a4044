import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Slider from 'antd/es/slider';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { resolvedViewOf, STRIPE_IDS, type StripeId } from '@teamwear/design';
import { PaintButton } from '../colour/PaintButton';
import { useDesignState } from '../state/use-design-store';
import { useCloseStep, useEdit, useStudio } from '../studio-context';
import { FieldRow } from './PanelSection';
import { useTranslation } from '../../strings';

/** Stripe widths offered, in garment units (the model allows 1–200; wider stops looking like a stripe). */
const WIDTH = { min: 4, max: 80 };

export function StripesPanel() {
  const { t } = useTranslation();
  const { store } = useStudio();
  const edit = useEdit();
  const closeStep = useCloseStep();
  const { doc } = useDesignState(store);
  const zones = new Set<StripeId>();
  for (const view of ['front', 'back'] as const) for (const stripe of resolvedViewOf(doc, view).stripes) zones.add(stripe.zone);
  const available = STRIPE_IDS.filter((zone) => zones.has(zone));
  if (available.length === 0) return <Typography.Text type="secondary">{t('designer.stripes.none')}</Typography.Text>;
  return (
    <Flex vertical gap={10}>
      {available.map((zone) => {
        const stripe = doc.stripes[zone];
        const label = t(`designer.stripes.zone.${zone}`);
        return (
          <Card key={zone} size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10 } }}>
            <FieldRow label={<Typography.Text strong>{label}</Typography.Text>}>
              <Switch
                checked={stripe.enabled}
                aria-label={label}
                data-testid={`stripe-${zone}`}
                onChange={(enabled) => edit({ type: 'setStripe', args: { stripe: zone, enabled } })}
              />
            </FieldRow>
            {stripe.enabled && (
              <>
                <FieldRow label={t('designer.stripes.colour')}>
                  <PaintButton
                    name={`stripe-${zone}`}
                    label={label}
                    gradients
                    alpha={false}
                    value={stripe.paint}
                    onChange={(paint, change) => edit({ type: 'setStripe', args: { stripe: zone, paint } }, change.continuous ? { key: `stripe:${zone}` } : false)}
                  />
                </FieldRow>
                <FieldRow label={t('designer.stripes.width')}>
                  <Slider
                    style={{ width: 150 }}
                    min={WIDTH.min}
                    max={WIDTH.max}
                    value={stripe.width}
                    ariaLabelForHandle={t('designer.stripes.width')}
                    onChange={(width) => edit({ type: 'setStripe', args: { stripe: zone, width } }, { key: `stripe-width:${zone}` })}
                    onChangeComplete={closeStep}
                  />
                </FieldRow>
              </>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
