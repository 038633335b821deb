import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/lazy-chunk';
import { ErrorNotice } from './error-notice';

interface State {
  error: unknown;
}

/** The last line: an error no route boundary caught shows the error panel, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Cubus stopped on an uncaught error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Outside the router and the theme, a reload is the one retry that always starts clean.
    return <ErrorNotice chunk={isChunkLoadError(error)} onRetry={() => window.location.reload()} />;
  }
}
