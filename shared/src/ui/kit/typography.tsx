import theme from 'antd/es/theme';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Headings and text as antd's Typography draws them (its colours, weight, sizes, margins), on the
 * theme's tokens. Not Typography itself: it always brings its ellipsis measuring, copy and edit
 * fields (rc-input, rc-textarea) and Tooltip to a first load where none of that is used. Inline
 * styles only: the studio also runs in a shadow root on partners' pages, which the page's style
 * sheets do not reach.
 */

type Token = ReturnType<typeof theme.useToken>['token'];

export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** A heading (h1–h5) in the theme's heading colour and weight, sized as antd's Title of that
 *  level; `style` sets its size and margins where a page wants its own. */
export function Heading({ level, id, style, children }: { level: HeadingLevel; id?: string; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const fontSize = [token.fontSizeHeading1, token.fontSizeHeading2, token.fontSizeHeading3, token.fontSizeHeading4, token.fontSizeHeading5][level - 1];
  const lineHeight = [token.lineHeightHeading1, token.lineHeightHeading2, token.lineHeightHeading3, token.lineHeightHeading4, token.lineHeightHeading5][level - 1];
  return (
    <Tag id={id} style={{ marginTop: 0, marginBottom: '0.5em', color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize, lineHeight, ...style }}>
      {children}
    </Tag>
  );
}

/** antd's `type`: greyed (secondary) or the error colour (danger); the text colour otherwise. */
export type TextTone = 'secondary' | 'danger';

function toneColour(token: Token, tone: TextTone | undefined): string {
  if (tone === 'secondary') return token.colorTextSecondary;
  if (tone === 'danger') return token.colorError;
  return token.colorText;
}

export type TextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  tone?: TextTone;
  /** Bold, as antd's `strong`. */
  strong?: boolean;
  /** One line, cut with an ellipsis when it does not fit (the whole text stays in the page for screen readers). */
  ellipsis?: boolean;
  'data-testid'?: string;
};

/** A run of text in the theme's text colour (as antd's Text: not inherited), or its tone's. */
export function Text({ tone, strong, ellipsis, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const cut: CSSProperties = ellipsis ? { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } : {};
  return (
    <span {...rest} style={{ color: toneColour(token, tone), fontWeight: strong ? token.fontWeightStrong : undefined, ...cut, ...style }}>
      {children}
    </span>
  );
}

/** A paragraph with antd's spacing under it, in the text colour or its tone's. */
export function Paragraph({ tone, style, children, ...data }: { tone?: TextTone; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <div {...data} style={{ marginBottom: '1em', color: toneColour(token, tone), ...style }}>
      {children}
    </div>
  );
}
