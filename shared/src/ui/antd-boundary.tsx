import type { ComponentType, ReactNode } from 'react';

/**
 * The shop's antd (its theme: the shop's colour, the customer's layout choices, dark mode, the
 * Khmer font) around part of a page drawn without antd. The shell keeps antd and its theme, and
 * wraps a whole page in them unless the page says it is drawn without (pages.json, withoutAntd);
 * such a page draws its first state light and asks for antd here only around what uses it, so
 * its first paint does not wait for antd's core (the studio's opening state on a phone).
 * Before the shell provides it (or under a host that has none) the children are drawn as they
 * are: antd's components still work, in antd's own theme.
 */
export interface AntdBoundaryProps {
  children: ReactNode;
  /** Shown while antd and the theme download (the page's own loading state). */
  fallback?: ReactNode;
}

export interface AntdBoundary {
  Boundary: ComponentType<AntdBoundaryProps>;
  /** Starts antd's and the theme's download, so a part drawn later does not wait for it. */
  preload: () => Promise<unknown>;
}

let provided: AntdBoundary | null = null;

/** The shell calls this at start. */
export function provideAntdBoundary(boundary: AntdBoundary | null): void {
  provided = boundary;
}

/** antd and the shop's theme around `children`, `fallback` until they are here. */
export function WithShopAntd({ children, fallback }: AntdBoundaryProps) {
  const boundary = provided;
  if (!boundary) return <>{children}</>;
  return <boundary.Boundary fallback={fallback}>{children}</boundary.Boundary>;
}

/** Starts antd's download ahead of the part that needs it; never rejects (a failed download
 *  shows in the boundary, with its Try again, when the part is drawn). */
export function preloadShopAntd(): Promise<void> {
  try {
    return (provided?.preload() ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
