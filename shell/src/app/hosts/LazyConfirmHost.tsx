import { lazy, useState } from 'react';
import { useStore } from 'zustand';
import { confirmStore } from '@teamwear/shared/ui';
import { WithAntd } from '../antd/WithAntd';

const ConfirmHost = lazy(async () => ({ default: (await import('./ConfirmHost')).ConfirmHost }));

/** The confirmation dialog is antd's; it is fetched when the first confirmation is asked
 *  (a public page may never ask one) and stays mounted from then on. */
export function LazyConfirmHost() {
  const asked = useStore(confirmStore, (s) => s.pending.some((entry) => entry.group === undefined));
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  return mounted ? (
    <WithAntd fallback={null}>
      <ConfirmHost />
    </WithAntd>
  ) : null;
}
