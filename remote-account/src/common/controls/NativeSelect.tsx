import type { CSSProperties } from 'react';
import { useControlTheme } from './control-theme';
import type { FieldControlProps } from './NativeInput';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: SelectOption[];
}

export interface NativeSelectProps extends FieldControlProps {
  value: string;
  /** Its name for assistive technology (the lists' selects have no visible label). */
  label: string;
  options: (SelectOption | SelectOptionGroup)[];
  onChange: (value: string) => void;
  style?: CSSProperties;
  testId?: string;
}

const isGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup => 'options' in option;

/**
 * The browser's own <select>, drawn as antd's Select on the theme's tokens. Not antd's Select: it
 * brings its virtual list and popup; the native one also opens as the phone's
 * own picker and is keyboard-usable as every user knows it.
 */
export function NativeSelect({ value, label, options, onChange, style, testId, ...field }: NativeSelectProps) {
  const themeStyle = useControlTheme();
  return (
    <span className="tw-control tw-select" style={{ ...themeStyle, ...style }} data-invalid={field['aria-invalid'] || undefined}>
      <select {...field} value={value} aria-label={label} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map((option) =>
          isGroup(option) ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map((inner) => (
                <option key={inner.value} value={inner.value}>
                  {inner.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      <span className="tw-control-icon" aria-hidden="true">
        <svg width="12" height="12" viewBox="0 0 1024 1024" fill="currentColor">
          <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
        </svg>
      </span>
    </span>
  );
}
