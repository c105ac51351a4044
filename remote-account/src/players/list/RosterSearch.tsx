import Input from 'antd/es/input';
import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { PLAYER_NAME_MAX_LENGTH } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';

/** Waits this long after the last key before asking the API, so typing a name is one request. */
const SEARCH_DELAY_MS = 300;

/** The roster search: part of a name or a team in any script, or a shirt number. */
export function RosterSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The view's search changed (this box's own search arriving, Clear filters, the back button): show it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Input
      type="search"
      allowClear
      value={text}
      maxLength={PLAYER_NAME_MAX_LENGTH}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('players.toolbar.search')}
      aria-label={t('players.toolbar.searchLabel')}
      onChange={(event) => setText(event.target.value)}
      data-testid="players-search"
    />
  );
}
