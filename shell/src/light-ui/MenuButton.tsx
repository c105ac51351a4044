import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '@teamwear/shared/ui/kit';

export interface MenuButtonProps {
  /** What the button shows. */
  label: ReactNode;
  /** Accessible name when the label is not text (an icon). */
  ariaLabel?: string;
  className?: string;
  testId?: string;
  /** `menu` for a list of actions (arrow keys move between items); `panel` for free content
   *  such as the phone navigation. */
  kind: 'menu' | 'panel';
  /** The popup's content; `close` shuts it, e.g. after an item was chosen. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/** A button that opens a popup under it: a menu (WAI-ARIA menu button pattern) or a panel.
 *  Closes on an outside press, on Escape and when something in it is chosen. */
export function MenuButton({ label, ariaLabel, className, testId, kind, children, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, popupRef, buttonRef);

  const items = () => Array.from(popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const onPopupKey = (event: KeyboardEvent) => {
    if (kind !== 'menu') return;
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(at + 1);
    else if (event.key === 'ArrowUp') focusItem(at - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(all.length - 1);
    else if (event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className="tw-menu-anchor">
      <button
        ref={buttonRef}
        type="button"
        className={className ?? 'tw-button'}
        aria-label={ariaLabel}
        aria-haspopup={kind === 'menu' ? 'menu' : 'true'}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        data-testid={testId}
        onClick={() => {
          setOpen((was) => !was);
          // A menu opened from the keyboard or the mouse puts the focus on its first item.
          if (!open && kind === 'menu') requestAnimationFrame(() => focusItem(0));
        }}
      >
        {label}
      </button>
      {open ? (
        <div ref={popupRef} id={popupId} className={`tw-popup tw-popup-${align}`} onKeyDown={onPopupKey}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
