import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { Suspense, useState } from 'react';
import type { Paint } from '@teamwear/design';
import { preloadable } from '../lazy/preloadable';
import { useStudio } from '../studio-context';
import type { PaintChange } from './ColourPicker';
import { paintBackground } from './Swatch';
import { useTranslation } from '../../strings';

export interface PaintButtonProps {
  value: Paint;
  onChange: (paint: Paint, change: PaintChange) => void;
  label: string;
  name: string;
  gradients?: boolean;
  alpha?: boolean;
  disabled?: boolean;
}

// The picker's code comes when a button is first hovered, focused or pressed (the parts panel,
// which shows a picker open, brings it with its own code).
const ColourPicker = preloadable(() => import('./ColourPicker').then((module) => module.ColourPicker));
const preloadPicker = () => void ColourPicker.preload().catch(() => undefined);

/** A swatch button that opens the colour picker in a popover. */
export function PaintButton({ value, onChange, label, name, gradients = false, alpha = true, disabled }: PaintButtonProps) {
  const { t } = useTranslation();
  const { store } = useStudio();
  const [open, setOpen] = useState(false);
  // What the button shows (the colour's code, or "Gradient"): its name holds it too, so that a
  // voice user saying what they see reaches it (WCAG 2.5.3, label in name).
  const shown = value.kind === 'solid' ? value.color : t(`designer.colour.${value.kind}`);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomLeft"
      destroyOnHidden
      content={
        <div style={{ width: 264 }}>
          <Suspense fallback={<div aria-busy="true" style={{ height: 280 }} />}>
            <ColourPicker
              name={name}
              value={value}
              onChange={onChange}
              gradients={gradients}
              alpha={alpha}
              onGestureStart={() => store.beginGesture()}
              onGestureEnd={() => store.endGesture()}
            />
          </Suspense>
        </div>
      }
    >
      <Button
        disabled={disabled}
        aria-label={t('designer.colour.choose', { what: label, shown })}
        data-testid={`paint-button-${name}`}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        style={{ paddingInline: 6, gap: 8, display: 'inline-flex', alignItems: 'center' }}
      >
        <span aria-hidden style={{ width: 20, height: 20, borderRadius: 5, border: '1px solid rgba(0,0,0,.2)', background: paintBackground(value, 6) }} />
        <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{shown}</span>
      </Button>
    </Popover>
  );
}
