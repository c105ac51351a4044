import theme from 'antd/es/theme';
import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { menuKeyTarget } from './menu-keys';
import { useDismiss } from './use-dismiss';

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Drawn in the error colour, as antd's `danger` item (Delete). */
  danger?: boolean;
}

/** What the button that opens the menu must be given (spread on antd's Button or a <button>). */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface ActionMenuProps {
  items: readonly ActionMenuItem[];
  onChoose: (key: string) => void;
  /** The menu's name for assistive technology (usually the button's). */
  label: string;
  /** Draws the button, which the page styles as it likes (antd's Button, with its loading state). */
  trigger: (props: MenuTriggerProps) => ReactElement;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * A button that opens a list of actions under it, as antd's Dropdown with a menu draws one (its
 * popup, items, icons, danger and disabled items) on the theme's tokens, and behaves as the
 * WAI-ARIA menu button: Enter, Space or ↓ open it on its first item, ↑ on its last; arrows, Home
 * and End move between the items that can be chosen; Escape, an outside press or a choice close
 * it and give the focus back to the button. Not Dropdown itself: it brings rc-menu, rc-trigger,
 * rc-overflow and the motion machinery to every page with a "more" button.
 */
export function ActionMenu({ items, onChoose, label, trigger, align = 'end' }: ActionMenuProps) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, popupRef, buttonRef);

  const itemElements = () => Array.from(popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const enabled = items.map((item) => !item.disabled);
  const focusTarget = (key: string) => {
    const target = menuKeyTarget(key, itemElements().indexOf(document.activeElement as HTMLElement), enabled);
    if (target !== null) itemElements()[target]?.focus();
  };

  // Opened: the menu goes above its button when there is no room under it (before it is painted,
  // on the element: a second render would only move it a frame later), and the focus goes into it.
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (open === null || !popup) return;
    const box = popup.getBoundingClientRect();
    const button = buttonRef.current?.getBoundingClientRect();
    if (button && box.bottom > window.innerHeight && button.top > box.height) {
      Object.assign(popup.style, { top: 'auto', bottom: '100%', marginBottom: popup.style.marginTop, marginTop: '0' });
    }
    focusTarget(open === 'first' ? 'Home' : 'End');
    // Only when it opens: the items' focus is the keys' business after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close();
    buttonRef.current?.focus();
    onChoose(item.key);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      close();
      return;
    }
    if (menuKeyTarget(event.key, -1, enabled) === null) return;
    event.preventDefault();
    focusTarget(event.key);
  };

  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {trigger({
        ref: buttonRef,
        'aria-haspopup': 'menu',
        'aria-expanded': open !== null,
        'aria-controls': open !== null ? popupId : undefined,
        // A click from the keyboard (Enter, Space) or the mouse opens it on its first item.
        onClick: () => setOpen((was) => (was === null ? 'first' : null)),
        onKeyDown: onTriggerKey,
      })}
      {open !== null ? (
        <ActionMenuList ref={popupRef} id={popupId} label={label} items={items} align={align} onChoose={choose} onKeyDown={onMenuKey} />
      ) : null}
    </span>
  );
}

export interface ActionMenuListProps {
  id: string;
  label: string;
  items: readonly ActionMenuItem[];
  align: 'start' | 'end';
  onChoose: (item: ActionMenuItem) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The open menu: its items as antd's dropdown menu draws them; the focused one is highlighted
 *  (a pointer over an item focuses it, so that the pointer and the keys share one highlight). */
export function ActionMenuList({ id, label, items, align, onChoose, onKeyDown, ref }: ActionMenuListProps) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        top: '100%',
        marginTop: token.marginXXS,
        [align === 'end' ? 'insetInlineEnd' : 'insetInlineStart']: 0,
        zIndex: token.zIndexPopupBase + 50,
        boxSizing: 'border-box',
        minWidth: 120,
        padding: token.paddingXXS,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled ? true : undefined}
          data-key={item.key}
          onClick={() => onChoose(item)}
          onPointerMove={(event) => {
            if (!item.disabled && document.activeElement !== event.currentTarget) event.currentTarget.focus();
          }}
          onFocus={() => setFocused(item.key)}
          onBlur={() => setFocused((was) => (was === item.key ? null : was))}
          style={itemStyle(token, item, focused === item.key)}
        >
          {item.icon ? <span style={{ display: 'inline-flex', fontSize: token.fontSizeSM }}>{item.icon}</span> : null}
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}

function itemStyle(token: Token, item: ActionMenuItem, active: boolean): CSSProperties {
  const colour = item.disabled ? token.colorTextDisabled : item.danger ? (active ? token.colorTextLightSolid : token.colorError) : token.colorText;
  const background = !active || item.disabled ? 'transparent' : item.danger ? token.colorError : token.controlItemBgHover;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXS,
    width: '100%',
    margin: 0,
    padding: `${token.paddingXXS + 1}px ${token.controlPaddingHorizontal}px`,
    border: 0,
    borderRadius: token.borderRadiusSM,
    background,
    color: colour,
    font: 'inherit',
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: item.disabled ? 'not-allowed' : 'pointer',
    transition: `background ${token.motionDurationMid}`,
  };
}
