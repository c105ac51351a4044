import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/**
 * What antd's `<Empty image={Empty.PRESENTED_IMAGE_SIMPLE}>` shows (the empty tray, a description,
 * the way on under it), on the theme's tokens. Not Empty itself: one more chunk on each list's
 * first load for a picture and two lines of text.
 */
export function EmptyState({ description, testId, children }: { description: ReactNode; testId?: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={testId} style={{ marginBlock: token.marginXL, textAlign: 'center', color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      <div style={{ height: 40, marginBottom: token.marginXS }}>
        {/* The tray as antd draws it, in the theme's fill colours; the text under it says what it means. */}
        <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill={token.colorFillTertiary} cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke={token.colorFill}>
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
                fill={token.colorFillQuaternary}
              />
            </g>
          </g>
        </svg>
      </div>
      <div>{description}</div>
      {children ? <div style={{ marginTop: token.margin }}>{children}</div> : null}
    </div>
  );
}
