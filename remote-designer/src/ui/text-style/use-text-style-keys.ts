import { useEffect } from 'react';
import type { DesignStore } from '@teamwear/design';
import { isTypingTarget } from '../state/use-studio-keys';
import { copyTextStyle, pasteTextStyle } from './clipboard-style';
import { textStyleKey } from './text-style-keys';

/**
 * Ctrl+Alt+C / Ctrl+Alt+V (text-style-keys.ts) on the selected text layer. Fields keep their keys.
 * `scope`: the studio's element on a partner's page, where only key presses inside it are ours.
 */
export function useTextStyleKeys(store: DesignStore, scope?: () => HTMLElement | null): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.composedPath()[0] ?? event.target)) return;
      const element = scope?.();
      if (scope && (!element || !event.composedPath().includes(element))) return;
      const key = textStyleKey(event);
      const layerId = store.getState().selection.layerId;
      if (!key || !layerId) return;
      event.preventDefault();
      void (key === 'copy' ? copyTextStyle(store, layerId) : pasteTextStyle(store, layerId));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, scope]);
}
