import { useEffect, useRef, useState } from 'react';
import { PLAYER_NAME_MAX_LENGTH } from '@teamwear/shared/contracts/plain';
import { useTranslation } from '../../strings';
import { SearchField } from '../../common/controls/SearchField';

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
    <SearchField
      value={text}
      maxLength={PLAYER_NAME_MAX_LENGTH}
      placeholder={t('players.toolbar.search')}
      label={t('players.toolbar.searchLabel')}
      onChange={setText}
      style={{ width: '100%' }}
      testId="players-search"
    />
  );
}
