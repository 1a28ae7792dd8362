import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '../router/index.ts';
import { OfflineScreen } from '../offline/OfflineScreen.tsx';

interface BoundaryProps {
  /** The address the content belongs to: a new one lets the content try again. */
  resetKey: string;
  /** What shows instead of the content that failed (the app's crash screen). */
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** It failed while the browser was offline (a screen's code that could not be fetched). */
  offline: boolean;
  /** The address the state belongs to. */
  key: string;
}

/** React's error boundary (a class is the only way to catch render errors). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, offline: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, offline: typeof navigator !== 'undefined' && !navigator.onLine };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // The member went elsewhere (Home from the crash screen, back, a link): try again there.
    return props.resetKey === state.key
      ? null
      : { failed: false, offline: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever reads the console; the member sees the crash screen.
    console.error('Clube: a screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Without a connection, no fault of the club: said so, and it loads once back online.
    return this.state.offline ? <OfflineScreen /> : this.props.fallback;
  }
}

/**
 * Any screen that throws while rendering shows `fallback` (the app passes SPEC §8's global message) with a way back,
 * instead of a blank page; going to another address renders the content again. One that failed
 * while the browser was offline (its code could not be fetched) shows the offline screen.
 */
export function ErrorBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
