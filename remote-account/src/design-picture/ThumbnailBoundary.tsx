import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead when the picture throws while drawing. */
  fallback: ReactNode;
}

/** Another remote's picture that fails while drawing takes only itself down, not the card or the grid. */
export class ThumbnailBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[account] a design picture could not be drawn', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
