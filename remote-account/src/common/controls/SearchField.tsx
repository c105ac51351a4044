import { antdIcon } from '@teamwear/shared/ui/kit';
import type { CSSProperties } from 'react';
import { useControlTheme } from './control-theme';

// antd's search icon drawn by the kit: a list's first load needs no @ant-design/icons for it
// (path from @ant-design/icons-svg 4.6.0).
const SearchOutlined = antdIcon('search', 'M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z');

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
        <SearchOutlined />
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
