import { SearchOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useControlTheme } from './control-theme';

export interface SearchFieldProps {
  value: string;
  /** Its name for assistive technology; the placeholder is only a hint. */
  label: string;
  placeholder?: string;
  maxLength?: number;
  onChange: (value: string) => void;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A search box (<input type="search">: the browser's own clear button, and Escape clears it),
 * drawn as antd's Input with a search icon on the theme's tokens. Not antd's Input, which brings
 * rc-input and its count and clear machinery to every list.
 */
export function SearchField({ value, label, placeholder, maxLength, onChange, style, testId }: SearchFieldProps) {
  const themeStyle = useControlTheme();
  return (
    <span className="tw-control tw-search" style={{ ...themeStyle, ...style }}>
      <span className="tw-control-icon" aria-hidden="true">
        <SearchOutlined aria-hidden />
      </span>
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </span>
  );
}
