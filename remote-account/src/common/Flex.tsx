import type { CSSProperties, HTMLAttributes } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

export type FlexProps = Omit<HTMLAttributes<HTMLDivElement>, 'wrap'> & {
  vertical?: boolean;
  wrap?: boolean | CSSProperties['flexWrap'];
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  gap?: keyof typeof GAPS | CSSProperties['gap'];
  flex?: CSSProperties['flex'];
};

/**
 * A flex box with antd's `<Flex>` props (vertical, wrap, justify, align, gap: small 8, middle 16,
 * large 24), drawn as a div with inline styles: antd's Flex is one more chunk (its style registry)
 * on the order pages' first load for what one style attribute says.
 */
export default function Flex({ vertical = false, wrap, justify, align, gap, flex, style, ...rest }: FlexProps) {
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        ...(wrap === undefined || wrap === false ? {} : { flexWrap: wrap === true ? 'wrap' : wrap }),
        ...(justify ? { justifyContent: justify } : {}),
        ...(align ? { alignItems: align } : {}),
        ...(gap === undefined ? {} : { gap: typeof gap === 'string' && gap in GAPS ? GAPS[gap as keyof typeof GAPS] : gap }),
        ...(flex === undefined ? {} : { flex }),
        ...style,
      }}
    />
  );
}
