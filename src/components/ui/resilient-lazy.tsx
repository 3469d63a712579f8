import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useRenderedInBrowser } from './rendered-in-browser';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Shows `fallback` when the chunk failed to load, and asks for a new attempt once the network is back. */
class ChunkErrorBoundary extends Component<{ fallback: ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[lazy] a part of the page could not be loaded', error);
    window.addEventListener('online', this.retry, { once: true });
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => this.props.onRetry();

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * React.lazy for parts of a page whose chunk may fail to arrive: a phone that loses the network before the
 * service worker has stored the app (first visit), or a chunk gone after a deploy. A failed import shows
 * `renderFallback` (the part's simple form, or nothing) instead of taking the whole page down to the error
 * screen, and is tried again when the browser comes back online (React.lazy alone keeps the failure).
 */
export function resilientLazy<P extends object>(load: Loader<P>, renderFallback: (props: NoInfer<P>) => ReactNode): ComponentType<P> {
  let Lazy = lazy(load);
  function ResilientLazy(props: P) {
    const [attempt, setAttempt] = useState(0);
    const fallback = renderFallback(props);
    // Server and hydration: the simple form, the same on both sides; the lazy part follows right after. The
    // server's renderToString cannot wait for a lazy part: it would send the Suspense fallback and the browser
    // would report the boundary as failed (React error 419).
    const inBrowser = useRenderedInBrowser();
    if (!inBrowser) return fallback;
    return (
      <ChunkErrorBoundary
        key={attempt}
        fallback={fallback}
        onRetry={() => {
          Lazy = lazy(load);
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return ResilientLazy;
}
