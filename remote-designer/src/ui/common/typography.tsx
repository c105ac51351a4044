import theme from 'antd/es/theme';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Headings and text as antd's Typography draws them (its colours, weight, margins), on the theme's
 * tokens. Not Typography itself: it always brings its ellipsis measuring, copy and edit fields
 * (rc-input, rc-textarea) and Tooltip to the studio's first screen, where none of
 * that is used. Inline styles only: the studio also runs in a shadow root on partners' pages, which
 * the page's style sheets do not reach.
 */

type HeadingLevel = 1 | 5;

/** A heading in the theme's heading colour and weight, sized as antd's Title of that level; `style` adjusts it. */
export function Heading({ level, style, children }: { level: HeadingLevel; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const fontSize = level === 1 ? token.fontSizeHeading1 : token.fontSizeHeading5;
  const lineHeight = level === 1 ? token.lineHeightHeading1 : token.lineHeightHeading5;
  return (
    <Tag style={{ marginTop: 0, marginBottom: '0.5em', color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize, lineHeight, ...style }}>
      {children}
    </Tag>
  );
}

type TextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  /** Greyed, as antd's `type="secondary"`. */
  secondary?: boolean;
  /** Bold, as antd's `strong`. */
  strong?: boolean;
  'data-testid'?: string;
};

/** A run of text in the theme's text colour, secondary or strong when asked. */
export function Text({ secondary, strong, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  return (
    <span {...rest} style={{ color: secondary ? token.colorTextSecondary : token.colorText, fontWeight: strong ? token.fontWeightStrong : undefined, ...style }}>
      {children}
    </span>
  );
}
