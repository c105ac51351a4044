import type { CSSProperties } from 'react';
import { useControlTheme } from './control-theme';
import type { FieldControlProps } from './NativeInput';
import { wholeNumberOf } from './whole-number';

export interface NumberInputProps extends FieldControlProps {
  /** null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Its name for assistive technology, when the field has no visible label. */
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * A whole number in the browser's own <input type="number"> (a spin button: arrow keys step it, a
 * phone shows its number pad), drawn as antd's InputNumber on the theme's tokens. Not antd's
 * InputNumber, which brings its own decimal arithmetic for what is here a player's number or a
 * quantity.
 */
export function NumberInput({ value, onChange, min, max, style, ...input }: NumberInputProps) {
  const themeStyle = useControlTheme();
  return (
    <span className="tw-control tw-input" style={{ ...themeStyle, ...style }} data-invalid={input['aria-invalid'] || undefined}>
      <input
        {...input}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(event) => onChange(wholeNumberOf(event.target.value))}
      />
    </span>
  );
}
