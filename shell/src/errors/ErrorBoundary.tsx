import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadForChunkError } from './chunkLoadError';

export interface ErrorBoundaryProps {
  /** Where the boundary sits, for logs: 'root', 'route', 'remote:catalog'. */
  scope: string;
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A change of this value clears the error (e.g. the pathname). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/** Error boundary used at root, route and remote level; chunk-load errors go through the reload guard first. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (reloadForChunkError(error)) return;
    console.error(`[realty] ${this.props.scope} error boundary caught`, error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
