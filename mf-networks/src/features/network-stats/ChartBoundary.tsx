import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ChartBoundaryProps {
  /** What to show instead of the chart; `retry` renders the chart again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface ChartBoundaryState {
  error: unknown;
  failed: boolean;
}

/** An error boundary around one chart widget: a chart that fails leaves the rest of the tab working. */
export class ChartBoundary extends Component<ChartBoundaryProps, ChartBoundaryState> {
  override state: ChartBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): ChartBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Chart failed', error, info.componentStack);
  }

  readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
