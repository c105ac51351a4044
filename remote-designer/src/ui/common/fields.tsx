import theme from 'antd/es/theme';
import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The colour picker's small fields (hex, alpha, RGB): the browser's <input> in the frame antd's
 * small Input and InputNumber draw (border, radius, hover, focus ring), on the theme's tokens. Not
 * antd's: Input and InputNumber bring rc-input, rc-input-number with its decimal maths and antd's
 * form hooks to the studio's first screen, for three fields. Inline styles only,
 * kept in state for hover and focus: the studio also runs in a shadow root on partners' pages.
 */

interface FrameProps {
  prefix?: ReactNode;
  suffix?: ReactNode;
  style?: CSSProperties;
  children: (events: { onFocus: () => void; onBlur: () => void }) => ReactNode;
}

function FieldFrame({ prefix, suffix, style, children }: FrameProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const affix: CSSProperties = { display: 'inline-flex', flex: 'none', color: token.colorTextTertiary };
  return (
    <span
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      style={{
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        height: token.controlHeightSM,
        paddingInline: token.paddingXS - 1,
        border: `${token.lineWidth}px solid ${focused ? token.colorPrimary : hovered ? token.colorPrimaryHover : token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        boxShadow: focused ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : undefined,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: token.fontSize,
        transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
        ...style,
      }}
    >
      {prefix !== undefined && <span style={affix}>{prefix}</span>}
      {children({ onFocus: () => setFocused(true), onBlur: () => setFocused(false) })}
      {suffix !== undefined && <span style={affix}>{suffix}</span>}
    </span>
  );
}

const INPUT: CSSProperties = { flex: 1, minWidth: 0, width: '100%', height: '100%', margin: 0, padding: 0, border: 0, outline: 0, background: 'transparent', color: 'inherit', font: 'inherit' };

export interface TextFieldProps {
  value: string;
  /** Its name for assistive technology (the picker's fields have no visible label). */
  label: string;
  maxLength?: number;
  prefix?: ReactNode;
  style?: CSSProperties;
  inputStyle?: CSSProperties;
  testId?: string;
  onFocus?: () => void;
  onChange: (text: string) => void;
  onBlur?: () => void;
}

/** A one-line text field; Enter leaves it (its value is taken on blur). */
export function TextField({ value, label, maxLength, prefix, style, inputStyle, testId, onFocus, onChange, onBlur }: TextFieldProps) {
  return (
    <FieldFrame prefix={prefix} style={style}>
      {(frame) => (
        <input
          type="text"
          value={value}
          aria-label={label}
          data-testid={testId}
          maxLength={maxLength}
          spellCheck={false}
          autoComplete="off"
          style={{ ...INPUT, ...inputStyle }}
          onFocus={() => {
            frame.onFocus();
            onFocus?.();
          }}
          onBlur={() => {
            frame.onBlur();
            onBlur?.();
          }}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      )}
    </FieldFrame>
  );
}

export interface NumberFieldProps {
  /** The value shown while the field is not being typed in. */
  value: number;
  min: number;
  max: number;
  label: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  style?: CSSProperties;
  testId?: string;
  /** The text typed (the caller reads it: each field has its rule for what cannot be read), or the
   *  value stepped to with the arrow keys. */
  onChange: (input: string | number) => void;
  onBlur?: () => void;
}

/**
 * A whole number field as antd's InputNumber is to the keyboard and to assistive technology: a
 * spinbutton with its range and value, ↑/↓ step by 1 (with Shift by 10) within the range, and what
 * is typed is kept as typed until the field is left, then shown as the value it gave.
 */
export function NumberField({ value, min, max, label, prefix, suffix, style, testId, onChange, onBlur }: NumberFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const next = Math.min(max, Math.max(min, value + direction * (event.shiftKey ? 10 : 1)));
    setTyped(null);
    onChange(next);
  };
  return (
    <FieldFrame prefix={prefix} suffix={suffix} style={style}>
      {(frame) => (
        <input
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-label={label}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          data-testid={testId}
          autoComplete="off"
          value={typed ?? String(value)}
          style={INPUT}
          onFocus={frame.onFocus}
          onBlur={() => {
            frame.onBlur();
            setTyped(null);
            onBlur?.();
          }}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            else step(event);
          }}
        />
      )}
    </FieldFrame>
  );
}
