import { useLayoutEffect, useState, type RefObject } from 'react';

/** antd's `lg` breakpoint, where the shop's studio page puts the panels beside the canvas. */
export const WIDE_FROM_PX = 992;

/**
 * Whether the element is wide enough for the studio's side-by-side layout. On a partner's page
 * the studio is as wide as the element it was given (a column, a card), not as the window, so it
 * lays itself out by the element's width, measured again whenever that changes.
 */
export function useWideElement(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWide(element.getBoundingClientRect().width >= WIDE_FROM_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}
