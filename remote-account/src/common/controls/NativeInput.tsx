import type { CSSProperties, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useControlTheme } from './control-theme';

/** What a form field gives its control: its id, whether it is in error, what describes it. */
export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'style' | 'className' | keyof FieldControlProps>;

export interface NativeInputProps extends InputProps, FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  /** The box's style (its width); the input fills it. */
  style?: CSSProperties;
}

/**
 * The browser's own <input> (text, phone…), drawn as antd's Input on the theme's tokens. Not antd's
 * Input: the order form needs none of what it brings (its form context, affixes, count).
 */
export function NativeInput({ value, onChange, style, ...input }: NativeInputProps) {
  const themeStyle = useControlTheme();
  return (
    <span className="tw-control tw-input" style={{ ...themeStyle, ...style }} data-invalid={input['aria-invalid'] || undefined}>
      <input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
    </span>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'style' | 'className' | keyof FieldControlProps>;

export interface NativeTextAreaProps extends TextAreaProps, FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}

/** The browser's own <textarea>, drawn as antd's TextArea, growing with its text (2 to 6 lines). */
export function NativeTextArea({ value, onChange, style, ...textarea }: NativeTextAreaProps) {
  const themeStyle = useControlTheme();
  return (
    <span className="tw-control" style={{ display: 'flex', ...themeStyle, ...style }} data-invalid={textarea['aria-invalid'] || undefined}>
      <textarea rows={2} {...textarea} value={value} onChange={(event) => onChange(event.target.value)} />
    </span>
  );
}
