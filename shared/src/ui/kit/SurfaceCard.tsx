import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

/** A card as antd's Card draws one (border, radius, header with a title and an extra, body), on
 *  the theme's tokens. Not the Card itself: it always brings its tabs (with their dropdown and
 *  menu) and skeleton to every page that shows a card. */
export function SurfaceCard({ title, extra, size = 'default', style, testId, children }: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  style?: CSSProperties;
  testId?: string;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const padding = small ? token.paddingSM : token.paddingLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      data-testid={testId}
      style={{ boxSizing: 'border-box', background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG, color: token.colorText, ...style }}
    >
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: small ? 38 : 56,
            padding: `0 ${padding}px`,
            borderBottom: border,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
          {extra ? <div style={{ fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</div> : null}
        </div>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
