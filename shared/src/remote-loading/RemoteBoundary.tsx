import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toRemoteLoadError } from './RemoteLoadError.ts';
import { reportRemoteFailure, retryRemote } from './loader.ts';
import { RemoteErrorPanel } from './RemoteErrorPanel.tsx';
import { resetFailedLoads } from './retryableLazy.tsx';

export interface RemoteBoundaryProps {
  remote: string;
  /** When this value changes (a navigation, say) a caught error is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  caught: { error: unknown } | null;
  resetKey?: string;
}

/**
 * Error boundary around every mounted remote and federated component. Load failures (manifest,
 * remoteEntry, chunk) get a Retry that clears the runtime's cached failure; render bugs are named
 * but not retried.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: RemoteBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      if (state.caught) resetFailedLoads();
      return { resetKey: props.resetKey, caught: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const named = toRemoteLoadError(this.props.remote, error);
    reportRemoteFailure(named, info.componentStack ?? undefined);
    if (named.lifecycle === 'module') console.error(named, info.componentStack);
  }

  private retry = (): void => {
    const { caught } = this.state;
    if (!caught) return;
    const named = toRemoteLoadError(this.props.remote, caught.error);
    if (named.lifecycle === 'manifest' || named.lifecycle === 'entry') retryRemote(named.remote);
    resetFailedLoads();
    this.setState({ caught: null });
  };

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <RemoteErrorPanel error={toRemoteLoadError(this.props.remote, caught.error)} onRetry={this.retry} />;
  }
}
