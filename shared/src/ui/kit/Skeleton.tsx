import theme from 'antd/es/theme';
import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * A grey shape standing for content on its way, as antd's active Skeleton draws its blocks (the
 * theme's fill colours, a light sweeping across them; still when the visitor asks for reduced
 * motion), on the theme's tokens. Not Skeleton itself: one more chunk on a list's first load for
 * a few grey boxes. The sweep is a Web Animation: the kit has inline styles only (./typography
 * says why). Decorative: the list it stands in says it is busy (aria-busy).
 */
export function SkeletonBlock({ style }: { style?: CSSProperties }) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element?.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const sweep = element.animate([{ backgroundPosition: '100% 50%' }, { backgroundPosition: '0 50%' }], { duration: 1400, iterations: Infinity, easing: 'ease' });
    return () => sweep.cancel();
  }, []);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-skeleton="active"
      style={{
        height: token.controlHeightSM,
        borderRadius: token.borderRadiusSM,
        background: `linear-gradient(90deg, ${token.colorFillContent} 25%, ${token.colorFill} 37%, ${token.colorFillContent} 63%)`,
        backgroundSize: '400% 100%',
        ...style,
      }}
    />
  );
}
