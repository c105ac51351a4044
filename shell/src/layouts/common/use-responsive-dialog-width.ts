import { useSyncExternalStore } from 'react';
import { responsiveDialogWidth } from '@teamwear/shared/ui';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The dialog width for the current window: the spec's breakpoints, or only the small-screen
 *  rule for dialogs that have a fixed width of their own (the sign-out dialog). */
export function useResponsiveDialogWidth(ownWidth: number, options: { onlySmall?: boolean } = {}): number | string {
  const viewport = useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
  if (options.onlySmall) return viewport < 640 ? '90vw' : ownWidth;
  return responsiveDialogWidth(viewport, ownWidth);
}
