import { useEffect } from 'react';
import { keyToAction, type DesignStore } from '../../model';
import type { StudioRenderer } from '../../render/studio-renderer';

/** True for key presses meant for a field (typing, its own undo), not for the canvas. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'range', 'color', 'file', 'submit', 'reset'].includes(type);
  }
  return false;
}

function isControlTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target === document.body) return false;
  if (target.closest('[data-studio-canvas]')) return false;
  return Boolean(target.closest('button, a, input, select, [role="slider"], [role="radio"], [role="tab"], [role="option"], [role="switch"], [role="menuitem"], [tabindex]'));
}

/**
 * The studio's keyboard (model keyToAction): Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y, Delete,
 * Ctrl/Cmd+D, arrows and Shift+arrows; Escape cancels a drag in progress. Fields keep their keys.
 */
export function useStudioKeys(store: DesignStore, renderer: () => StudioRenderer | null, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === 'Escape') {
        if (renderer()?.cancelGesture()) event.preventDefault();
        return;
      }
      if (renderer()?.gestureActive) return;
      const action = keyToAction(event, store.getState().selection);
      if (!action) return;
      // Arrows and Delete on a focused control (a tab, a radio, a slider) are that control's.
      if ((action.type === 'nudge' || action.type === 'delete') && isControlTarget(event.target)) return;
      event.preventDefault();
      store.runKeyAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, renderer, enabled]);
}
