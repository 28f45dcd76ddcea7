import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { browser } from '../../api/navigation';
import { ErrorPageContent } from './ErrorPageContent';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedKey: string | null;
}

const reloadCurrentPage = () => browser.assign(window.location.href);

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Leaving the failed page (any navigation) gives the new page a fresh start.
    if (state.error !== null && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.error('Render failure in the shell', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <ErrorPageContent onReload={reloadCurrentPage} />;
    return this.props.children;
  }
}

/**
 * A render failure anywhere in the page area shows the error page (spec section 2: "A top-level
 * failure while rendering also shows the error page"); navigating elsewhere resets it.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={`${location.pathname}${location.search}`}>{children}</Boundary>;
}
