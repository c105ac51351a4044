import { useEffect, useState } from 'react';
import { useTranslation } from '../../strings';
import { NativeSelect } from '../../common/controls/NativeSelect';
import { SearchField } from '../../common/controls/SearchField';
import type { DesignSlug } from '@teamwear/shared/routes';
import { offeredSlugs, useTenant } from '@teamwear/shared/tenant';
import { SEARCH_MAX_LENGTH, type DesignListQuery } from './list-query';

/** A search is sent once typing pauses this long, not on every key. */
const SEARCH_PAUSE_MS = 300;

export interface DesignFiltersProps {
  query: DesignListQuery;
  onChange: (change: Pick<DesignListQuery, 'product' | 'search'>) => void;
}

/** Which garment, and part of the name. */
export function DesignFilters({ query, onChange }: DesignFiltersProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [typed, setTyped] = useState(query.search);
  // The search the address is known to hold: what this field sent, or what came from elsewhere.
  const [known, setKnown] = useState(query.search);
  // The address changed by itself (back button, "clear filters"): show what it says. The echo of
  // this field's own search is not that, so what was typed since is kept.
  if (known !== query.search) {
    setKnown(query.search);
    setTyped(query.search);
  }

  useEffect(() => {
    const search = typed.trim();
    if (search === query.search) return;
    const timer = setTimeout(() => {
      setKnown(search);
      onChange({ product: query.product, search });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, query.search, query.product, onChange]);

  const offered = offeredSlugs(tenant?.productTypes ?? []);
  // A garment the address names that the shop no longer offers stays a choice while it filters.
  const garments = query.product && !offered.includes(query.product) ? [...offered, query.product] : offered;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <SearchField
        value={typed}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={setTyped}
        placeholder={t('myDesigns.searchPlaceholder')}
        label={t('myDesigns.searchLabel')}
        style={{ width: 260 }}
        testId="design-search"
      />
      <NativeSelect
        value={query.product ?? 'all'}
        onChange={(value) => onChange({ product: value === 'all' ? null : (value as DesignSlug), search: query.search })}
        label={t('myDesigns.garmentLabel')}
        style={{ width: 200 }}
        testId="design-garment-filter"
        options={[{ value: 'all', label: t('myDesigns.allGarments') }, ...garments.map((slug) => ({ value: slug, label: t(`products.${slug}`) }))]}
      />
    </div>
  );
}
