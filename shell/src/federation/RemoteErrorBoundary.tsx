import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error, e.g. after a retry. */
  resetKey: unknown;
}

/** A remote page that throws while rendering (or a load the plugin could not recover)
 *  shows the same fallback instead of unmounting the whole shell. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown; resetKey: unknown }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a remote page failed', error);
  }

  override render() {
    return this.state.error ? <RemoteUnavailable /> : this.props.children;
  }
}
