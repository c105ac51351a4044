import type { ReactElement } from 'react';

/**
 * An icon of antd's outlined set drawn as antd's icon component draws it (an inline SVG of 1em in
 * the text colour) without @ant-design/icons: a page that shows a few needs neither that package's
 * runtime nor antd's core file, which holds its base. `path` is the outline's from
 * @ant-design/icons-svg 4.6.0 (MIT), on its 64 64 896 896 view box. Decorative: the control around
 * it says what it does (aria-label) or words beside it do.
 */
export function outlinedIcon(name: string, path: string): (props: { className?: string }) => ReactElement {
  function Icon({ className }: { className?: string }) {
    return (
      <span className={className ? `tw-icon ${className}` : 'tw-icon'} aria-hidden="true" data-icon={name}>
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
          <path d={path} />
        </svg>
      </span>
    );
  }
  Icon.displayName = `Outlined(${name})`;
  return Icon;
}
