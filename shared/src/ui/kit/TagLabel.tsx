import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';

export interface TagLabelProps {
  /** Text, background and border colours; the theme's default tag when left out. */
  colours?: { color?: string; background?: string; border?: string };
  icon?: ReactNode;
  title?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
  'data-status'?: string;
}

/** A small label as antd's Tag draws one (its size, border and radius), on the theme's tokens. Not
 *  Tag itself: on the lists' first load it is one more chunk for a coloured span. */
export function TagLabel({ colours, icon, title, style, children, ...data }: TagLabelProps) {
  const { token } = theme.useToken();
  return (
    <span
      {...data}
      title={title}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        boxSizing: 'border-box',
        height: 'auto',
        paddingInline: token.paddingXS - 1,
        fontSize: token.fontSizeSM,
        lineHeight: `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
        whiteSpace: 'nowrap',
        color: colours?.color ?? token.colorText,
        background: colours?.background ?? token.colorFillQuaternary,
        border: `${token.lineWidth}px ${token.lineType} ${colours?.border ?? token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        ...style,
      }}
    >
      {icon}
      {children}
    </span>
  );
}
