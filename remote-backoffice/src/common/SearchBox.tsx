import { SearchOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useEffect, useState } from 'react';

/** A search is sent once typing pauses this long, not on every key. */
export const SEARCH_PAUSE_MS = 300;

interface Props {
  search: string;
  onSearch: (search: string) => void;
  /** What the box searches, said to screen readers. */
  label: string;
  placeholder: string;
  maxLength: number;
  testId: string;
}

/**
 * A list's search box (customers, orders): what is typed is sent once typing pauses; what the
 * address says (Back, a link) is shown when it changes by itself.
 */
export function SearchBox({ search, onSearch, label, placeholder, maxLength, testId }: Props) {
  const { token } = theme.useToken();
  const [typed, setTyped] = useState(search);
  // The search the address is known to hold: what this field sent, or what came from elsewhere.
  const [known, setKnown] = useState(search);
  if (known !== search) {
    setKnown(search);
    setTyped(search);
  }

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      setKnown(wanted);
      onSearch(wanted);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: 360,
        minHeight: token.controlHeight,
        padding: `0 ${token.paddingSM}px`,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <SearchOutlined aria-hidden style={{ color: token.colorTextDescription }} />
      <input
        type="search"
        value={typed}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setTyped(event.target.value)}
        data-testid={testId}
        style={{ flex: 1, minWidth: 0, border: 0, background: 'transparent', color: token.colorText, font: 'inherit', minHeight: token.controlHeight - 2 }}
      />
    </span>
  );
}
