import { Component, type ReactNode } from 'react';
import { PageSpinner } from '../light-ui/Spinner';
import { isChunkLoadError } from './chunk-load-error';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error, e.g. after a retry. */
  resetKey: unknown;
  /** Loads the remote again and changes resetKey: called, once per mounted page, when a chunk of
   *  the page failed to load (its remote was redeployed under it). */
  loadAgain: () => void;
  /** The fallback is shown (the remote's release is reported for its team). */
  onUnavailable?: () => void;
}

interface State {
  error: unknown;
  resetKey: unknown;
  /** loadAgain was called for the error caught; until resetKey changes the spinner shows. */
  loadingAgain: boolean;
}

/** A remote page that throws while rendering (or a load the plugin could not recover) shows
 *  the same fallback instead of unmounting the whole shell. A chunk that failed to load is first
 *  loaded again, from the remote as remotes.json now names it, without a click; a second
 *  failure shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, loadingAgain: false };
  private loadedAgainOnce = false;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey, loadingAgain: false };
  }

  private mayLoadAgain(error: unknown): boolean {
    return !this.loadedAgainOnce && isChunkLoadError(error);
  }

  override componentDidCatch(error: unknown) {
    if (this.mayLoadAgain(error)) {
      console.warn('[shell] a chunk of a remote page failed to load; loading the remote again', error);
      this.loadedAgainOnce = true;
      this.setState({ loadingAgain: true });
      this.props.loadAgain();
    } else {
      console.error('[shell] a remote page failed', error);
      this.props.onUnavailable?.();
    }
  }

  override render() {
    const { error, loadingAgain } = this.state;
    if (!error) return this.props.children;
    return loadingAgain || this.mayLoadAgain(error) ? <PageSpinner /> : <RemoteUnavailable />;
  }
}
