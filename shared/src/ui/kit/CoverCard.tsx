import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

/** data-* attributes, passed on to the card's element (tests and pages find a card by them). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

export type CoverCardProps = DataAttributes & {
  /** Shown edge to edge above the body (a picture), as antd's Card `cover`. */
  cover: ReactNode;
  /** The body's padding; antd's small card's when left out. */
  padding?: number;
  style?: CSSProperties;
  children?: ReactNode;
};

/** A card with a cover, as antd's small Card with `cover` draws one (border, radius, the cover's
 *  rounded top), on the theme's tokens. Not Card itself: it always brings its tabs (with their
 *  dropdown, menu and overflow) to a page that only shows cards (./SurfaceCard says the same). */
export function CoverCard({ cover, padding, style, children, ...data }: CoverCardProps) {
  const { token } = theme.useToken();
  const radius = token.borderRadiusLG;
  return (
    <div
      {...data}
      style={{
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: radius,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      <div style={{ borderRadius: `${radius}px ${radius}px 0 0`, overflow: 'hidden' }}>{cover}</div>
      <div style={{ padding: padding ?? token.paddingSM }}>{children}</div>
    </div>
  );
}
