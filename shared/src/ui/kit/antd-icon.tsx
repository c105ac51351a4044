import type { CSSProperties, ReactElement } from 'react';

// antd's .anticon, inline: the icons are also drawn where no style sheet of ours reaches (the
// studio in a shadow root on a partner's page).
const ICON_BOX: CSSProperties = { display: 'inline-flex', alignItems: 'center', lineHeight: 0, verticalAlign: '-0.125em' };

/**
 * An icon of antd's set drawn as antd's icon component draws it (an inline SVG of 1em in the text
 * colour) without @ant-design/icons: a page that shows a few needs neither that package's runtime
 * nor antd's core file, which holds its base. `path` is the icon's from @ant-design/icons-svg 4.6.0
 * (MIT), on its 64 64 896 896 view box. Decorative: the control around it says what it does
 * (aria-label) or words beside it do.
 */
export function antdIcon(name: string, path: string): (props: { className?: string }) => ReactElement {
  function Icon({ className }: { className?: string }) {
    return (
      <span className={className} style={ICON_BOX} aria-hidden="true" data-icon={name}>
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false" style={{ display: 'inline-block' }}>
          <path d={path} />
        </svg>
      </span>
    );
  }
  Icon.displayName = `AntdIcon(${name})`;
  return Icon;
}
