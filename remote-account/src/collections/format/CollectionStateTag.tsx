import type { ReactNode } from 'react';
import { TagLabel } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../strings';
import { SEVERITY_COLOURS } from '../../orders/status/status-colours';

/** Open or closed, in the order tags' readable colours (antd's preset green does not reach AA contrast). */
export function CollectionStateTag({ open, testId }: { open: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TagLabel colours={SEVERITY_COLOURS[open ? 'success' : 'secondary']} style={{ fontWeight: 500 }} data-testid={testId}>
      {t(open ? 'collections.open' : 'collections.closed')}
    </TagLabel>
  );
}

/** A small grey tag (a size counted, "added by you"). */
export function PlainTag({ children }: { children: ReactNode }) {
  return <TagLabel colours={SEVERITY_COLOURS.secondary}>{children}</TagLabel>;
}
