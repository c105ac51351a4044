import { Component, type ReactNode } from 'react';

interface StudioBoundaryProps {
  /** Drawn instead of the studio once it has failed. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** The studio failing as it draws (a broken release of the remote) leaves its fallback in the
 *  element, not an empty box, and the partner's page as it was. */
export class StudioBoundary extends Component<StudioBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
