import { SearchOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../strings';
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

  const garments = offeredSlugs(tenant?.productTypes ?? []);
  return (
    <Flex gap={12} wrap>
      <Input
        allowClear
        value={typed}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setTyped(event.target.value)}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('myDesigns.searchPlaceholder')}
        aria-label={t('myDesigns.searchLabel')}
        style={{ width: 260, maxWidth: '100%' }}
        data-testid="design-search"
      />
      <Select<DesignSlug | 'all'>
        value={query.product ?? 'all'}
        onChange={(value) => onChange({ product: value === 'all' ? null : value, search: query.search })}
        aria-label={t('myDesigns.garmentLabel')}
        style={{ width: 200, maxWidth: '100%' }}
        data-testid="design-garment-filter"
        options={[{ value: 'all', label: t('myDesigns.allGarments') }, ...garments.map((slug) => ({ value: slug, label: t(`products.${slug}`) }))]}
      />
    </Flex>
  );
}
