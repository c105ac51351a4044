import theme from 'antd/es/theme';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Headings and text as antd's Typography draws them (its colours, weight, margins), on the theme's
 * tokens. Not Typography itself: it always brings its ellipsis measuring, copy and edit buttons and
 * Tooltip to every account page, where none of that is used.
 */

type HeadingLevel = 1 | 2 | 3;

/** A heading (h1–h3) in the theme's heading colour and weight; `style` sets its size and margins. */
export function Heading({ level, style, children }: { level: HeadingLevel; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const fontSize = { 1: token.fontSizeHeading1, 2: token.fontSizeHeading2, 3: token.fontSizeHeading3 }[level];
  const lineHeight = { 1: token.lineHeightHeading1, 2: token.lineHeightHeading2, 3: token.lineHeightHeading3 }[level];
  return (
    <Tag style={{ marginTop: 0, marginBottom: '0.5em', color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize, lineHeight, ...style }}>
      {children}
    </Tag>
  );
}

type Tone = 'secondary' | 'danger';

function toneColour(token: ReturnType<typeof theme.useToken>['token'], tone: Tone | undefined): string | undefined {
  if (tone === 'secondary') return token.colorTextSecondary;
  if (tone === 'danger') return token.colorError;
  return undefined;
}

type TextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  tone?: Tone;
  /** One line, cut with an ellipsis when it does not fit (the whole text stays in the page for screen readers). */
  ellipsis?: boolean;
  'data-testid'?: string;
};

/** A run of text, secondary (greyed) or danger (the error colour) when asked. */
export function Text({ tone, ellipsis, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const cut: CSSProperties = ellipsis ? { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } : {};
  return (
    <span {...rest} style={{ color: toneColour(token, tone), ...cut, ...style }}>
      {children}
    </span>
  );
}

/** A paragraph with antd's spacing under it, secondary when asked. */
export function Paragraph({ tone, style, children }: { tone?: Tone; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ marginBottom: '1em', color: toneColour(token, tone), ...style }}>{children}</div>;
}
