import { useCallback } from 'react';
import { useTranslation } from '../strings';

const KNOWN_GROUPS = ['adult', 'kids'];

/** The name of a size group in the page's language, or null for a group of the shop's own. */
export function useSizeGroupName(): (id: string) => string | null {
  const { t } = useTranslation();
  return useCallback((id: string) => (KNOWN_GROUPS.includes(id) ? t(`players.sizeGroups.${id}`) : null), [t]);
}
