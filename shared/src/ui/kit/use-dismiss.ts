import { useEffect, type RefObject } from 'react';

/** Closes a popup on a pointer press outside it (and outside its button) or on Escape, which
 *  also gives the focus back to the button, as a menu button should: the kit's ActionMenu and
 *  the shell's MenuButton (shell/src/light-ui). */
export function useDismiss(open: boolean, close: () => void, popup: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popup.current?.contains(target) || button.current?.contains(target)) return;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, popup, button]);
}
