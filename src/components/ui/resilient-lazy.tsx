import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useRenderedInBrowser } from './rendered-in-browser';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Shows `fallback` if the loaded part fails to render: the page around it stays. */
class PartErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[lazy] a part of the page could not be drawn', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of a page whose code comes later, for chunks that may fail to arrive: a phone that loses the network
 * before the service worker has stored the app (first visit), or a chunk gone after a deploy. Until the chunk is
 * there, and when it failed, the part shows `renderFallback` (its simple form, or nothing) instead of taking the
 * whole page down to the error screen; a failed import is tried again when the browser comes back online.
 *
 * Not React.lazy under Suspense: a Suspense boundary that mounts suspended makes React hold back the next retry's
 * commit for up to 300 ms (its fallback throttle). These parts mount right after the root is hydrated, and the
 * next retry is the page's own content: the page took its first tap 0.3 s later (docs/decisions/0026).
 */
export function resilientLazy<P extends object>(load: Loader<P>, renderFallback: (props: NoInfer<P>) => ReactNode): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // the next attempt imports again
        throw error;
      },
    ));

  function ResilientLazy(props: P) {
    // Server and hydration: the simple form, the same on both sides; the part follows right after.
    const inBrowser = useRenderedInBrowser();
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (!inBrowser || Part) return undefined;
      let mounted = true;
      const attempt = () => {
        loadOnce().then(
          (component) => mounted && setPart(() => component),
          (error: unknown) => {
            if (!mounted) return;
            console.warn('[lazy] a part of the page could not be loaded', error);
            window.addEventListener('online', attempt, { once: true });
          },
        );
      };
      attempt();
      return () => {
        mounted = false;
        window.removeEventListener('online', attempt);
      };
    }, [inBrowser, Part]);
    const fallback = renderFallback(props);
    if (!inBrowser || !Part) return fallback;
    return (
      <PartErrorBoundary fallback={fallback}>
        <Part {...props} />
      </PartErrorBoundary>
    );
  }
  return ResilientLazy;
}
