import { ConfigContext } from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { cloneElement, forwardRef, useContext, useId, useMemo, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { LoadingOutlined } from './icons';
import { lightControlRules } from './light-styles';

/**
 * The controls of the studio's first screen (its header, tool rail and zoom bar) drawn as antd's
 * look-alikes: see light-styles.ts for why. The panels, opened later, keep antd's own.
 */

/** The style element the light controls need, once inside the element that holds them (after
 *  what it styles: the studio's header stays its first child). */
export function LightControlStyles() {
  const { token } = theme.useToken();
  // The shop theme's Button states (readable hover colours), as antd's Button reads them.
  const button = useContext(ConfigContext).theme?.components?.Button;
  const rules = useMemo(() => lightControlRules(token, button ?? {}), [token, button]);
  return <style>{rules}</style>;
}

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's `type`: the default outlined button, the primary one or a text button. */
  variant?: 'default' | 'primary' | 'text';
  size?: 'middle' | 'small';
  icon?: ReactNode;
  /** As antd's `loading`: a turning icon in place of the icon, and the button does nothing. */
  loading?: boolean;
  'data-testid'?: string;
}

/** A button as antd's Button draws it (variants, small size, icon only, loading). */
export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  { variant = 'default', size = 'middle', icon, loading = false, className, children, ...rest },
  ref,
) {
  const classes = ['tw-btn'];
  if (variant !== 'default') classes.push(`tw-btn-${variant}`);
  if (size === 'small') classes.push('tw-btn-sm');
  if (children === null || children === undefined || children === false) classes.push('tw-btn-icon-only');
  if (loading) classes.push('tw-btn-loading');
  if (className) classes.push(className);
  const shownIcon = loading ? (
    <span className="tw-spin">
      <LoadingOutlined />
    </span>
  ) : (
    icon
  );
  return (
    <button ref={ref} type="button" className={classes.join(' ')} aria-busy={loading || undefined} {...rest}>
      {shownIcon}
      {children === null || children === undefined || children === false ? null : <span>{children}</span>}
    </button>
  );
});

export interface ViewSwitchOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A choice of a few values in one row, as antd's Segmented draws it: a radio group (Tab reaches
 * the chosen one, the arrow keys choose the next or previous), each option a radio.
 */
export function ViewSwitch<T extends string>({
  value,
  options,
  onChange,
  block = false,
  size = 'middle',
  ...rest
}: {
  value: T;
  options: ViewSwitchOption<T>[];
  onChange: (value: T) => void;
  /** As wide as its container, the options sharing it (antd's `block`). */
  block?: boolean;
  size?: 'middle' | 'small';
  'aria-label': string;
  'data-testid'?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = options.findIndex((option) => option.value === value);
    const next = (at + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" className={['tw-seg', block ? 'tw-seg-block' : '', size === 'small' ? 'tw-seg-sm' : ''].join(' ').trim()} onKeyDown={onKeyDown} {...rest}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className="tw-seg-item"
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** An on/off switch as antd's small Switch draws it (role switch: Space and Enter turn it). */
export function LightSwitch({ checked, onChange, ...rest }: { checked: boolean; onChange: (checked: boolean) => void; 'aria-label': string }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="tw-switch" onClick={() => onChange(!checked)} {...rest}>
      <span className="tw-switch-handle" />
    </button>
  );
}

/**
 * A hint above a control while it is pointed at or has the keyboard's focus, as antd's Tooltip
 * shows its title (Escape hides it). The hint only repeats what the control's name says, with its
 * shortcut: a screen reader hears it through aria-describedby.
 */
export function Hint({ title, children }: { title: string; children: ReactElement }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = (delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setShown(false);
  };
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(100);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if ((event.target as HTMLElement).matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
      onPointerDown={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) hide();
      }}
    >
      <DescribedBy id={shown ? id : undefined}>{children}</DescribedBy>
      {shown ? (
        <span role="tooltip" id={id} className="tw-hint">
          {title}
        </span>
      ) : null}
    </span>
  );
}

/** Gives the control its hint's id while the hint is shown. */
function DescribedBy({ id, children }: { id: string | undefined; children: ReactElement }) {
  return id ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': id }) : children;
}
