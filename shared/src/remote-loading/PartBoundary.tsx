import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface PartBoundaryProps {
  /** The part's name in the console when it fails ("Chart", "Command palette"). */
  part: string;
  /** What to show instead of the part; `retry` renders it again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface PartBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * An error boundary around one part of a screen (a chart widget, the command palette): a part that
 * fails, in its code or its chunk, leaves the rest of the screen working.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.part} failed`, error, info.componentStack);
  }

  readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
