import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Slider from 'antd/es/slider';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { ANGLE_INPUT_RANGE, convertPaint, normaliseAngle, paintToCss, setGradientAngle, setGradientStop, type GradientPaint, type Paint } from '@teamwear/design';
import { useTranslation } from '../../strings';
import { STEP_ICONS } from '@teamwear/shared/ui/kit';

/** A gradient's kind (linear or radial), its angle, and its start and end stops edited in turn. */
export function GradientControls({
  paint,
  stopIndex,
  onStopIndex,
  onChange,
}: {
  paint: GradientPaint;
  stopIndex: 0 | 1;
  onStopIndex: (index: 0 | 1) => void;
  onChange: (paint: Paint, continuous: boolean) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [angleText, setAngleText] = useState<string | null>(null);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Segmented
          size="small"
          aria-label={t('designer.colour.gradientKind')}
          value={paint.kind}
          onChange={(kind) => onChange(convertPaint(paint, kind as 'linear' | 'radial'), false)}
          options={[
            { value: 'linear', label: t('designer.colour.linear') },
            { value: 'radial', label: t('designer.colour.radial') },
          ]}
        />
        {paint.kind === 'linear' && (
          <InputNumber
            controls={STEP_ICONS}
            aria-label={t('designer.colour.angle')}
            size="small"
            min={ANGLE_INPUT_RANGE.min}
            max={ANGLE_INPUT_RANGE.max}
            suffix="°"
            style={{ width: 84 }}
            value={angleText === null ? paint.angle : Number(angleText)}
            onChange={(next) => setAngleText(next === null ? '' : String(next))}
            onBlur={() => {
              if (angleText !== null) onChange(setGradientAngle(paint, normaliseAngle(angleText)), false);
              setAngleText(null);
            }}
            onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
          />
        )}
      </Flex>
      <div aria-hidden style={{ height: 14, borderRadius: 7, border: `1px solid ${token.colorBorder}`, background: paintToCss({ ...paint, kind: 'linear', angle: 90 }) }} />
      <Flex gap={8} align="center">
        {([0, 1] as const).map((index) => (
          <Button
            key={index}
            size="small"
            type={stopIndex === index ? 'primary' : 'default'}
            aria-pressed={stopIndex === index}
            onClick={() => onStopIndex(index)}
            icon={<span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: paint.stops[index].color, border: '1px solid rgba(0,0,0,.2)' }} />}
          >
            {index === 0 ? t('designer.colour.start') : t('designer.colour.end')}
          </Button>
        ))}
      </Flex>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {t('designer.colour.position')}
        </Typography.Text>
        <Slider
          style={{ flex: 1, margin: '4px 8px' }}
          min={0}
          max={100}
          value={paint.stops[stopIndex].offset}
          ariaLabelForHandle={t('designer.colour.position')}
          onChange={(offset) => onChange(setGradientStop(paint, stopIndex, { offset }), true)}
        />
      </Flex>
    </Flex>
  );
}
