import { useEffect } from 'react';
import { keyToAction, type DesignStore } from '@teamwear/design';
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

/** The element a key press or a pointer press happened on: inside a shadow root (the studio on a
 *  partner's page) the event's target is the shadow host, not the field or button pressed. */
function originalTarget(event: Event): EventTarget | null {
  return event.composedPath()[0] ?? event.target;
}

/**
 * Whose keys they are: on the shop's studio page every key press on the page is the studio's.
 * On a partner's page (src/embed) the page is the partner's: the studio takes key presses made
 * inside its element, or on the page after a press (a click, a touch) in its element, until a
 * press elsewhere; arrows then still scroll the partner's page, and Ctrl+Z undoes its fields.
 */
function keysWithin(scope: () => HTMLElement | null): { owns(event: KeyboardEvent): boolean; stop(): void } {
  let active = false;
  const inside = (event: Event) => {
    const element = scope();
    return element !== null && event.composedPath().includes(element);
  };
  const onPointerDown = (event: PointerEvent) => {
    active = inside(event);
  };
  window.addEventListener('pointerdown', onPointerDown, true);
  return {
    owns: (event) => inside(event) || (active && originalTarget(event) === document.body),
    stop: () => window.removeEventListener('pointerdown', onPointerDown, true),
  };
}

/**
 * The studio's keyboard (model keyToAction): Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y, Delete,
 * Ctrl/Cmd+D, arrows and Shift+arrows; Escape cancels a drag in progress. Fields keep their keys.
 * `scope`: the studio's element on a partner's page (see keysWithin); the whole page without it.
 */
export function useStudioKeys(store: DesignStore, renderer: () => StudioRenderer | null, scope?: () => HTMLElement | null): void {
  useEffect(() => {
    const within = scope ? keysWithin(scope) : null;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = originalTarget(event);
      if (event.defaultPrevented || isTypingTarget(target)) return;
      if (within && !within.owns(event)) return;
      if (event.key === 'Escape') {
        if (renderer()?.cancelGesture()) event.preventDefault();
        return;
      }
      if (renderer()?.gestureActive) return;
      const action = keyToAction(event, store.getState().selection);
      if (!action) return;
      // Arrows and Delete on a focused control (a tab, a radio, a slider) are that control's.
      if ((action.type === 'nudge' || action.type === 'delete') && isControlTarget(target)) return;
      event.preventDefault();
      store.runKeyAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      within?.stop();
    };
  }, [store, renderer, scope]);
}
