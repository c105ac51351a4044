import { useSyncExternalStore } from 'react';
import { responsiveDialogWidth } from '@teamwear/shared/ui';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** A dialog's width for the current window, by the product's breakpoints (90 % of a phone). */
export function useDialogWidth(ownWidth: number): number | string {
  const viewport = useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
  return responsiveDialogWidth(viewport, ownWidth);
}
