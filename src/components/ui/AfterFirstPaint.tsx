import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from '@/lib/after-next-frame';
import { mountsInRootHydration, rootHydrated } from '@/lib/root-hydrated';
import { useRenderedInBrowser } from './rendered-in-browser';

/**
 * While React hydrates a server-rendered page: waits (suspends) until the rest of the page is hydrated. The
 * Suspense boundary around it then keeps the server's HTML as it is (on screen, links working) and React
 * hydrates it right after the root, in its own slices — or at once if it is tapped first (selective hydration).
 */
function AfterRoot({ children }: { children: ReactNode }) {
  const hydrating = !useRenderedInBrowser();
  if (hydrating && rootHydrated) use(rootHydrated);
  return children;
}

/**
 * Renders its children once the first screen has been painted, as a transition (React renders it in small
 * slices). For sections below the fold of a long page: on a slow phone, one synchronous render of the whole
 * home page (every carousel, the 20 FAQ answers…) was one long task that blocked the main thread before the
 * first screen appeared. `minHeight` keeps the place so the footer does not jump when they arrive.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  // A server-rendered page has them already (crawlers and link previewers run no JavaScript): the server renders
  // them, and they are hydrated after the rest of the page (AfterRoot): the page is interactive sooner on a slow
  // phone. Only a page rendered in the browser from the start defers drawing them.
  // Known at mount, not from useRenderedInBrowser: its re-render once the root is hydrated gave the boundary below
  // new props, and React then hydrated all it holds (the home page's lower half) in one synchronous task, right
  // when a visitor's first tap comes.
  const [serverRendered] = useState(mountsInRootHydration);
  const [ready, setReady] = useState(serverRendered);
  useEffect(() => {
    if (ready) return;
    return afterNextFrame(() => startTransition(() => setReady(true)));
  }, [ready]);
  if (serverRendered) {
    return (
      <Suspense fallback={null}>
        <AfterRoot>{children}</AfterRoot>
      </Suspense>
    );
  }
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
